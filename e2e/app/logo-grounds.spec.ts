/**
 * Logos stay legible in night mode: every surface that shows a logo paints the ground the logo was drawn for (the
 * brand's light ground), so a black-on-transparent primary never sits on the navy of a dark card. Checked on the
 * gallery's tiles, the shortlist and the comparison, in light and night mode, at 1440 and 390 px.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations, fillBrief, NORTHWIND } from '../support/page-helpers';

const DESIGNERS = 20;
const tiles = (page: Page) => page.locator('article [data-direction-svg]');

/**
 * For each logo image under `scope`: its main ink (the fill it uses most) and the contrast (WCAG 2.x) of that ink with
 * the colour actually painted behind the image (the nearest ancestor with an opaque background).
 */
async function logoContrasts(scope: Locator): Promise<{ name: string; ink: string; ground: string; contrast: number }[]> {
  return scope.locator('[data-direction-svg]').evaluateAll((images) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = ([r, g, b]: number[]) => 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
    const fromHex = (hex: string) => {
      const full = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex;
      return [1, 3, 5].map((start) => Number.parseInt(full.slice(start, start + 2), 16));
    };
    const groundOf = (node: Element): number[] => {
      for (let element: Element | null = node.parentElement; element; element = element.parentElement) {
        const match = getComputedStyle(element).backgroundColor.match(/rgba?\(([^)]+)\)/);
        const parts =
          match?.[1]
            ?.split(/[ ,/]+/)
            .filter(Boolean)
            .map(Number) ?? [];
        if (parts.length >= 3 && (parts[3] === undefined || parts[3] > 0.5)) return parts.slice(0, 3);
      }
      return [255, 255, 255];
    };
    return images.map((image) => {
      const src = (image as HTMLImageElement).src;
      const svg = decodeURIComponent(src.slice(src.indexOf(',') + 1));
      const counts = new Map<string, number>();
      for (const [, hex] of svg.matchAll(/fill="(#[0-9a-fA-F]{3,6})"/g))
        counts.set(hex!.toLowerCase(), (counts.get(hex!.toLowerCase()) ?? 0) + 1);
      const ink = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '#000000';
      const ground = groundOf(image);
      const [light, dark] = [luminance(fromHex(ink)), luminance(ground)].sort((a, b) => b - a);
      return {
        name: image.closest('[aria-label]')?.getAttribute('aria-label') ?? '',
        ink,
        ground: `rgb(${ground.join(',')})`,
        contrast: Math.round(((light! + 0.05) / (dark! + 0.05)) * 100) / 100,
      };
    });
  });
}

async function explore(page: Page, brandName: string) {
  await fillBrief(page, { ...NORTHWIND, brandName });
  await page.getByRole('button', { name: `Explore all ${DESIGNERS} designers` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Directions for ${brandName}` })).toBeFocused();
  await expect(tiles(page)).toHaveCount(DESIGNERS, { timeout: 90_000 });
}

function expectLegible(contrasts: Awaited<ReturnType<typeof logoContrasts>>, count: number) {
  expect(contrasts).toHaveLength(count);
  // 3:1 is WCAG's minimum for graphics; the navy card gave the black inks about 1.1:1.
  expect(contrasts.filter((entry) => entry.contrast < 3)).toEqual([]);
}

for (const scheme of ['dark', 'light'] as const) {
  test(`gallery tiles, the shortlist and the comparison show each logo on its own ground (${scheme}, 1440 px)`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await explore(page, 'Fletcher Ferries');
    expectLegible(await logoContrasts(page.locator('main')), DESIGNERS);

    for (const name of ['Alan Fletcher', 'Carolyn Davidson']) await page.getByRole('button', { name: `Shortlist ${name}` }).click();
    const shortlist = page.getByRole('region', { name: /Shortlist/ });
    await expect(shortlist.getByRole('listitem')).toHaveCount(2);
    expectLegible(await logoContrasts(shortlist), 2);
    await shortlist.getByRole('button', { name: 'Compare' }).click();
    const compare = page.getByRole('region', { name: 'Alan Fletcher and Carolyn Davidson, side by side' });
    await expect(compare.locator('[data-direction-svg]')).toHaveCount(2);
    expectLegible(await logoContrasts(compare), 2);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('gallery tiles show each logo on its own ground in night mode on a phone (390 px)', async ({ page }) => {
  test.setTimeout(240_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await explore(page, 'Glaser Goods');
  expectLegible(await logoContrasts(page.locator('main')), DESIGNERS);
  await page.screenshot({ path: '/tmp/wsfix-gallery-dark-390.png' });
});
