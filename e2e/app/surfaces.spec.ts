/**
 * The page's sticky surfaces: the header and the form's submit bar are opaque in both themes (scrolled content never
 * shows through them), and the last field of the brief, Competitors, comes fully into view above the submit bar however
 * it is scrolled to (Tab, the browser bringing it into view, the end of the page), its count and error included. At
 * 1440 × 900 (where the bar sticks to the bottom) and 390 × 844, light and night.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/page-helpers';

const SIZES = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

/** The alpha a surface is painted with (its computed background colour, read back through a canvas). */
async function paintAlpha(surface: Locator): Promise<number> {
  return surface.evaluate((node) => {
    const style = getComputedStyle(node);
    if (style.backdropFilter && style.backdropFilter !== 'none') return -1;
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return -1;
    context.fillStyle = style.backgroundColor;
    context.fillRect(0, 0, 1, 1);
    return (context.getImageData(0, 0, 1, 1).data[3] ?? 0) / 255;
  });
}

/** The window's band between the header and the submit bar (the bottom of the window where the bar follows the fields). */
async function clearBand(page: Page): Promise<{ top: number; bottom: number }> {
  const header = (await page.getByRole('banner').boundingBox())!;
  const height = page.viewportSize()!.height;
  const bar = page.locator('[data-submit-bar]');
  const barBox = (await bar.boundingBox())!;
  const stuck = (await bar.evaluate((node) => getComputedStyle(node).position)) === 'sticky';
  return { top: header.y + header.height, bottom: stuck ? Math.min(height, barBox.y) : height };
}

/** Competitors' whole field (label, box, count and any error) lies in the clear band, and the bar covers none of it. */
async function expectFieldClear(page: Page, how: string): Promise<void> {
  const field = page.locator('div:has(> label[for="competitors"])');
  const box = (await field.boundingBox())!;
  const band = await clearBand(page);
  expect(box.y, `${how}: the label is below the header`).toBeGreaterThanOrEqual(band.top);
  expect(box.y + box.height, `${how}: the field ends above the submit bar`).toBeLessThanOrEqual(band.bottom);
  const bar = (await page.locator('[data-submit-bar]').boundingBox())!;
  const overlaps = box.y < bar.y + bar.height && bar.y < box.y + box.height;
  expect(overlaps, `${how}: the bar covers the field`).toBe(false);
}

for (const size of SIZES) {
  for (const scheme of ['light', 'dark'] as const) {
    const theme = scheme === 'dark' ? 'night' : 'light';

    test(`the header and the submit bar are opaque at ${size.name} px in the ${theme} theme`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      await page.evaluate(() => window.scrollTo(0, 300));
      expect(await paintAlpha(page.getByRole('banner')), 'the header is painted opaque').toBe(1);
      const bar = page.locator('[data-submit-bar]');
      if ((await bar.evaluate((node) => getComputedStyle(node).position)) === 'sticky') {
        expect(await paintAlpha(bar), 'the stuck submit bar is painted opaque').toBe(1);
      }
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`the last field comes fully into view above the submit bar at ${size.name} px in the ${theme} theme`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.emulateMedia({ colorScheme: scheme });
      const competitors = page.getByLabel('Competitors');

      // From the field before it, by keyboard.
      await page.goto('/');
      await page.getByLabel('Desired colours').focus();
      await page.keyboard.press('Tab');
      await expect(competitors).toBeFocused();
      await expectFieldClear(page, 'Tab');

      // Brought into view from above by the browser (the nearest edge: the bottom), with an error under it.
      await page.goto('/');
      await competitors.fill('Big Bean Co, '.repeat(30));
      await expect(page.locator('#competitors-error')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await competitors.evaluate((node) => node.scrollIntoView({ block: 'nearest' }));
      await expectFieldClear(page, 'into view from above, with an error');
      await competitors.evaluate((node) => node.scrollIntoView({ block: 'end' }));
      await expectFieldClear(page, 'into view at its bottom edge');

      // Scrolled to the end of the page, where the stuck bar comes to rest under the fields (on a phone the bar and the
      // footer follow the fields, which have then scrolled out at the top).
      if (size.width >= 1024) {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expectFieldClear(page, 'the end of the page');
      }
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
