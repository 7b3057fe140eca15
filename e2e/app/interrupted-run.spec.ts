/**
 * A reload in the middle of a generation is not a silent loss: the page says the run was interrupted and offers to run
 * it again with the same brief, which then makes the logo system.
 */
import { expect, test } from '@playwright/test';
import { axeViolations, fillBrief, NORTHWIND, submitButton } from '../support/page-helpers';

const SIZES = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
].flatMap((size) => (['light', 'dark'] as const).map((scheme) => ({ ...size, scheme })));

for (const size of SIZES) {
  test(`a reload mid-generation is reported, with the same brief to run again, at ${size.name} px (${size.scheme})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.emulateMedia({ colorScheme: size.scheme });
    // The strategy request never answers before the reload.
    let seen!: () => void;
    const held = new Promise<void>((resolve) => (seen = resolve));
    await page.route(/\/api\/ai\/[^/]+\/object$/, async () => {
      // Never answered: the page is reloaded while it waits.
      seen();
    });
    await page.goto('/');
    await fillBrief(page, { ...NORTHWIND, brandName: 'Halcyon Ferry', designer: 'Saul Bass' });
    await submitButton(page).click();
    await held;
    // Reloaded with the request still held: lifting the route first lets the held request fail on its own before the
    // reload, and a run that failed is rightly forgotten (the race a loaded machine loses).
    await page.reload();
    await page.unroute(/\/api\/ai\/[^/]+\/object$/);

    const notice = page.getByRole('region', { name: 'Your last generation was interrupted' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Halcyon Ferry');
    await expect(page.getByText('Generation Complete')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await notice.screenshot({ path: `../docs/screenshots/form-interrupted-run-${size.name}-${size.scheme}.png` });

    await notice.getByRole('button', { name: 'Run it again' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByText('Generation Complete')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Halcyon Ferry' })).toBeVisible();
    await expect(page.getByTestId('designer-title')).toHaveText('Saul Bass');

    // Done: a reload now has nothing to report.
    await page.reload();
    await expect(page.getByText('Generation Complete')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your last generation was interrupted' })).toHaveCount(0);
  });
}

test('Dismiss forgets the interrupted run', async ({ page }) => {
  let seen!: () => void;
  const held = new Promise<void>((resolve) => (seen = resolve));
  await page.route(/\/api\/ai\/[^/]+\/object$/, async () => {
    seen();
  });
  await page.goto('/');
  await fillBrief(page, NORTHWIND);
  await submitButton(page).click();
  await held;
  await page.reload();
  await page.unroute(/\/api\/ai\/[^/]+\/object$/);
  const notice = page.getByRole('region', { name: 'Your last generation was interrupted' });
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByLabel('Brand name')).toHaveValue('Northwind');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Logo Designer DNA Generator' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
