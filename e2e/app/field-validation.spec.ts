/**
 * The brief is checked at its fields before it is sent: an emoji-only brand name and an over-long industry are said at
 * the field as they are typed, an empty required field once left, with a count against each field's limit; submit
 * sends nothing and moves focus to the first field to fix. No wire path ("brief.…") ever shows.
 */
import { expect, type Page, test } from '@playwright/test';
import { axeViolations, fillBrief, NORTHWIND, submitButton } from '../support/page-helpers';

const SIZES = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

/** Counts the requests that would start a generation. */
function aiRequests(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.url().includes('/api/ai/')) seen.count += 1;
  });
  return seen;
}

/** The field's limit, as its counter shows it ("0/80"). */
async function limitOf(page: Page, id: string): Promise<number> {
  const text = (await page.locator(`[id="${id}-count"] [aria-hidden]`).textContent()) ?? '';
  return Number(text.split('/')[1]);
}

/** The field is marked invalid and described by a visible message matching `message`. */
async function expectFieldError(page: Page, label: string, message: RegExp): Promise<void> {
  const field = page.locator(`#${label}`);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // The description also carries the field's count: the message is part of it.
  await expect(field).toHaveAccessibleDescription(new RegExp(message.source.replace(/^\^|\$$/g, '')));
  const errorId = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').find((id) => id.endsWith('-error'));
  expect(errorId, `${label} has an error line`).toBeTruthy();
  await expect(page.locator(`[id="${errorId}"]`)).toBeVisible();
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(message);
}

for (const size of SIZES) {
  test.describe(`at ${size.name} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/');
      await expect(page.getByRole('radio')).toHaveCount(20);
    });

    test('an emoji-only brand name is refused at the field before submit, and submit focuses it', async ({ page }) => {
      const ai = aiRequests(page);
      await fillBrief(page, { ...NORTHWIND, brandName: '🚀🌊✨' });
      await expectFieldError(page, 'brandName', /Brand name needs at least one letter or digit/);
      await submitButton(page).click();
      await expect(page.locator('#brandName')).toBeFocused();
      expect(ai.count).toBe(0);
      await expect(page.getByText('Failed to generate logo system')).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      const card = page.locator('form').getByRole('region').first();
      await card.screenshot({ path: `../docs/screenshots/form-brand-name-error-${size.name}-light.png` });
      // The red of the message holds its contrast in the night theme too.
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await axeViolations(page)).toEqual([]);
      await card.screenshot({ path: `../docs/screenshots/form-brand-name-error-${size.name}-dark.png` });
      // Fixed at the field, the brief goes.
      await page.locator('#brandName').fill('Northwind 🚀');
      await expect(page.locator('#brandName')).not.toHaveAttribute('aria-invalid', 'true');
    });

    test('an over-long industry shows its count and the limit at the field, in the form’s words', async ({ page }) => {
      const ai = aiRequests(page);
      const limit = await limitOf(page, 'industry');
      expect(limit).toBeGreaterThan(0);
      await fillBrief(page, { ...NORTHWIND, industry: 'Coffee '.repeat(430).slice(0, 3000) });
      await expect(page.locator('[id="industry-count"] [aria-hidden]')).toHaveText(
        `${'Coffee '.repeat(430).slice(0, 3000).trim().length}/${limit}`,
      );
      await expectFieldError(page, 'industry', new RegExp(`^Industry is \\d+ characters; the limit is ${limit}\\.$`));
      // The brand name is fine, so focus goes to the industry.
      await page.getByLabel('Tagline').press('Enter');
      await expect(page.locator('#industry')).toBeFocused();
      await submitButton(page).click();
      await expect(page.locator('#industry')).toBeFocused();
      expect(ai.count).toBe(0);
      await expect(page.getByText(/brief\./)).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `../docs/screenshots/form-industry-too-long-${size.name}.png` });
    });

    test('a required field left empty says so once left, and the disabled submit says why', async ({ page }) => {
      await page.locator('#brandName').click();
      await page.keyboard.press('Tab');
      await expectFieldError(page, 'brandName', /^Brand name is required\.$/);
      await expect(submitButton(page)).toBeDisabled();
      await expect(submitButton(page)).toHaveAccessibleDescription('Fill in brand name, industry and one-liner to continue.');
      await page.locator('#brandName').fill('Northwind');
      await expect(page.locator('#brandName')).not.toHaveAttribute('aria-invalid', 'true');
      await expect(submitButton(page)).toHaveAccessibleDescription('Fill in industry and one-liner to continue.');
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
