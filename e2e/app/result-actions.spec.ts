/** The result's controls (spec §2, §4, §8): copy buttons, downloads, the monochrome rules, regeneration. */
import { type Download, expect, type Page, test } from '@playwright/test';
import { chooseDownload, expectImageLoaded, fillBrief, generate, lockupTabs, NORTHWIND, previewSrc, toast } from '../support/page-helpers';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function openResult(page: Page) {
  await page.goto('/');
  await fillBrief(page, NORTHWIND);
  await generate(page);
}

async function readDownload(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('copy buttons put the rationale, palette and alt text on the clipboard', async ({ page }) => {
  await openResult(page);
  await page.getByRole('button', { name: 'Copy Rationale' }).click();
  await expect(toast(page, 'Rationale copied to clipboard!')).toBeVisible();
  expect(await clipboard(page)).toBe((await page.getByTestId('rationale').textContent())?.trim());

  await page.getByRole('button', { name: 'Copy Palette' }).click();
  await expect(toast(page, 'Palette copied to clipboard!')).toBeVisible();
  expect(await clipboard(page)).toMatch(
    /^Primary: #[0-9a-f]{6} \(.+\)\nSecondary: #[0-9a-f]{6} \(.+\)\nAccent: #[0-9a-f]{6} \(.+\)\nNeutral: #[0-9a-f]{6} \(.+\)\nGround: #[0-9a-f]{6} \(.+\)/i,
  );

  await page.getByRole('button', { name: 'Copy alt text' }).click();
  await expect(toast(page, 'Alt text copied to clipboard!')).toBeVisible();
  const altText = await clipboard(page);
  expect(altText).toBe(await page.getByTestId('alt-text').textContent());
  expect(altText.startsWith('Northwind - ')).toBe(true);
  expect(altText.length).toBeLessThanOrEqual('Northwind - '.length + 100);
});

test('the primary logo as PNG saves "{brandName}-logo-primary.png" and says so', async ({ page }) => {
  await openResult(page);
  const [download] = await Promise.all([page.waitForEvent('download'), chooseDownload(page, 'Primary logo, PNG')]);
  expect(download.suggestedFilename()).toBe('Northwind-logo-primary.png');
  expect((await readDownload(download)).subarray(0, 4).toString('hex')).toBe('89504e47');
  await expect(toast(page, 'Northwind-logo-primary.png downloaded!')).toBeVisible();
});

test('a failed download says "Failed to download image"', async ({ page }) => {
  await openResult(page);
  // The page shows the primary's SVG; the download fetches its PNG, stored beside it.
  const primaryPng = (await previewSrc(page)).replace(/\.svg$/, '.png');
  await page.route(
    (url) => url.href === primaryPng,
    (route) => route.fulfill({ status: 500, body: 'nope' }),
  );
  await chooseDownload(page, 'Primary logo, PNG');
  await expect(toast(page, 'Failed to download image')).toBeVisible();
});

test('Export Brand Kit downloads "{brandName}-brand-kit.zip" and says so', async ({ page }) => {
  await openResult(page);
  let kitRequest: Record<string, unknown> | null = null;
  page.on('request', (request) => {
    if (request.url().includes('/api/kit/')) kitRequest = request.postDataJSON() as Record<string, unknown>;
  });
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('button', { name: 'Export Brand Kit (.zip)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Northwind-brand-kit.zip');
  expect((await readDownload(download)).subarray(0, 4).toString('hex')).toBe('504b0304');
  expect(kitRequest).toMatchObject({ brief: { brandName: 'Northwind', designerId: 'paul-rand', variant: 0 } });
  await expect(toast(page, 'Northwind-brand-kit.zip downloaded!')).toBeVisible();
});

test('a failed export says "Failed to export. Please try again."', async ({ page }) => {
  await openResult(page);
  await page.route('**/api/kit/**', (route) =>
    route.fulfill({ status: 500, json: { error: 'Internal error', message: 'Internal error', code: 'INTERNAL_ERROR' } }),
  );
  await page.getByRole('button', { name: 'Export Brand Kit (.zip)' }).click();
  await expect(toast(page, 'Failed to export. Please try again.')).toBeVisible();
});

test('monochrome shows the one-colour logo on the primary tab only', async ({ page }) => {
  await openResult(page);
  const monochrome = page.getByRole('button', { name: 'Monochrome' });
  const primary = await previewSrc(page);
  await expect(monochrome).toHaveAttribute('aria-pressed', 'false');

  await monochrome.click();
  await expect(monochrome).toHaveAttribute('aria-pressed', 'true');
  const mono = await previewSrc(page);
  expect(mono).not.toBe(primary);
  await expectImageLoaded(page);

  // Every tab after the primary's (horizontal, stacked, icon; one of the first two is the primary's when it repeats it).
  const tabs = await lockupTabs(page);
  for (const tab of (await tabs.all()).slice(1)) {
    await tab.click();
    await expect(monochrome).toHaveAttribute('aria-disabled', 'true');
    expect(await previewSrc(page)).not.toBe(mono);
    await monochrome.click({ force: true });
    expect(await previewSrc(page)).not.toBe(mono);
  }
  await tabs.first().click();
  expect(await previewSrc(page)).toBe(mono);
});

test('monochrome is unavailable when the system has no monochrome image', async ({ page }) => {
  await page.route('**/api/ai/*/image', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Array<{ url: string; role?: string }> };
    const data = body.data.map((image, index) =>
      image.role === 'monochrome' || (!image.role && index === 1) ? { ...image, url: '' } : image,
    );
    await route.fulfill({ response, json: { ...body, data: data.filter((image) => image.url) } });
  });
  await openResult(page);
  const primary = await previewSrc(page);
  const monochrome = page.getByRole('button', { name: 'Monochrome' });
  await expect(monochrome).toHaveAttribute('aria-disabled', 'true');
  await monochrome.click({ force: true });
  expect(await previewSrc(page)).toBe(primary);
});

