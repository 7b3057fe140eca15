/** A failing server call (spec §4, §8): the error toast, and a form that still works. */
import { expect, test } from '@playwright/test';
import { fillBrief, NORTHWIND, submitButton, toast } from '../support/page-helpers';

const FAILURES = [
  { step: 'strategy', pattern: '**/api/ai/*/object' },
  { step: 'logo images', pattern: '**/api/ai/*/image' },
];

for (const failure of FAILURES) {
  test(`a failing ${failure.step} call shows the error toast and keeps the form usable`, async ({ page }) => {
    await page.route(failure.pattern, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Internal error', message: 'Internal error', code: 'INTERNAL_ERROR' }),
      }),
    );
    await page.goto('/');
    await fillBrief(page, { ...NORTHWIND, designer: 'Massimo Vignelli' });
    await submitButton(page).click();

    await expect(toast(page, 'Failed to generate logo system. Please try again.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Logo Designer DNA Generator' })).toBeVisible();
    await expect(page.getByText('Generation Complete')).toHaveCount(0);
    await expect(page.getByLabel('Brand name')).toHaveValue('Northwind');
    await expect(page.getByLabel('Tagline')).toHaveValue(NORTHWIND.tagline!);
    await expect(page.getByRole('radio', { name: /^Massimo Vignelli/ })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Generate My Logo System' })).toBeEnabled();

    // The same form succeeds once the server recovers.
    await page.unroute(failure.pattern);
    await submitButton(page).click();
    await expect(page.getByText('Generation Complete')).toBeVisible({ timeout: 30_000 });
  });
}

test('a network failure is handled like a server error', async ({ page }) => {
  await page.route('**/api/ai/*/image', (route) => route.abort('connectionreset'));
  await page.goto('/');
  await fillBrief(page, NORTHWIND);
  await submitButton(page).click();
  await expect(toast(page, 'Failed to generate logo system. Please try again.')).toBeVisible();
  await expect(submitButton(page)).toBeEnabled();
});

test('a brand name longer than a logo is drawn for is flagged as it is typed, and nothing is sent', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/ai/')) sent++;
  });
  await page.goto('/');
  await fillBrief(page, { ...NORTHWIND, brandName: 'W'.repeat(61) });
  const name = page.getByLabel('Brand name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Brand name is 61 characters; logos are drawn for names of up to 60.')).toBeVisible();
  await expect(page.getByText('61/60')).toBeVisible();
  // Submit sends nothing and takes the visitor to the field to fix.
  await submitButton(page).click();
  await expect(name).toBeFocused();
  await name.press('End');
  await name.press('Backspace');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(submitButton(page)).toBeEnabled();
  expect(sent).toBe(0);
});

// Names the server would refuse are said at the field before anything is sent (the server's own word stays as a
// safety net under the failure toast, for a client that skips the form).
const REFUSED_NAMES = [{ name: 'an emoji-only brand name', brandName: '🚀🔥', detail: 'Brand name needs at least one letter or digit' }];

for (const refused of REFUSED_NAMES) {
  test(`${refused.name} is said at the field, and submit sends nothing`, async ({ page }) => {
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/ai/')) sent++;
    });
    await page.goto('/');
    await fillBrief(page, { ...NORTHWIND, brandName: refused.brandName });
    await expect(page.getByText(refused.detail)).toBeVisible();
    await submitButton(page).click();
    await expect(page.getByLabel('Brand name')).toBeFocused();
    await expect(page.getByLabel('Brand name')).toHaveValue(refused.brandName);
    await expect(page.getByLabel('Tagline')).toHaveValue(NORTHWIND.tagline!);
    await expect(toast(page, 'Failed to generate logo system. Please try again.')).toHaveCount(0);
    expect(sent).toBe(0);
  });
}

test('a request that hangs can be cancelled: the run stops with a clear message and the brief is kept', async ({ page }) => {
  // The image request is held open and never answered.
  await page.route('**/api/ai/*/image', () => undefined);
  await page.goto('/');
  await fillBrief(page, NORTHWIND);
  await submitButton(page).click();
  await expect(page.getByRole('button', { name: 'Generating Your Logo System...' })).toBeDisabled();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(toast(page, 'Generation cancelled. Your brief is still here.')).toBeVisible();
  await expect(submitButton(page)).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(page.getByLabel('Brand name')).toHaveValue(NORTHWIND.brandName);
  await expect(page.getByLabel('Tagline')).toHaveValue(NORTHWIND.tagline!);
});
