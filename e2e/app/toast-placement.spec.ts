/**
 * Toasts cover no control: "Your logo system is ready!" leaves the Generation Complete badge, Regenerate and Download
 * in the clear, and so does the status toast a download brings, at desktop and phone sizes.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { fillBrief, NORTHWIND, pauseClock, runClockUntil, submitButton, toast } from '../support/page-helpers';

const SIZES = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** None of the controls' boxes meets the toast's, as the window shows them now. */
async function expectClear(page: Page, shown: Locator, controls: Record<string, Locator>): Promise<void> {
  const toastBox = await shown.boundingBox();
  expect(toastBox, 'the toast is shown').not.toBeNull();
  for (const [name, control] of Object.entries(controls)) {
    const box = await control.boundingBox();
    expect(box, `${name} is on the page`).not.toBeNull();
    expect(intersects(toastBox!, box!), `the toast covers ${name}`).toBe(false);
  }
  // And nothing of the header.
  for (const button of await page.getByRole('banner').getByRole('button').all()) {
    expect(intersects(toastBox!, (await button.boundingBox())!), 'the toast covers a header button').toBe(false);
  }
}

for (const size of SIZES) {
  test(`toasts cover no control of the result at ${size.name} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.clock.install();
    await page.goto('/');
    await fillBrief(page, NORTHWIND);
    // The page's clock moves only as the test steps it, so a 4 s toast is still there when measured.
    await pauseClock(page);
    await submitButton(page).click();
    const ready = toast(page, 'Your logo system is ready!');
    await runClockUntil(page, () => ready.isVisible());
    const controls = {
      'the Generation Complete badge': page.getByText('Generation Complete', { exact: true }),
      Regenerate: page.getByRole('button', { name: 'Regenerate Variations' }),
      Download: page.getByRole('button', { name: 'Download PNG' }),
    };
    // The result view is revealed on the page's timers too (Suspense): step until it and the toast are in place.
    await runClockUntil(page, async () => {
      for (const control of Object.values(controls)) if (!(await control.isVisible())) return false;
      return (await ready.getAttribute('data-mounted')) === 'true';
    });
    await expectClear(page, ready, controls);
    await page.screenshot({ path: `../docs/screenshots/result-ready-toast-${size.name}.png` });

    const download = page.waitForEvent('download');
    await controls.Download.click();
    const downloaded = toast(page, 'downloaded!');
    await runClockUntil(page, () => downloaded.isVisible());
    await download;
    await runClockUntil(page, async () => (await downloaded.getAttribute('data-mounted')) === 'true');
    await expectClear(page, downloaded, controls);
    await page.screenshot({ path: `../docs/screenshots/result-download-toast-${size.name}.png` });
  });

  test(`the progress toast leaves Cancel and the busy button in the clear at ${size.name} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    // The strategy request is held until the toast has been measured.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/ai\/[^/]+\/object/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await fillBrief(page, NORTHWIND);
    await submitButton(page).click();
    const progress = toast(page, 'Generating brand strategy...');
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('data-mounted', 'true');
    const cancel = page.getByRole('button', { name: 'Cancel' });
    await cancel.scrollIntoViewIfNeeded();
    await expectClear(page, progress, { Cancel: cancel, 'the busy button': submitButton(page) });
    await page.screenshot({ path: `../docs/screenshots/form-progress-toast-${size.name}.png` });
    release();
    await expect(page.getByText('Generation Complete')).toBeVisible({ timeout: 30_000 });
  });
}
