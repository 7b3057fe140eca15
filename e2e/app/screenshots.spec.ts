/** Writes docs/screenshots (form and result, desktop and 375 px) when E2E_SCREENSHOTS=1. */
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { fillBrief, generate, NORTHWIND } from '../support/page-helpers';

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
    await page.waitForTimeout(4500);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 5000 });
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
