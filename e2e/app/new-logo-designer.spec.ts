/** After "New Logo" the form's designer list opens on the designer chosen, not on the first three of twenty. */
import { expect, type Page, test } from '@playwright/test';
import { fillBrief, generate, NORTHWIND } from '../support/page-helpers';

const SIZES = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

/** The chosen designer's card lies wholly inside the list's scrolled window. */
async function expectChosenInList(page: Page, name: string): Promise<void> {
  const list = page.getByRole('radiogroup');
  const radio = page.getByRole('radio', { name: new RegExp(`^${name}`) });
  await expect(radio).toBeChecked();
  const card = page.locator('label').filter({ has: radio });
  await expect
    .poll(async () => {
      const [outer, inner] = await Promise.all([list.boundingBox(), card.boundingBox()]);
      if (!outer || !inner) return false;
      return inner.y >= outer.y - 1 && inner.y + inner.height <= outer.y + outer.height + 1;
    })
    .toBe(true);
}

for (const size of SIZES) {
  for (const scheme of ['light', 'dark'] as const) {
    const theme = scheme === 'dark' ? 'night' : 'light';
    test(`New Logo shows the chosen designer in the list at ${size.name} px in the ${theme} theme`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      await fillBrief(page, { ...NORTHWIND, designer: 'Massimo Vignelli' });
      await generate(page);
      await page.getByRole('button', { name: 'New Logo' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Logo Designer DNA Generator' })).toBeFocused();
      await expectChosenInList(page, 'Massimo Vignelli');
      // The page itself stays at the top, where focus went.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // And after a reload, where the brief comes back.
      await page.reload();
      await expectChosenInList(page, 'Massimo Vignelli');
      await page
        .getByRole('radiogroup')
        .screenshot({ path: `../docs/screenshots/form-designer-list-after-new-logo-${size.name}${scheme === 'dark' ? '-night' : ''}.png` });
    });
  }
}
