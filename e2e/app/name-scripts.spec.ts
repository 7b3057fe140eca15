/**
 * A name in a script the designer's face lacks (Cyrillic) is shown in the face actually drawn, never a silent fallback:
 * the typography card names that face and has its Cyrillic letters loaded; the editor, given a Latin-only face (Saira
 * Stencil One, as the issue found), says the logos draw the name in another face and sets its specimen in it; the
 * mockups' handle and address come from the name, transliterated, not "@brand". At 1440 px light and 390 px night.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { fillBrief, generate } from '../support/page-helpers';

const BRIEF = {
  brandName: 'Северный Мёд',
  industry: 'Honey farm',
  oneLiner: 'Wildflower honey from the northern forests',
  desiredColors: 'auto',
};
/** engine/mockups toSlug('Северный Мёд'). */
const SLUG = 'severniymyod';
const SIZES = [
  { name: '1440', width: 1440, height: 900, scheme: 'light' },
  { name: '390', width: 390, height: 844, scheme: 'dark' },
] as const;

/** The first family of an element's computed font stack, unquoted. */
async function faceOf(element: Locator): Promise<string> {
  return element.evaluate((node) => getComputedStyle(node).fontFamily.split(',')[0]?.replace(/["']/g, '').trim() ?? '');
}

/** Whether a face of `family` covering the Cyrillic letters (U+0400–04FF) has been loaded by the page. */
function cyrillicLoaded(page: Page, family: string): Promise<boolean> {
  return page.evaluate(
    (name) =>
      [...document.fonts].some((face) => {
        if (face.family.replace(/["']/g, '') !== name || face.status !== 'loaded') return false;
        return face.unicodeRange.split(',').some((range) => {
          const [from, to = from] = range
            .trim()
            .replace(/^U\+/i, '')
            .split('-')
            .map((hex) => Number.parseInt(hex, 16));
          return from !== undefined && to !== undefined && from <= 0x0421 && 0x0421 <= to;
        });
      }),
    family,
  );
}

for (const size of SIZES) {
  test(`a Cyrillic name is shown in the face drawn, and the mockups' handle comes from it, at ${size.name} px (${size.scheme})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.emulateMedia({ colorScheme: size.scheme });
    await page.goto('/');
    await fillBrief(page, BRIEF);
    await generate(page);

    // The typography card: the face named is the face the sample is set in, its Cyrillic letters loaded.
    const card = page.getByRole('region', { name: 'Typography' });
    const named = ((await card.getByTestId('font-display').textContent()) ?? '').trim();
    expect(named).not.toBe('');
    const sample = card.getByText(BRIEF.brandName, { exact: true });
    expect(await faceOf(sample)).toBe(named);
    await expect.poll(() => cyrillicLoaded(page, named)).toBe(true);

    // The mockups: the handle and the address come from the name, in Latin letters.
    const mockups = page.getByRole('region', { name: 'Mockups' });
    await mockups.scrollIntoViewIfNeeded();
    await expect(mockups.locator('svg').first()).toBeVisible();
    const words = await mockups.evaluate((node) => node.innerHTML);
    expect(words).toContain(`@${SLUG}`);
    expect(words).not.toMatch(/@brand\b|hello@brand\.com/);

    // The editor, given a face with no Cyrillic: it says which face draws the name and shows the name in it.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Edit / })).toBeFocused({ timeout: 30_000 });
    await page.locator('select').and(page.getByLabel('Name font')).selectOption('Saira Stencil One');
    const note = page.getByTestId('font-drawn-note');
    await expect(note).toHaveText(/^Saira Stencil One has no “.+”: the logos draw this text in .+\.$/);
    const drawn = /draw this text in (.+)\.$/.exec((await note.textContent()) ?? '')?.[1] ?? '';
    expect(drawn).not.toBe('Saira Stencil One');
    const specimen = page.locator('p[id$="-sample"]').filter({ hasText: BRIEF.brandName }).first();
    await expect.poll(() => faceOf(specimen)).toBe(drawn);
    await expect.poll(() => cyrillicLoaded(page, drawn)).toBe(true);
  });
}
