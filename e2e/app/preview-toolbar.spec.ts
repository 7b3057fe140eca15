/**
 * The preview toolbar says why a control is unavailable: on the Stacked tab Dark is off (the lockup is drawn for
 * light grounds), and on the primary Dark turns Monochrome off (the reversed logo is shown). The reason is text on
 * the page that the control is described by, at body size next to the toolbar, at desktop and phone sizes, in the light
 * and the night theme.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations, fillBrief, generate, lockupTabs, NORTHWIND } from '../support/page-helpers';

const SIZES = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

/** The control is unavailable and described by a visible line of text that says why. */
async function expectExplained(page: Page, control: Locator, why: RegExp): Promise<void> {
  await expect(control).toHaveAttribute('aria-disabled', 'true');
  const ids = (await control.getAttribute('aria-describedby')) ?? '';
  expect(ids, 'the disabled control is described').not.toBe('');
  const reason = page.locator(
    ids
      .split(' ')
      .map((id) => `[id="${id}"]`)
      .join(', '),
  );
  await expect(reason).toBeVisible();
  await expect(reason).toHaveText(why);
  await expect(control).toHaveAccessibleDescription(why);
  // Body size, not small print, right under the toolbar that holds the control.
  const fontSize = await reason.evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize));
  expect(fontSize, 'the reason is at least 14 px').toBeGreaterThanOrEqual(14);
  // The reasons run as one block directly under the toolbar, this one among them.
  const toolbar = (await page.getByRole('toolbar', { name: 'Preview options' }).boundingBox())!;
  const notes = page.getByTestId('preview-note');
  await expect(notes.and(reason)).toHaveCount(1);
  let above = toolbar.y + toolbar.height;
  for (const note of await notes.all()) {
    const box = (await note.boundingBox())!;
    expect(box.y - above, 'the reason follows the toolbar with no gap').toBeLessThanOrEqual(12);
    expect(box.y - above).toBeGreaterThanOrEqual(0);
    above = box.y + box.height;
  }
}

for (const size of SIZES) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`disabled preview controls say why at ${size.name} px in the ${scheme === 'dark' ? 'night' : 'light'} theme`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      // Paul Rand's primary is his horizontal lockup whatever the seed, so the Stacked tab is always its own (a
      // type collage's primary is sometimes its stacked lockup, and then the two share one tab).
      await fillBrief(page, { ...NORTHWIND, designer: 'Paul Rand' });
      await generate(page);
      const toolbar = page.getByRole('toolbar', { name: 'Preview options' });
      const dark = toolbar.getByRole('button', { name: 'Dark' });
      const monochrome = toolbar.getByRole('button', { name: 'Monochrome' });

      // Primary: Monochrome on, then Dark on: Monochrome goes off and says so.
      await monochrome.click();
      await expect(monochrome).toHaveAttribute('aria-pressed', 'true');
      await dark.click();
      await expect(dark).toHaveAttribute('aria-pressed', 'true');
      await expectExplained(page, monochrome, /reversed logo/);
      expect(await axeViolations(page)).toEqual([]);
      // Dark off again: Monochrome is back as it was.
      await dark.click();
      await expect(monochrome).toHaveAttribute('aria-pressed', 'true');
      await expect(monochrome).not.toHaveAttribute('aria-disabled', 'true');

      // The tabs settle once the lockups are compared (a lockup that is the primary joins its tab).
      const stacked = (await lockupTabs(page)).filter({ hasText: /^Stacked$/ });
      await stacked.click();
      await expect(stacked).toHaveAttribute('aria-selected', 'true');
      await expectExplained(page, dark, /light grounds/);
      await expectExplained(page, monochrome, /primary logo/);
      expect(await axeViolations(page)).toEqual([]);
      await toolbar.screenshot({ path: `../docs/screenshots/preview-toolbar-stacked-${size.name}-${scheme}.png` });
      await page.locator('section[aria-labelledby="preview-heading"]').screenshot({
        path: `../docs/screenshots/result-preview-stacked-${size.name}-${scheme}.png`,
      });
    });
  }
}
