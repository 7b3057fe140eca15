/**
 * The hosted sign-in page looks like the app it was opened from: the app's name and mark, its face (Inter, loaded),
 * its surface colours in the same theme (the system's, or the choice made with the app's Night mode toggle), and a
 * link back to the app. At 1440 and 390 px, light and night, with axe; pictured in docs/screenshots.
 */
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

const OUT = resolve(import.meta.dirname, '..', '..', 'docs', 'screenshots');
const SIZES = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

/** What makes a page the app's: its theme, its page colours and whether the app's face is loaded and in use. */
async function looks(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const body = getComputedStyle(document.body);
    return {
      theme: document.documentElement.dataset.theme,
      background: body.backgroundColor,
      color: body.color,
      face: body.fontFamily.split(',')[0]?.replace(/["']/g, '').trim(),
      faceLoaded: [...document.fonts].some((face) => face.family.replace(/["']/g, '') === 'Inter' && face.status === 'loaded'),
    };
  });
}

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

for (const size of SIZES) {
  for (const scheme of ['light', 'dark'] as const) {
    const theme = scheme === 'dark' ? 'night' : 'light';
    test(`the sign-in page wears the app's name, face and ${theme} theme and leads back, at ${size.name} px`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      const app = await looks(page);
      expect(app).toMatchObject({ theme: scheme, face: 'Inter', faceLoaded: true });

      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/auth\?/);
      await expect(page.getByText('Logo DNA Generator', { exact: true })).toBeVisible();
      expect(await looks(page)).toEqual(app);
      expect(await violations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: resolve(OUT, `sign-in-${size.name}-${theme}.png`), fullPage: true });

      // The page's own tabs keep the theme too.
      await page.getByRole('tab', { name: 'Sign up' }).click();
      expect(await violations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Back to Logo DNA' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    });
  }
}

test("night mode chosen with the app's toggle carries to the sign-in page on a light system", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Night mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/auth\?/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 18, 32)');
});
