/** The designer list's type-ahead finds a designer by any word of the name, whatever the accents. */
import { expect, test } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('radio')).toHaveCount(20);
});

const QUERIES = [
  ['vig', 'Massimo Vignelli'],
  ['bass', 'Saul Bass'],
  ['dali', 'Salvador Dalí'],
  ['glaser', 'Milton Glaser'],
  ['sag', 'Sagi Haviv'],
] as const;

test('type-ahead matches any word of a designer name, accents or not', async ({ page }) => {
  await page.getByRole('radio', { name: /^Paul Rand/ }).focus();
  for (const [query, name] of QUERIES) {
    await page.keyboard.type(query);
    const radio = page.getByRole('radio', { name: new RegExp(`^${name}`) });
    await expect(radio, `"${query}" picks ${name}`).toBeChecked();
    await expect(radio).toBeFocused();
    await expect(page.locator('label').filter({ has: radio })).toBeInViewport();
    // A new query starts after 1 s of the page's clock, moved here rather than waited for.
    await page.clock.fastForward(1100);
  }
});
