/**
 * The logo's alt text is the brand name and the selected concept; a concept past 100 characters ends at a whole word
 * with an ellipsis, never mid-word. The image's alt and the line shown under the preview say the same.
 */
import { expect, test } from '@playwright/test';
import { fillBrief, generate, NORTHWIND } from '../support/page-helpers';

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
