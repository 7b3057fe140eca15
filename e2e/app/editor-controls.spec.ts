/**
 * The editor's controls, at 1440 and 390 px in the light and the night theme: every preview's alt text and label say
 * what the drawing shows (read from the design the engine returned, so they change when the drawing does); an icon
 * search lists the icons named by the word before those only tagged with it; the font lists show each face's name in
 * that face and are worked by keyboard; every control that is off says why in a few words it is described by; on a
 * phone the stuck preview stays in view above the control in use and focus never lands under it; axe finds nothing.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { fillBrief, generate, NORTHWIND } from '../support/page-helpers';

const SIZES = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

/** WCAG 2.x A/AA violations of any impact. */
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

async function openEditor(page: Page) {
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Edit / })).toBeFocused({ timeout: 30_000 });
  await expect(page.getByLabel('Primary hex')).toBeVisible();
  await expect(upToDate(page)).toBeVisible({ timeout: 30_000 });
}

const upToDate = (page: Page) => page.getByTestId('editor-preview-state').getByText('Up to date', { exact: true });
const alt = (page: Page, kind: string) => page.getByTestId(`editor-${kind}`).getAttribute('alt');

/** The control is off and described by a visible line of a few words. */
async function expectShortReason(page: Page, control: Locator, why: RegExp) {
  await expect(control).toBeDisabled();
  await expect(control).toHaveAccessibleDescription(why);
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  expect(ids.length, 'the control is described').toBeGreaterThan(0);
  const reason = page.locator(ids.map((id) => `[id="${id}"]`).join(', '));
  await expect(reason).toBeVisible();
  const words = ((await reason.textContent()) ?? '').trim().split(/\s+/);
  expect(words.length, words.join(' ')).toBeLessThanOrEqual(7);
}

