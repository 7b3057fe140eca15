/**
 * The run's steps on the page (spec §4's pipeline, beside its toasts): each step named where the result will appear,
 * the running one marked and announced, the finished ones ticked, and a failed one saying what failed with the way to
 * try again. Every request is held until the page has been checked, so nothing depends on how long a step takes.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  axeViolations,
  bodyHas,
  fillBrief,
  holdRequests,
  NORTHWIND,
  recordedToasts,
  recordToasts,
  submitButton,
  toast,
} from '../support/page-helpers';

const SIZES = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;
const SCHEMES = [
  { scheme: 'light', theme: 'light' },
  { scheme: 'dark', theme: 'night' },
] as const;

const OBJECT = /\/api\/ai\/[^/]+\/object$/;
const IMAGE = /\/api\/ai\/[^/]+\/image$/;

const stepsPanel = (page: Page) => page.getByRole('region', { name: /logo system for Northwind/ });
const step = (panel: Locator, label: string) => panel.getByRole('listitem').filter({ hasText: label });

/** Every step's state, in order, as the page marks them. */
async function states(panel: Locator): Promise<string[]> {
  return panel
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => `${item.getAttribute('data-step')}:${item.getAttribute('data-state')}`));
}

/** axe on the step list alone: every rule of WCAG 2.x A/AA, at any impact. */
async function panelViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('[data-testid="generation-steps"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((violation) => violation.id);
}

for (const size of SIZES) {
  for (const { scheme, theme } of SCHEMES) {
    test(`the steps of a run show on the page as it goes, at ${size.name} px in the ${theme} theme`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.emulateMedia({ colorScheme: scheme });
      // Registered last-first: Playwright tries the newest route first, so the specific ones come after the general.
      const palette = holdRequests(page, OBJECT, (route) => !bodyHas('selectedConcept')(route));
      const strategy = holdRequests(page, OBJECT, bodyHas('selectedConcept'));
      const images = holdRequests(page, IMAGE);
      await recordToasts(page);
      await page.goto('/');
      await fillBrief(page, NORTHWIND);
      await submitButton(page).click();

      // 1. Strategy: its request is in flight, and the page says so where the result will appear.
      await strategy.seen;
      const panel = stepsPanel(page);
      await expect(panel).toBeInViewport();
      await expect(panel.getByRole('heading')).toHaveText('Generating the logo system for Northwind');
      expect(await states(panel)).toEqual(['strategy:active', 'logos:waiting', 'palette:waiting', 'record:waiting']);
      await expect(step(panel, 'Brand strategy')).toHaveAttribute('aria-current', 'step');
      const live = panel.getByRole('status');
      await expect(live).toHaveAttribute('aria-live', 'polite');
      await expect(live).toHaveText('Step 1 of 4: Brand strategy…');
      // The toasts of spec §4 still say the same.
      await expect(toast(page, 'Generating brand strategy...')).toBeVisible();
      strategy.release();

      // 2. Logos: strategy ticked, the logos live with their spinner.
      await images.seen;
      await expect(live).toHaveText('Step 2 of 4: Logo designs…');
      expect(await states(panel)).toEqual(['strategy:done', 'logos:active', 'palette:waiting', 'record:waiting']);
      await expect(step(panel, 'Logo designs').getByTestId('step-spinner')).toBeVisible();
      await expect(step(panel, 'Brand strategy')).toContainText('Done');
      await expect(toast(page, 'Strategy generated!')).toHaveCount(1);
      expect(await panelViolations(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await panel.screenshot({ path: `../docs/screenshots/form-generation-steps-${size.name}-${scheme}.png` });
      images.release();

      // 3. Palette and typography.
      await palette.seen;
      await expect(live).toHaveText('Step 3 of 4: Palette and typography…');
      expect(await states(panel)).toEqual(['strategy:done', 'logos:done', 'palette:active', 'record:waiting']);
      await expect(page.getByText('Generation Complete')).toHaveCount(0);
      palette.release();

      // 4. Done: the result takes the place of the list.
      await expect(page.getByText('Generation Complete')).toBeVisible({ timeout: 30_000 });
      await expect(panel).toHaveCount(0);
      // Said, whether or not its 4 s on screen are over by the time a loaded machine looks.
      await expect.poll(() => recordedToasts(page)).toContain('Your logo system is ready!');
    });
  }
}

for (const size of SIZES) {
  for (const { scheme, theme } of SCHEMES) {
    test(`a failed step says what failed and offers to try again, at ${size.name} px in the ${theme} theme`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.route(IMAGE, (route) =>
        route.fulfill({ status: 500, json: { error: 'Internal error', message: 'Internal error', code: 'INTERNAL_ERROR' } }),
      );
      await page.goto('/');
      await fillBrief(page, NORTHWIND);
      await submitButton(page).click();

      const panel = stepsPanel(page);
      await expect(panel.getByRole('heading')).toHaveText('The logo system for Northwind was not made');
      expect(await states(panel)).toEqual(['strategy:done', 'logos:failed', 'palette:waiting', 'record:waiting']);
      await expect(step(panel, 'Logo designs')).toContainText('Failed: This step could not be finished.');
      await expect(panel.getByRole('status')).toHaveText('Stopped at step 2 of 4: Logo designs failed.');
      // The toast of spec §8 is unchanged, and the form keeps the brief.
      await expect(toast(page, 'Failed to generate logo system. Please try again.')).toBeVisible();
      await expect(page.getByLabel('Brand name')).toHaveValue('Northwind');
      await expect(panel.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
      expect(await panelViolations(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await panel.screenshot({ path: `../docs/screenshots/form-generation-failed-${size.name}-${scheme}.png` });

      // Try again runs the same brief once the server is back.
      await page.unroute(IMAGE);
      await panel.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByText('Generation Complete')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Northwind' })).toBeVisible();
    });
  }
}

test('Cancel in the step list stops the run and the list goes; the brief stays', async ({ page }) => {
  // The image request is held open and never answered.
  await page.route(IMAGE, () => undefined);
  await page.goto('/');
  await fillBrief(page, NORTHWIND);
  await submitButton(page).click();
  const panel = stepsPanel(page);
  await expect(step(panel, 'Logo designs')).toHaveAttribute('data-state', 'active');
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(toast(page, 'Generation cancelled. Your brief is still here.')).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(page.getByLabel('Brand name')).toHaveValue('Northwind');
});