test('the grid overlay and the dark background toggle', async ({ page }) => {
  await openResult(page);
  await expect(page.getByTestId('grid-overlay')).toHaveCount(0);
  await page.getByRole('button', { name: 'Grid' }).click();
  await expect(page.getByTestId('grid-overlay')).toBeVisible();
  await expect(page.getByTestId('preview-stage')).toHaveAttribute('data-background', 'light');
  await page.getByRole('button', { name: 'Dark' }).click();
  await expect(page.getByTestId('preview-stage')).toHaveAttribute('data-background', 'dark');
});

test('Regenerate Variations replaces every lockup, the texts and the palette with the next variant, spinning meanwhile', async ({
  page,
}) => {
  await openResult(page);
  /** The file each lockup tab shows, by the lockup it is (the icon's tab left out). */
  const shown = async () => {
    const sources: Record<string, string> = {};
    const tabs = await lockupTabs(page);
    for (const tab of (await tabs.all()).slice(0, -1)) {
      await tab.click();
      const src = await previewSrc(page);
      sources[/\/(\w+)\.svg$/.exec(src)?.[1] ?? src] = src;
    }
    return sources;
  };
  const before = await shown();
  // The system's alt text is the primary's (the stacked lockup's says what the stacked lockup draws).
  await (await lockupTabs(page)).first().click();
  const altBefore = await page.getByTestId('preview-image').getAttribute('alt');

  const imageRequests: Array<Record<string, unknown>> = [];
  // The first regeneration's images wait until the spinner has been seen: a quick run would otherwise end between
  // the two looks and leave nothing spinning to see.
  let release!: () => void;
  const spinnerSeen = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/ai/*/image', async (route) => {
    imageRequests.push(route.request().postDataJSON() as Record<string, unknown>);
    await spinnerSeen;
    await route.continue();
  });
  const regenerate = page.getByRole('button', { name: 'Regenerate Variations' });
  await regenerate.click();
  await expect(regenerate).toBeDisabled();
  await expect(regenerate.locator('svg')).toHaveClass(/animate-spin/);
  release();
  await expect(regenerate).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByText('Regenerating the whole system: every logo, its colours and type…')).toHaveCount(0);

  expect(imageRequests).toEqual([
    expect.objectContaining({ n: 6, brief: expect.objectContaining({ variant: 1, brandName: 'Northwind' }) }),
  ]);
  const after = await shown();
  expect(Object.keys(after)).toContain('primary');
  for (const role of Object.keys(before)) if (after[role]) expect(after[role], role).not.toBe(before[role]);
  await (await lockupTabs(page)).first().click();
  await expectImageLoaded(page);
  // The alt text follows the new variant's concept (it may read the same when the concept did not change).
  expect(await page.getByTestId('preview-image').getAttribute('alt')).toMatch(/^Northwind - /);
  expect(altBefore).toMatch(/^Northwind - /);

  // A second regeneration is another design again.
  await regenerate.click();
  await expect(regenerate).toBeEnabled({ timeout: 30_000 });
  expect(imageRequests.at(-1)).toMatchObject({ brief: { variant: 2 } });
  expect((await shown()).primary).not.toBe(after.primary);
});

test('a failed regeneration says so and keeps the logos', async ({ page }) => {
  await openResult(page);
  const primary = await previewSrc(page);
  await page.route('**/api/ai/*/image', (route) =>
    route.fulfill({ status: 503, json: { error: 'Busy', message: 'Busy', code: 'AI_ERROR' } }),
  );
  await page.getByRole('button', { name: 'Regenerate Variations' }).click();
  await expect(toast(page, 'Failed to regenerate. Please try again.')).toBeVisible();
  expect(await previewSrc(page)).toBe(primary);
  await expect(page.getByRole('button', { name: 'Regenerate Variations' })).toBeEnabled();
});
