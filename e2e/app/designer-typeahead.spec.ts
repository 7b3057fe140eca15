/** The designer list's type-ahead finds a designer by any word of the name, whatever the accents. */
import { expect, type Page, test } from '@playwright/test';

const QUERIES = [
  ['vig', 'Massimo Vignelli'],
  ['bass', 'Saul Bass'],
  ['dali', 'Salvador Dalí'],
  ['glaser', 'Milton Glaser'],
  ['sag', 'Sagi Haviv'],
] as const;

const SIZES = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

for (const size of SIZES) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`type-ahead matches any word of a designer name, accents or not, at ${size.name} px in the ${scheme === 'dark' ? 'night' : 'light'} theme`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.clock.install();
      await page.goto('/');
      await expect(page.getByRole('radio')).toHaveCount(20);
      // The page's clock stands still while a query is typed: on a loaded machine a second could pass between two
      // keystrokes and start a new query ("glaser" became "aser"). Only fastForward moves it on.
      await page.clock.pauseAt(Date.now() + 5_000);
      await typeAhead(page);
    });
  }
}

async function typeAhead(page: Page) {
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
}
