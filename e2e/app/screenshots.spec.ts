/** Writes docs/screenshots (form, result, mockups, icon tab, dark theme; desktop and phone widths) when E2E_SCREENSHOTS=1. */
import { join, resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectImageLoaded, fillBrief, generate, NORTHWIND } from '../support/page-helpers';

const OUT = resolve(import.meta.dirname, '..', '..', 'docs', 'screenshots');

test.skip(process.env.E2E_SCREENSHOTS !== '1', 'set E2E_SCREENSHOTS=1 to refresh docs/screenshots');

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '375', width: 375, height: 812 },
]) {
  test(`screenshots at ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/');
    await fillBrief(page, { ...NORTHWIND, designer: 'Saul Bass' });
    await page.getByLabel('Brand name').blur();
    // Full-page shots of a scrolled page paint the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(OUT, `form-${viewport.name}.png`), fullPage: true });
    await generate(page);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 });
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await page.screenshot({ path: join(OUT, `result-${viewport.name}.png`), fullPage: true });
  });
}

test('the form at 1440 × 900 as the window shows it: the submit button in view', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await fillBrief(page, { ...NORTHWIND, designer: 'Paul Rand' });
  await page.getByLabel('Brand name').blur();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('button', { name: 'Generate My Logo System' })).toBeInViewport();
  await page.screenshot({ path: join(OUT, 'form-1440x900.png') });
});

/** Waits until the result has settled: its toasts gone, the preview decoded, every mockup's files loaded. */
async function settleResult(page: Page): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectImageLoaded(page);
  // The mockups' lockup files (SVG <image> elements report no load state of their own).
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    (document.activeElement as HTMLElement | null)?.blur();
  });
}

test('the result view: mockups at 1440 and 390 px, the icon tab, and the dark theme', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await fillBrief(page, { ...NORTHWIND, designer: 'Saul Bass' });
  await generate(page);
  await settleResult(page);
  const mockups = page.getByRole('region', { name: 'Mockups' });
  // The sticky header would be painted over the top of a section shot.
  await page.getByRole('banner').evaluate((header) => {
    header.style.position = 'static';
  });
  await mockups.screenshot({ path: join(OUT, 'mockups-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await mockups.screenshot({ path: join(OUT, 'mockups-390.png') });
  await page.getByRole('banner').evaluate((header) => {
    header.style.position = '';
  });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'New Logo' }).click();
  await fillBrief(page, { ...NORTHWIND, designer: 'Massimo Vignelli' });
  await generate(page);
  await page.getByRole('tab', { name: 'Icon' }).click();
  await settleResult(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(OUT, 'tabs-icon-1440.png') });

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.getByRole('button', { name: 'New Logo' }).click();
  await fillBrief(page, { ...NORTHWIND, designer: 'Paula Scher' });
  await generate(page);
  await page.getByRole('button', { name: 'Dark', exact: true }).click();
  await settleResult(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(OUT, 'result-dark-1440.png'), fullPage: true });
});
