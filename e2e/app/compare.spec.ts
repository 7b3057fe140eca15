/**
 * The comparison of up to four shortlisted directions: side by side at 1440 px, a 2 × 2 grid at 390 px, switched
 * between the primary, the horizontal and stacked lockups, the app icon and the palette, light and night, with axe.
 */
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { fillBrief, NORTHWIND } from '../support/page-helpers';

const DESIGNERS = 20;
const STARRED = ['Paul Rand', 'Saul Bass', 'Paula Scher', 'Massimo Vignelli'];
const TITLE = 'Paul Rand, Saul Bass, Paula Scher and Massimo Vignelli, side by side';
const VIEWS = [
  { button: 'Horizontal', alt: 'horizontal logo' },
  { button: 'Stacked', alt: 'stacked logo' },
  { button: 'App icon', alt: 'app icon' },
] as const;

async function exploreAndCompareFour(page: Page, brandName: string) {
  await page.goto('/');
  await fillBrief(page, { ...NORTHWIND, brandName });
  await page.getByRole('button', { name: `Explore all ${DESIGNERS} designers` }).click();
  await expect(page.locator('[data-direction-svg]')).toHaveCount(DESIGNERS, { timeout: 60_000 });
  for (const name of STARRED) await page.getByRole('button', { name: `Shortlist ${name}`, exact: true }).click();
  const shortlist = page.getByRole('region', { name: /Shortlist/ });
  await shortlist.getByRole('button', { name: 'Compare' }).click();
  const compare = page.getByRole('region', { name: TITLE });
  await expect(page.getByRole('heading', { level: 2, name: TITLE })).toBeFocused();
  for (const name of STARRED) await expect(shortlist.getByRole('checkbox', { name: `Compare ${name}` })).toBeChecked();
  return compare;
}

/** Every axe violation of the WCAG 2.x A/AA rules, whatever its impact. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

/** The figures' rows, as the distinct tops of their boxes (one row side by side, two in a 2 × 2 grid). */
async function rowsOf(page: Page): Promise<number[][]> {
  const boxes = await page.locator('[data-compared]').evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()));
  const tops = [...new Set(boxes.map((box) => Math.round(box.top)))].sort((a, b) => a - b);
  return tops.map((top) => boxes.filter((box) => Math.round(box.top) === top).map((box) => Math.round(box.left)));
}

for (const size of [
  { name: '1440', width: 1440, height: 900, rows: [4] },
  { name: '390', width: 390, height: 844, rows: [2, 2] },
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`four shortlisted directions compare by primary, lockups, icon and palette at ${size.name} px in the ${scheme === 'dark' ? 'night' : 'light'} theme`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.emulateMedia({ colorScheme: scheme });
      const compare = await exploreAndCompareFour(page, 'Halcyon Ferry');
      await expect(compare.getByRole('img')).toHaveCount(4, { timeout: 30_000 });
      expect((await rowsOf(page)).map((row) => row.length)).toEqual(size.rows);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await expect(compare.getByRole('button', { name: 'Primary' })).toHaveAttribute('aria-pressed', 'true');
      await expect(compare.getByRole('button', { name: /^Open .+ design$/ })).toHaveCount(4);
      expect(await violations(page)).toEqual([]);

      for (const view of VIEWS) {
        await compare.getByRole('button', { name: view.button }).click();
        await expect(compare.getByRole('button', { name: view.button })).toHaveAttribute('aria-pressed', 'true');
        for (const name of STARRED) {
          const image = compare.getByRole('img', { name: `Halcyon Ferry ${view.alt} in the direction of ${name}` });
          await expect(image).toBeVisible({ timeout: 60_000 });
          // Drawn, not a broken image: the browser decoded the engine's SVG.
          expect(await image.evaluate((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth > 0)).toBe(
            true,
          );
        }
        expect((await rowsOf(page)).map((row) => row.length)).toEqual(size.rows);
        expect(await violations(page)).toEqual([]);
      }

      await compare.getByRole('button', { name: 'Palette' }).click();
      for (const name of STARRED) {
        const palette = compare.getByRole('list', { name: `Halcyon Ferry palette in the direction of ${name}` });
        const swatches = palette.getByRole('listitem');
        expect(await swatches.count()).toBeGreaterThanOrEqual(3);
        await expect(swatches.first()).toContainText(/#[0-9A-F]{6}/i);
      }
      expect(await violations(page)).toEqual([]);

      // Back to the primary: the gallery's own thumbnails again; and Open still makes that direction the system.
      await compare.getByRole('button', { name: 'Primary' }).click();
      await expect(compare.getByRole('img', { name: /^Halcyon Ferry logo in the direction of / })).toHaveCount(4);
      // Unticking two leaves two compared; unticking a third ends the comparison.
      const shortlist = page.getByRole('region', { name: /Shortlist/ });
      await shortlist.getByRole('checkbox', { name: 'Compare Paula Scher' }).uncheck();
      await shortlist.getByRole('checkbox', { name: 'Compare Massimo Vignelli' }).uncheck();
      await expect(page.getByRole('region', { name: 'Paul Rand and Saul Bass, side by side' })).toBeVisible();
      await shortlist.getByRole('checkbox', { name: 'Compare Saul Bass' }).uncheck();
      await expect(page.getByRole('region', { name: /side by side/ })).toHaveCount(0);
    });
  }
}

test.describe('docs/screenshots of the comparison', () => {
  test.skip(process.env.E2E_SCREENSHOTS !== '1', 'set E2E_SCREENSHOTS=1 to refresh docs/screenshots');
  const OUT = resolve(import.meta.dirname, '..', '..', 'docs', 'screenshots');

  for (const width of [1440, 390]) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`four directions compared at ${width} px, ${scheme}`, async ({ page }) => {
        test.setTimeout(240_000);
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: scheme });
        const compare = await exploreAndCompareFour(page, 'Halcyon Ferry');
        await expect(compare.getByRole('img')).toHaveCount(4, { timeout: 30_000 });
        const suffix = scheme === 'dark' ? `-night-${width}` : `-${width}`;
        const shoot = async (name: string) => {
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          await page.mouse.move(0, 0);
          await compare.screenshot({ path: join(OUT, `${name}${suffix}.png`) });
        };
        await shoot('compare');
        await compare.getByRole('button', { name: 'Horizontal' }).click();
        await expect(compare.getByRole('img', { name: /horizontal logo/ })).toHaveCount(4, { timeout: 60_000 });
        await shoot('compare-horizontal');
        await compare.getByRole('button', { name: 'App icon' }).click();
        await expect(compare.getByRole('img', { name: /app icon/ })).toHaveCount(4, { timeout: 60_000 });
        await shoot('compare-icon');
        await compare.getByRole('button', { name: 'Palette' }).click();
        await expect(compare.getByRole('list', { name: /palette/ })).toHaveCount(4);
        await shoot('compare-palette');
      });
    }
  }
});
