/**
 * Toasts cover no control: "Your logo system is ready!" leaves the Generation Complete badge, Regenerate and Download
 * in the clear, and so does the status toast a download brings, at desktop and phone sizes. Progress and status toasts
 * share one place, are drawn on the app's own surface with a visible border in both themes, and keep their dismiss
 * button inside them.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  axeViolations,
  chooseDownload,
  fillBrief,
  NORTHWIND,
  pauseClock,
  runClockUntil,
  submitButton,
  toast,
} from '../support/page-helpers';

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
      Download: page.getByRole('button', { name: 'Download', exact: true }),
    };
    // The result view is revealed on the page's timers too (Suspense): step until it and the toast are in place.
    await runClockUntil(page, async () => {
      for (const control of Object.values(controls)) if (!(await control.isVisible())) return false;
      return (await ready.getAttribute('data-mounted')) === 'true';
    });
    await expectClear(page, ready, controls);
    await page.screenshot({ path: `../docs/screenshots/result-ready-toast-${size.name}.png` });

    const download = page.waitForEvent('download');
    await chooseDownload(page, 'Primary logo, PNG');
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

/** The colour a CSS colour expression resolves to on this page (theme variables included), as computed styles give it. */
async function resolveColour(page: Page, expression: string): Promise<string> {
  return page.evaluate((value) => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = value;
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  }, expression);
}

/** The toast in front of its stack: whole, inside the window, its dismiss button inside it and big enough to hit. */
async function expectWholeToast(page: Page, shown: Locator, name: string): Promise<void> {
  const box = (await shown.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x, `${name} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${name} ends inside the window`).toBeLessThanOrEqual(viewport.width);
  const close = shown.getByRole('button', { name: /close/i });
  const closeBox = (await close.boundingBox())!;
  expect(closeBox.width, `${name}: the dismiss button is at least 24 px`).toBeGreaterThanOrEqual(24);
  expect(closeBox.height, `${name}: the dismiss button is at least 24 px`).toBeGreaterThanOrEqual(24);
  expect(closeBox.x, `${name}: the dismiss button lies inside the toast`).toBeGreaterThanOrEqual(box.x);
  expect(closeBox.y, `${name}: the dismiss button lies inside the toast`).toBeGreaterThanOrEqual(box.y);
  expect(closeBox.x + closeBox.width, `${name}: the dismiss button lies inside the toast`).toBeLessThanOrEqual(box.x + box.width);
  expect(closeBox.y + closeBox.height, `${name}: the dismiss button lies inside the toast`).toBeLessThanOrEqual(box.y + box.height);
}

/** Shown and in place (without waiting for it: the page's clock only moves as the test steps it). */
const mounted = async (shown: Locator) => (await shown.count()) > 0 && (await shown.getAttribute('data-mounted')) === 'true';

/** Drawn on the app's card surface, in its ink, with a border that shows against the toast and the page. */
async function expectAppSurface(page: Page, shown: Locator, name: string): Promise<void> {
  const style = await shown.evaluate((node) => {
    const computed = getComputedStyle(node);
    return { background: computed.backgroundColor, border: computed.borderTopColor, text: computed.color };
  });
  expect(style.background, `${name} is on the app's surface`).toBe(await resolveColour(page, 'var(--color-white)'));
  expect(style.text, `${name} is in the app's ink`).toBe(await resolveColour(page, 'var(--color-ink)'));
  expect(style.border, `${name}'s border shows against the toast`).not.toBe(style.background);
  expect(style.border, `${name}'s border shows against the page`).not.toBe(await resolveColour(page, 'var(--color-canvas)'));
}

for (const size of SIZES) {
  for (const scheme of ['light', 'dark'] as const) {
    const theme = scheme === 'dark' ? 'night' : 'light';
    test(`progress and status toasts share one place and the app's surface at ${size.name} px in the ${theme} theme`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.clock.install();
      await page.goto('/');
      await fillBrief(page, NORTHWIND);
      await pauseClock(page);
      await submitButton(page).click();
      const ready = toast(page, 'Your logo system is ready!');
      const download = page.getByRole('button', { name: 'Download', exact: true });
      await runClockUntil(page, async () => (await download.isVisible()) && (await mounted(ready)));
      await expectWholeToast(page, ready, 'the progress toast');
      await expectAppSurface(page, ready, 'the progress toast');
      const readyBox = (await ready.boundingBox())!;

      const saved = page.waitForEvent('download');
      await chooseDownload(page, 'Primary logo, PNG');
      const downloaded = toast(page, 'downloaded!');
      await runClockUntil(page, () => mounted(downloaded));
      await saved;
      // The status toast comes in front of the progress toast, in the same place: one stack, one rule.
      await runClockUntil(page, async () => (await downloaded.boundingBox())?.y === readyBox.y, 20);
      const downloadedBox = (await downloaded.boundingBox())!;
      expect(downloadedBox.x + downloadedBox.width / 2, 'both toasts are centred on one line').toBeCloseTo(
        readyBox.x + readyBox.width / 2,
        0,
      );
      expect(downloadedBox.x + downloadedBox.width, 'both toasts end at one edge').toBeCloseTo(readyBox.x + readyBox.width, 0);
      await expectWholeToast(page, downloaded, 'the status toast');
      await expectAppSurface(page, downloaded, 'the status toast');
      await page.screenshot({ path: `../docs/screenshots/result-toasts-${size.name}-${scheme}.png` });
      // axe runs on the page's timers: they go on again while the pointer rests on the toasts, which holds them up.
      await downloaded.hover();
      await page.clock.resume();
      expect(await axeViolations(page)).toEqual([]);
      await expect(downloaded).toBeVisible();
    });
  }
}
