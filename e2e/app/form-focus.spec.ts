/**
 * The brief form's fields and the designer list: a focused field is never under the sticky submit bar nor the header,
 * at 1440 × 900 and 390 × 844, light and night; the designer list shows each name, style and the pick at a glance.
 */
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/page-helpers';

const FIELDS = ['brandName', 'industry', 'oneLiner', 'tagline', 'desiredColors', 'competitors'] as const;
/** A field with its label, its count and its hint: what a reader needs in view while typing. */
const group = (field: string) => `div:has(> #${field})`;

/** How much of the element's box lies under the header or the sticky submit bar, or out of the window (px). */
async function hiddenPart(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const element = document.querySelector(sel) as HTMLElement;
    const box = element.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect();
    const bar = document.querySelector('[data-submit-bar]') as HTMLElement | null;
    const stuck = bar && getComputedStyle(bar).position === 'sticky' ? bar.getBoundingClientRect() : null;
    const top = Math.max(0, header ? header.bottom : 0);
    const bottom = Math.min(window.innerHeight, stuck && stuck.top < window.innerHeight ? stuck.top : window.innerHeight);
    return Math.max(0, top - box.top) + Math.max(0, box.bottom - bottom);
  }, selector);
}

for (const size of [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    const theme = scheme === 'dark' ? 'night' : 'light';
    test(`every focused field is fully in view, clear of the sticky bar, at ${size.name} px in the ${theme} theme`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      await expect(page.getByRole('radio')).toHaveCount(20);
      for (const start of ['top', 'bottom'] as const) {
        for (const field of FIELDS) {
          // From either end of the page: the field is reached scrolling down and scrolling up.
          await page.evaluate((end) => window.scrollTo(0, end === 'top' ? 0 : document.documentElement.scrollHeight), start);
          await page.locator(`#${field}`).focus();
          await page.keyboard.type('a');
          expect(await hiddenPart(page, group(field)), `${field} focused from the ${start}`).toBe(0);
        }
      }
      // Clicked where it peeks out above the bar (the window scrolled by hand): typing brings the whole field up.
      const barTop = await page.evaluate(() => {
        const bar = document.querySelector('[data-submit-bar]') as HTMLElement;
        return getComputedStyle(bar).position === 'sticky' ? bar.getBoundingClientRect().top : window.innerHeight;
      });
      for (const field of FIELDS) {
        await page.evaluate(
          ([id, edge]) => {
            const top = (document.getElementById(id as string) as HTMLElement).getBoundingClientRect().top;
            window.scrollBy(0, top - (edge as number) + 12);
          },
          [field, barTop] as const,
        );
        const box = (await page.locator(`#${field}`).boundingBox())!;
        if (box.y + 6 >= barTop) continue; // the page cannot scroll that far: the field is higher up already
        await page.mouse.click(box.x + 20, box.y + 6);
        await expect(page.locator(`#${field}`)).toBeFocused();
        await page.keyboard.type('b');
        await expect.poll(() => hiddenPart(page, group(field)), `${field} clicked at the bar's edge`).toBe(0);
      }
      // Tabbing through the form, each field in turn.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('#brandName').focus();
      for (const field of FIELDS.slice(1)) {
        await page.keyboard.press('Tab');
        await expect(page.locator(`#${field}`)).toBeFocused();
        expect(await hiddenPart(page, group(field)), `${field} reached by Tab`).toBe(0);
      }
      // The designer picked by keyboard is fully in view too, and the arrow keys and type-ahead still pick.
      await page.locator('[data-designer-option="saul-bass"]').click();
      await page.keyboard.press('ArrowDown');
      const next = page.getByRole('radio', { name: /^Lindon Leader/ });
      await expect(next).toBeChecked();
      await expect(next).toBeFocused();
      expect(await hiddenPart(page, 'label:has(input[value="lindon-leader"])')).toBe(0);
      await page.keyboard.type('vig');
      await expect(page.getByRole('radio', { name: /^Massimo Vignelli/ })).toBeChecked();
      await expect(page.getByRole('radio', { name: /^Massimo Vignelli/ })).toBeFocused();
      const chosen = page.locator('[data-designer-option="massimo-vignelli"]');
      await expect(chosen).toBeInViewport({ ratio: 1 });
      await expect(chosen.locator('[data-selected-mark]')).toBeVisible();
      await expect(chosen.locator('[data-principles]')).toBeVisible();
      // Name and style each readable: not clipped, and at least 14 px type for the style, 16 px for the name.
      for (const option of await page.locator('[data-designer-option]').all()) {
        const sizes = await option.evaluate((node) =>
          [...node.querySelectorAll(':scope > span.min-w-0 > span')].slice(0, 2).map((span) => ({
            size: Number.parseFloat(getComputedStyle(span).fontSize),
            clipped: span.scrollWidth > span.clientWidth + 1,
          })),
        );
        expect(sizes.map((entry) => entry.size)).toEqual([16, 14]);
        expect(sizes.every((entry) => !entry.clipped)).toBe(true);
      }
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
