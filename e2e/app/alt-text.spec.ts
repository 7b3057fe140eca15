/**
 * The logo's alt text is the brand name and the selected concept; a concept past 100 characters ends at a whole word
 * with an ellipsis, never mid-word. The image's alt and the line shown under the preview say the same. The stacked
 * lockup's alt and line say what that lockup draws (its mark above the name), not the primary's concept.
 */
import { expect, test } from '@playwright/test';
import { fillBrief, generate, lockupTabs, NORTHWIND } from '../support/page-helpers';

// Designers whose selected concept for this brief runs past 100 characters (Paula Scher's did, cut mid-word).
for (const designer of ['Paula Scher', 'Massimo Vignelli']) {
  test(`the alt text ends at a whole word (${designer})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await fillBrief(page, { ...NORTHWIND, designer });
    await generate(page);
    const concept = (
      (await page.getByRole('region', { name: 'Brand Rationale' }).getByText('Selected concept').locator('+ p').textContent()) ?? ''
    ).trim();
    const alt = ((await page.getByTestId('alt-text').textContent()) ?? '').trim();
    await expect(page.getByTestId('preview-image')).toHaveAttribute('alt', alt);
    const prefix = `${NORTHWIND.brandName} - `;
    expect(alt.startsWith(prefix)).toBe(true);
    const shown = alt.slice(prefix.length);
    expect(Array.from(shown).length).toBeLessThanOrEqual(100);
    if (Array.from(concept).length <= 100) {
      expect(shown).toBe(concept);
      return;
    }
    expect(shown.endsWith('…'), `a cut concept ends with an ellipsis: "${shown}"`).toBe(true);
    const kept = shown.slice(0, -1);
    expect(concept.startsWith(kept)).toBe(true);
    // The next character of the concept after what is kept starts a new word (a space or punctuation), not a letter.
    expect(concept.slice(kept.length), `"${kept}" is cut mid-word`).toMatch(/^[\s,;:.!?)–—-]/u);
  });
}

// Benguiat sets the name itself as the primary; the stacked lockup puts a sign above it, which his concept never names.
test('the stacked lockup says what it draws, at 1440 and 390 px', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await fillBrief(page, { ...NORTHWIND, designer: 'Ed Benguiat' });
  await generate(page);
  const systemAlt = ((await page.getByTestId('alt-text').textContent()) ?? '').trim();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const stacked = (await lockupTabs(page)).filter({ hasText: /^Stacked$/ });
    await stacked.click();
    await expect(page.getByTestId('preview-image')).toHaveAttribute('alt', /^Northwind stacked logo: .+, above .+/, { timeout: 30_000 });
    const alt = (await page.getByTestId('preview-image').getAttribute('alt')) ?? '';
    expect(alt).not.toBe(systemAlt);
    await expect(page.getByTestId('alt-text')).toHaveText(alt);
    await expect(page.getByTestId('lockup-caption')).toHaveText(
      /^Stacked: (mark|initial|pictogram) above name, for square and narrow spaces\.$/,
    );
    await (await lockupTabs(page)).first().click();
    await expect(page.getByTestId('alt-text')).toHaveText(systemAlt);
  }
});
