/**
 * The result view shows the kit's own files as SVG (never asking the server to render a PNG to show one): a distinct
 * drawing per tab, the real app icon, the reversed logo on Dark; the mockups draw from them; the dark theme follows
 * the system and passes axe (no violation of any impact).
 */
import AxeBuilder from '@axe-core/playwright';
import { type Download, expect, type Page, test } from '@playwright/test';
import { expectImageLoaded, fillBrief, generate, lockupTabs, NORTHWIND } from '../support/page-helpers';
import { readZipEntry } from '../support/zip-entry';

async function readDownload(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A shown SVG file, as the server stored it. */
async function readSvg(page: Page, url: string): Promise<string> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  return response.text();
}

/** What an SVG draws, without its accessible title (each lockup's names the lockup). */
const drawing = (svg: string | undefined) => (svg ?? '').replace(/<title>[\s\S]*?<\/title>/g, '');

/** Requests for a generated lockup's PNG: each costs the server a render. */
function pngRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/generated\/[^/]+\/\w+\.png(?:$|\?)/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/** axe with the WCAG 2.x A/AA rules: every violation, whatever its impact. */
async function violationsOf(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

const shown = (page: Page) => page.getByTestId('preview-image');

test('each tab shows its own drawing from the kit as SVG, the Icon tab the real icon, Dark the reversed logo', async ({ page }) => {
  test.setTimeout(120_000);
  const pngs = pngRequests(page);
  await page.goto('/');
  await fillBrief(page, { ...NORTHWIND, designer: 'Massimo Vignelli' });
  await generate(page);

  const kitDownload = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Export Brand Kit (.zip)' }).click();
  const kit = await readDownload(await kitDownload);
  const kitSvg = (role: string) => readZipEntry(kit, `logos/svg/${role}.svg`)?.toString('utf8');

  // The primary is often the designer's horizontal or stacked lockup itself: then the two are one tab.
  const repeated = ['horizontal', 'stacked'].find((role) => drawing(kitSvg(role)) === drawing(kitSvg('primary')));
  const tabs = await lockupTabs(page);
  const names = await tabs.allTextContents();
  expect(names).toEqual(
    repeated
      ? [`Primary · ${repeated === 'horizontal' ? 'Horizontal' : 'Stacked'}`, repeated === 'horizontal' ? 'Stacked' : 'Horizontal', 'Icon']
      : ['Primary', 'Horizontal', 'Stacked', 'Icon'],
  );

  const drawings: string[] = [];
  for (const [index, name] of names.entries()) {
    await tabs.nth(index).click();
    await expectImageLoaded(page);
    const src = (await shown(page).getAttribute('src')) ?? '';
    const role = /\/(primary|horizontal|stacked|icon)\.svg$/.exec(src)?.[1];
    expect(role, `${name} shows an SVG: ${src}`).toBeTruthy();
    const svg = await readSvg(page, src);
    expect(svg, `${name} is the kit's ${role}.svg`).toBe(kitSvg(role ?? ''));
    drawings.push(drawing(svg));
  }
  expect(new Set(drawings).size, 'no two tabs show the same drawing').toBe(names.length);

  // The Icon tab: the icon large, and at 180, 64, 32 and 16 px from the kit's icon.svg.
  for (const size of [180, 64, 32, 16]) {
    const icon = page.getByTestId(`icon-${size}`);
    await expect(icon).toBeVisible();
    const box = (await icon.boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([size, size]);
    expect((await page.request.get((await icon.getAttribute('src'))!)).ok()).toBe(true);
  }

  // Dark on the primary: the reversed logo, the kit's reversed.svg, on the dark ground.
  await tabs.first().click();
  await page.getByRole('button', { name: 'Dark' }).click();
  await expectImageLoaded(page);
  const reversed = (await shown(page).getAttribute('src')) ?? '';
  expect(reversed).toMatch(/\/reversed\.svg$/);
  expect(await readSvg(page, reversed)).toBe(kitSvg('reversed'));
  await expect(page.getByTestId('preview-stage')).toHaveAttribute('data-lockup', 'reversed');
  // Horizontal and stacked are for light grounds: Dark does not apply there.
  await tabs
    .filter({ hasText: /^(Horizontal|Stacked)$/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-disabled', 'true');

  // Nothing on the page asked the server to render a PNG: they are made for downloads only.
  expect(pngs).toEqual([]);
});

test('the mockups draw the system from its own files, each described for screen readers', async ({ page }) => {
  await page.goto('/');
  await fillBrief(page, { ...NORTHWIND, designer: 'Saul Bass' });
  await generate(page);
  const section = page.getByRole('region', { name: 'Mockups' });
  const scenes = section.getByRole('img');
  // A coffee roastery's scenes: the universal seven and its trade's three.
  await expect(scenes).toHaveCount(10);
  for (const name of [
    'Business card mockup',
    'Takeaway cup and bag mockup',
    'Shopfront sign mockup',
    'Phone home screen mockup',
    'Social profile mockup',
    'Social post mockup',
    'Letterhead and envelopes mockup',
    'Email signature mockup',
    'Website and favicon mockup',
    'Signage at night mockup',
  ]) {
    const scene = section.getByRole('img', { name });
    await expect(scene).toBeVisible();
    await expect(scene).toHaveAccessibleDescription(/Northwind/);
  }
  const hrefs = await section.locator('image').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThanOrEqual(8);
  for (const href of new Set(hrefs)) {
    expect(href).toMatch(/\/(primary|horizontal|icon|reversed)\.svg$/);
    expect((await page.request.get(href)).status(), href).toBe(200);
  }

  // On a phone and on a wide screen, every word of every scene reads (11 px or more) and lies inside its scene.
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    // The scenes take their frame for the new width from a ResizeObserver, after the resize: measure once they have.
    await expect(async () => {
      const texts = await section.locator('svg[role="img"]').evaluateAll((scenes) =>
        scenes.flatMap((scene) => {
          const frame = scene.getBoundingClientRect();
          return Array.from(scene.querySelectorAll('text')).map((text) => {
            const box = text.getBoundingClientRect();
            const inside =
              box.left >= frame.left - 0.5 &&
              box.right <= frame.right + 0.5 &&
              box.top >= frame.top - 0.5 &&
              box.bottom <= frame.bottom + 0.5;
            return { text: text.textContent, px: Number(text.getAttribute('font-size')) * (text.getScreenCTM()?.a ?? 0), inside };
          });
        }),
      );
      expect(texts.length).toBeGreaterThan(10);
      for (const text of texts) {
        expect(text.px, `"${text.text}" at ${width} px`).toBeGreaterThanOrEqual(11);
        expect(text.inside, `"${text.text}" at ${width} px lies inside its scene`).toBe(true);
      }
    }).toPass({ timeout: 15_000 });
  }
});

test('the dark theme follows the system, a choice persists, and both themes pass axe', async ({ page }) => {
  test.setTimeout(150_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const themeToggle = page.getByRole('button', { name: 'Night mode' });
  await expect(themeToggle).toHaveAttribute('aria-pressed', 'true');
  expect(await violationsOf(page)).toEqual([]);

  await fillBrief(page, { ...NORTHWIND, designer: 'Paula Scher' });
  await generate(page);
  await expect(page.getByRole('region', { name: 'Mockups' }).getByRole('img')).toHaveCount(10);
  expect(await violationsOf(page)).toEqual([]);

  // The visitor's choice of the light theme outlives a reload, whatever the system says.
  await themeToggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.getByText('Generation Complete')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: 'Night mode' })).toHaveAttribute('aria-pressed', 'false');
  await expectImageLoaded(page);
  expect(await violationsOf(page)).toEqual([]);
});
