/**
 * Each step's toast stands for that step's own work (spec §4, in its order): it is up while that step's requests are
 * in flight. Every request is held here until the toasts have been checked, so nothing depends on how long any takes.
 */
import { expect, test } from '@playwright/test';
import { bodyHas, fillBrief, holdRequests, NORTHWIND, recordedToasts, recordToasts, submitButton, toast } from '../support/page-helpers';

test('each progress toast is up while its own step runs, and a finished step stays said', async ({ page }) => {
  test.setTimeout(90_000);
  await recordToasts(page);
  // Registered last-first: Playwright tries the newest route first, so the specific ones come after the general.
  const palette = holdRequests(page, /\/api\/ai\/[^/]+\/object$/, (route) => !bodyHas('selectedConcept')(route));
  const strategy = holdRequests(page, /\/api\/ai\/[^/]+\/object$/, bodyHas('selectedConcept'));
  const images = holdRequests(page, /\/api\/ai\/[^/]+\/image$/);
  const logoFiles = holdRequests(page, /\/generated\/[^/]+\/(?:primary|monochrome|horizontal|stacked)\.svg(?:$|\?)/);
  await page.goto('/');
  await fillBrief(page, NORTHWIND);
  await submitButton(page).click();

  // 1. Strategy: its request is in flight.
  await strategy.seen;
  await expect(toast(page, 'Generating brand strategy...')).toBeVisible();
  await expect(toast(page, 'Creating your logo designs...')).toHaveCount(0);
  strategy.release();

  // 2. Logos: the image request is in flight; the strategy's "done" is still said.
  await images.seen;
  await expect(toast(page, 'Creating your logo designs...')).toBeVisible();
  await expect(toast(page, 'Strategy generated!')).toHaveCount(1);
  images.release();

  // The logo files themselves are part of creating them: the step is not done while they load.
  await logoFiles.seen;
  await expect(toast(page, 'Creating your logo designs...')).toBeVisible();
  await expect(toast(page, 'Logo designs created!')).toHaveCount(0);
  await expect(page.getByText('Generation Complete')).toHaveCount(0);
  logoFiles.release();

  // 3. Palette and typography: the logos are done and said so; the result is not shown yet.
  await palette.seen;
  await expect(toast(page, 'Logo designs created!')).toHaveCount(1);
  await expect(toast(page, 'Your logo system is ready!')).toHaveCount(0);
  await expect(page.getByText('Generation Complete')).toHaveCount(0);
  await page.screenshot({ path: '../docs/screenshots/form-progress-toasts-1280.png' });
  palette.release();

  // 4. Ready.
  await expect(toast(page, 'Your logo system is ready!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Generation Complete')).toBeVisible();
  expect(await recordedToasts(page)).toEqual([
    'Generating brand strategy...',
    'Strategy generated!',
    'Creating your logo designs...',
    'Logo designs created!',
    'Your logo system is ready!',
  ]);
});