for (const size of SIZES) {
  for (const scheme of ['light', 'dark'] as const) {
    const theme = scheme === 'dark' ? 'night' : 'light';
    test(`the editor's previews, icon search, font lists and unavailable controls at ${size.name} px, ${theme}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      // Lindon Leader's mark never spells the name, so Mark position is on and No mark can be chosen.
      await fillBrief(page, { ...NORTHWIND, designer: 'Lindon Leader' });
      await generate(page);
      await openEditor(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);

      // Nothing changed yet: undo, redo, reset and save are off, and one short line says why.
      for (const name of ['Undo', 'Redo', 'Reset all changes', 'Save']) {
        await expectShortReason(page, page.getByRole('button', { name, exact: true }), /^No changes yet\.$/);
      }

      // The previews name what they draw: with the mark beside or above the name, the primary says where.
      await expect.poll(() => alt(page, 'primary')).toMatch(/^Northwind primary logo: .+, (to the (left|right) of|above) the name$/);
      expect(await alt(page, 'stacked')).toMatch(/^Northwind stacked logo: .+, above the name$/);
      expect(await alt(page, 'icon')).toMatch(/^Northwind app icon: /);
      // No mark: once the engine has drawn it, the primary and its versions say the name stands alone; the stacked
      // lockup still draws the mark and still says so.
      await page
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: 'No mark' }) })
        .click();
      await expect.poll(() => alt(page, 'primary'), { timeout: 30_000 }).toBe('Northwind primary logo: the name alone, without a mark');
      expect(await alt(page, 'monochrome')).toBe('Northwind monochrome logo: the name alone, without a mark');
      expect(await alt(page, 'reversed')).toBe('Northwind reversed logo, for dark grounds: the name alone, without a mark');
      expect(await alt(page, 'stacked')).toMatch(/^Northwind stacked logo: .+, above the name$/);
      await expect(page.getByTestId('editor-stacked-label')).toHaveText('Stacked · mark above name');
      await expect(page.getByTestId('editor-primary-label')).toHaveText('Primary · name alone');
      // A change made, none undone: only Redo is off, and its line says so.
      await expectShortReason(page, page.getByRole('button', { name: 'Redo', exact: true }), /^Nothing to redo\.$/);

      // Icon search: the anchors, then the link icons Phosphor also tags "anchor".
      await page.getByLabel('Search icons').fill('anchor');
      await expect(page.getByRole('status').filter({ hasText: 'for “anchor”' })).toBeVisible({ timeout: 30_000 });
      const icons = await page
        .getByRole('list', { name: 'Icons' })
        .getByRole('button')
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
      expect(icons.slice(0, 2)).toEqual(['anchor', 'anchor simple']);
      expect(icons.slice(2).every((name) => name.startsWith('link'))).toBe(true);
      if (size.width < 1024) {
        // On a phone the preview stays in view above the field being typed in, without covering it.
        const preview = (await page.locator('[aria-labelledby="editor-preview-heading"]').boundingBox())!;
        const field = (await page.getByLabel('Search icons').boundingBox())!;
        expect(preview.y, 'the preview is on screen').toBeGreaterThanOrEqual(0);
        expect(preview.y + preview.height, 'the preview ends above the field').toBeLessThanOrEqual(field.y);
      }

      // The font list, by keyboard: each face's name is drawn in that face; a face chosen with the keys is the name's.
      const nameFont = page.locator('select').and(page.getByLabel('Name font'));
      await nameFont.focus();
      await page.keyboard.press('Enter');
      const bodoni = nameFont.getByRole('option', { name: /^Bodoni Moda/ });
      await expect(bodoni).toBeVisible();
      expect(await bodoni.evaluate((node) => getComputedStyle(node).fontFamily)).toMatch(/^"?Bodoni Moda"?,/);
      await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Bodoni Moda"'))).toBe(true);
      const before = await nameFont.inputValue();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(nameFont).not.toHaveValue(before);
      const chosen = await nameFont.inputValue();
      expect(await nameFont.evaluate((node) => getComputedStyle(node).fontFamily)).toContain(chosen);
      // A face with one weight turns the weight list off, and says why.
      await nameFont.selectOption('Krona One');
      await expectShortReason(page, page.getByLabel('Name weight'), /^Off: Krona One has one weight\.$/);
      await expect(upToDate(page)).toBeVisible({ timeout: 30_000 });

      if (size.width < 1024) {
        // Moving back through the controls with Shift+Tab, each control comes into view below the stuck preview.
        await page.getByLabel('Search icons').focus();
        const preview = page.locator('[aria-labelledby="editor-preview-heading"]');
        for (let step = 0; step < 14; step += 1) {
          await page.keyboard.press('Shift+Tab');
          const focused = page.locator(':focus');
          if ((await focused.count()) === 0) continue;
          const inPreview = await focused.evaluate((node) => Boolean(node.closest('[aria-labelledby="editor-preview-heading"]')));
          if (inPreview) break;
          const box = await focused.boundingBox();
          const stuck = (await preview.boundingBox())!;
          if (box)
            expect(box.y, `step ${step}: the focused control is below the preview`).toBeGreaterThanOrEqual(stuck.y + stuck.height - 1);
        }
      }

      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test('on a short phone screen (360 × 640) the stuck preview keeps only the primary and leaves most of the screen to the controls', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/');
  await fillBrief(page, { ...NORTHWIND, designer: 'Paul Rand' });
  await generate(page);
  await openEditor(page);
  await page.getByLabel('Tracking').focus();
  const preview = page.locator('[aria-labelledby="editor-preview-heading"]');
  await expect(page.getByTestId('editor-primary')).toBeVisible();
  await expect(page.getByTestId('editor-stacked')).toBeHidden();
  const stuck = (await preview.boundingBox())!;
  const control = (await page.getByLabel('Tracking').boundingBox())!;
  expect(stuck.y + stuck.height, 'the preview ends above the middle of the screen').toBeLessThan(640 / 2);
  expect(control.y, 'the focused control is below the preview').toBeGreaterThanOrEqual(stuck.y + stuck.height);
  expect(control.y + control.height).toBeLessThanOrEqual(640);
});
