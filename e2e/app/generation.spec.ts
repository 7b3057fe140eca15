/** Anonymous generation (spec §4): the pipeline's toasts, the result view, three designers, New Logo. */
import { createHash } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import {
  expectImageLoaded,
  fillBrief,
  generate,
  lockupTabs,
  NORTHWIND,
  pageSettled,
  pauseClock,
  recordedToasts,
  recordToasts,
  runClockUntil,
  submitButton,
  toast,
} from '../support/page-helpers';

const DESIGNERS = [
  { name: 'Paul Rand', title: 'Paul Rand' },
  { name: 'Saul Bass', title: 'Saul Bass' },
  { name: 'Ruth Kedar', title: 'Ruth Kedar' },
];

const PIPELINE_TOASTS = [
  'Generating brand strategy...',
  'Strategy generated!',
  'Creating your logo designs...',
  'Logo designs created!',
  'Your logo system is ready!',
];

async function checkResult(page: Page, designer: { name: string; title: string }): Promise<string> {
  // The ready toast stays 4 s (spec §9), then goes (its exit animation adds a little): the page's clock,
  // stepped by the test since before the generation, is moved here, so a loaded machine cannot stretch the 4 s.
  const ready = toast(page, 'Your logo system is ready!');
  await expect(ready).toBeVisible();
  await page.clock.runFor(3_800);
  await expect(ready).toBeVisible();
  await page.clock.runFor(600);
  await expect(ready).toHaveCount(0);
  await page.clock.resume();
  await expectImageLoaded(page);
  expect(await recordedToasts(page)).toEqual(PIPELINE_TOASTS);
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind' })).toBeFocused();
  await expect(page.getByText('Generation Complete')).toBeVisible();
  await expect(page.getByTestId('designer-title')).toHaveText(designer.title);
  await expect(page.getByText(`${NORTHWIND.industry} · ${designer.title}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Logo' })).toBeVisible();

  // Rationale, palette and typography are filled in.
  expect((await page.getByTestId('rationale').textContent())?.split(/\s+/).length).toBeGreaterThan(50);
  // Every colour of the palette record, the ground included (5, or 6 with a separate ink).
  expect(await page.getByTestId('palette-swatch').count()).toBeGreaterThanOrEqual(5);
  await expect(page.getByTestId('font-display')).not.toHaveText(/Not chosen|^$/);
  await expect(page.getByTestId('font-support')).not.toHaveText(/Not chosen|^$/);

  // Every lockup decodes; the stage is at least 500 px tall; the icon is 256 px square.
  const stage = page.getByTestId('preview-stage');
  const tabs = await lockupTabs(page);
  for (const tab of await tabs.all()) {
    await tab.click();
    await expectImageLoaded(page);
    expect((await stage.boundingBox())!.height).toBeGreaterThanOrEqual(500);
  }
  const icon = (await page.getByTestId('preview-image').boundingBox())!;
  expect([Math.round(icon.width), Math.round(icon.height)]).toEqual([256, 256]);

  // The primary shown is the engine's SVG (its PNG is made only for a download); its digest tells the designers apart.
  await tabs.first().click();
  const src = (await page.getByTestId('preview-image').getAttribute('src'))!;
  expect(src).toMatch(/\/primary\.svg$/);
  const svg = await (await page.request.get(src)).text();
  expect(svg).toMatch(/^<svg[^>]*viewBox=/);
  return createHash('sha256').update(svg).digest('hex');
}

test('anonymous generation with three designers gives three different logo systems, none saved', async ({ page }) => {
  test.setTimeout(150_000);
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/logo_systems') && request.method() !== 'GET') saves.push(request.method());
  });
  const digests = new Set<string>();
  await page.clock.install();
  for (const designer of DESIGNERS) {
    await test.step(designer.name, async () => {
      await recordToasts(page);
      await page.goto('/');
      // The last result is kept across the reload; New Logo goes back to the form.
      if (digests.size > 0) await page.getByRole('button', { name: 'New Logo' }).click();
      await fillBrief(page, { ...NORTHWIND, designer: designer.name });
      await pauseClock(page);
      await submitButton(page).click();
      await runClockUntil(page, () => toast(page, 'Your logo system is ready!').isVisible());
      digests.add(await checkResult(page, designer));
      // Anonymous visitors are not saved and see no history.
      await expect(page.getByRole('heading', { name: 'My logo systems' })).toHaveCount(0);
    });
  }
  expect(digests.size).toBe(DESIGNERS.length);
  expect(saves).toEqual([]);
});

test('shows the busy state while generating and ignores a second submit', async ({ page }) => {
  let imageCalls = 0;
  // The first object call is held until the second submit has been tried, so the busy state is there to see.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/ai/*/object', async (route) => {
    await held;
    await route.continue();
  });
  page.on('request', (request) => {
    if (request.url().includes('/api/ai/') && request.url().endsWith('/image')) imageCalls += 1;
  });
  await page.goto('/');
  await fillBrief(page, NORTHWIND);
  await submitButton(page).click();
  await expect(page.getByRole('button', { name: 'Generating Your Logo System...' })).toBeDisabled();
  await page.getByLabel('Brand name').press('Enter');
  await pageSettled(page);
  release();
  await expect(page.getByText('Generation Complete')).toBeVisible({ timeout: 30_000 });
  expect(imageCalls).toBe(1);
});

test('New Logo returns to the form with the brief kept and focus on its heading', async ({ page }) => {
  await page.goto('/');
  await fillBrief(page, { ...NORTHWIND, designer: 'Saul Bass' });
  await generate(page);
  await page.getByRole('button', { name: 'New Logo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Logo Designer DNA Generator' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'New Logo' })).toHaveCount(0);
  await expect(page.getByLabel('Brand name')).toHaveValue('Northwind');
  await expect(page.getByRole('radio', { name: /^Saul Bass/ })).toBeChecked();
  await expect(submitButton(page)).toBeEnabled();
});
