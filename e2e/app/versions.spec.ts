/**
 * Versions and My logo systems, signed in: every save is a version; restoring the first brings back its images and
 * its kit (the same zip, from the server's cache); a system can be renamed and deleted (its images with it); signing
 * out leaves nothing of the user's on screen.
 */
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Download, expect, type Page, test } from '@playwright/test';
import { OWN_DESIGN_SEED } from '../../packages/protocol/src/logo-system';
import { BASE_URL, PROJECT_ID, SERVICE_KEY } from '../support/env';
import { expectImageLoaded, fillBrief, generate, NORTHWIND, previewSrc, signUpOnHostedPage } from '../support/page-helpers';
import { recordBriefs, withPinnedDesign } from '../support/pinned-design';
import { listLogoSystemRows } from '../support/service-db';

const SCREENSHOTS = resolve(import.meta.dirname, '..', '..', 'docs', 'screenshots');

async function signUp(page: Page, email: string) {
  await signUpOnHostedPage(page, email);
  await expect(page.getByTestId('user-email')).toHaveText(email, { timeout: 15_000 });
}

async function readDownload(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Exports the kit of the version on screen: the progress shows, and the zip, the brief sent and the cache answer come back. */
async function exportKit(page: Page) {
  const progress = page.getByRole('progressbar', { name: 'Brand kit export' });
  const [response, download] = await Promise.all([
    page.waitForResponse((answer) => answer.url().includes('/api/kit/')),
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: 'Export Brand Kit (.zip)' }).click(),
  ]);
  await expect(page.getByRole('status').filter({ hasText: 'Brand kit downloaded.' })).toHaveCount(1);
  await expect(progress).toHaveCount(0);
  const { brief } = response.request().postDataJSON() as { brief: { seed: number; variant: number } };
  return { zip: await readDownload(download), brief, cache: (await response.allHeaders())['x-kit-cache'] };
}

/** axe-core's WCAG 2.x A/AA rules over one part of the page: every violation, whatever its impact. */
async function violationsIn(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

async function countVersions(request: APIRequestContext, systemId: string): Promise<number> {
  const response = await request.get(`${BASE_URL}/api/db/${PROJECT_ID}/rest/v1/logo_system_versions?select=id&system_id=eq.${systemId}`, {
    headers: { authorization: `Bearer ${SERVICE_KEY}` },
  });
  return ((await response.json()) as unknown[]).length;
}

test('save, regenerate, restore the first version (preview and kit follow), rename, delete, sign out', async ({ page, request }) => {
  test.setTimeout(240_000);
  const brandName = `Northwind ${Date.now()}`;
  await signUp(page, `versions+${Date.now()}@example.com`);
  await fillBrief(page, { ...NORTHWIND, brandName, designer: 'Paul Rand' });
  await generate(page);
  const versions = page.getByRole('region', { name: 'Versions' });
  await expect(versions.getByRole('listitem')).toHaveCount(1);
  await expect(versions.getByRole('listitem').first()).toContainText('Current');
  const firstImage = await previewSrc(page);
  // The progress is on screen while the server builds a kit it has not built before.
  const first = await Promise.all([page.getByRole('progressbar', { name: 'Brand kit export' }).waitFor(), exportKit(page)]).then(
    ([, kit]) => kit,
  );
  expect(first.cache).toBe('miss');

  await page.getByRole('button', { name: 'Regenerate Variations' }).click();
  await expect(versions.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
  const secondImage = await previewSrc(page);
  expect(secondImage).not.toBe(firstImage);
  await expect.poll(async () => (await listLogoSystemRows(request, brandName))[0]?.variant).toBe(1);

  // Restore version 1: the preview, the saved row and the kit (its brief, and the very zip built for it) are version 1's.
  await versions.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(versions.getByRole('listitem')).toHaveCount(3);
  await expect(versions.getByRole('listitem').first()).toContainText('Restored version 1');
  await expect(page.getByRole('heading', { level: 1, name: brandName })).toBeFocused();
  await expect.poll(() => previewSrc(page)).toBe(firstImage);
  await expectImageLoaded(page);
  const [row] = await listLogoSystemRows(request, brandName);
  // The page shows the SVG of the stored PNG.
  expect(row).toMatchObject({ primary_logo_url: firstImage.replace(/\.svg$/, '.png'), variant: 0 });
  expect(await countVersions(request, row!.id!)).toBe(3);
  const restored = await exportKit(page);
  expect(restored.brief).toEqual(first.brief);
  expect(restored.brief.variant).toBe(0);
  expect(restored.cache).toBe('hit');
  expect(restored.zip.equals(first.zip)).toBe(true);
  expect(await violationsIn(page, 'section[aria-labelledby="versions-heading"]')).toEqual([]);

  // Rename it in My logo systems.
  await page.getByRole('button', { name: 'New Logo' }).click();
  const history = page.getByRole('region', { name: 'My logo systems' });
  await history.getByRole('button', { name: `Rename ${brandName}` }).click();
  await history.getByLabel('Name').fill('Northwind Café');
  await history.getByRole('button', { name: 'Save name' }).click();
  await expect(history.getByRole('button', { name: 'Open Northwind Café' })).toBeVisible();
  await expect.poll(async () => (await listLogoSystemRows(request, brandName))[0]?.title).toBe('Northwind Café');
  expect(await violationsIn(page, 'section[aria-labelledby="history-heading"]')).toEqual([]);

  // Delete it, after the confirmation: the row, its versions and its images are gone.
  await history.getByRole('button', { name: 'Delete Northwind Café' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete “Northwind Café”?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await violationsIn(page, 'dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Delete logo system' }).click();
  await expect(history.getByRole('listitem')).toHaveCount(0);
  expect(await listLogoSystemRows(request, brandName)).toHaveLength(0);
  expect(await countVersions(request, row!.id!)).toBe(0);
  for (const image of [firstImage, secondImage]) expect((await request.get(image)).status()).toBe(404);

  // Sign out with a result on screen: nothing of it stays, even after a reload.
  await fillBrief(page, { brandName: 'Acme Tools', industry: 'Hardware', oneLiner: 'Hand tools that last a lifetime' });
  await generate(page);
  await expect(versions).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Tools' })).toHaveCount(0);
  await expect(versions).toHaveCount(0);
  await expect(page.getByLabel('Brand name')).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Logo Designer DNA Generator' })).toBeVisible();
  await expect(page.getByLabel('Brand name')).toHaveValue('');
});

/** The systems pictured, each generated under its own pin, so every run (and both widths) shows the same designs. */
const PICTURED = [
  { brand: 'Halcyon Ferry', designer: 'Saul Bass', pin: { at: '2026-11-18T08:15:00Z', seed: 1 } },
  { brand: 'Acme Tools', designer: 'Paula Scher', pin: { at: '2026-11-19T14:40:00Z', seed: 2 } },
  { brand: 'Northwind', designer: 'Paul Rand', pin: { at: '2026-11-20T09:30:00Z', seed: 3 } },
] as const;
/** Their seed: a new system is its designer's own design of the brief (OWN_DESIGN_SEED), the same on every run. */
const PICTURED_SEEDS = [OWN_DESIGN_SEED];

test('screenshots of versions and My logo systems at 1440 and 390 px', async ({ page }) => {
  test.skip(process.env.E2E_SCREENSHOTS !== '1', 'set E2E_SCREENSHOTS=1 to refresh docs/screenshots');
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, 'm.okafor@example.com');
  const briefs = recordBriefs(page);
  for (const { brand, designer, pin } of PICTURED) {
    if (await page.getByRole('button', { name: 'New Logo' }).isVisible()) await page.getByRole('button', { name: 'New Logo' }).click();
    await fillBrief(page, { ...NORTHWIND, brandName: brand, designer });
    await withPinnedDesign(page, pin, () => generate(page));
  }
  // Every brief of the three first designs asks for the designer's own design.
  const firstSeeds = [...new Set(briefs.filter((brief) => brief.variant === 0).map((brief) => brief.seed))];
  expect(firstSeeds).toEqual(PICTURED_SEEDS);
  const versions = page.getByRole('region', { name: 'Versions' });
  for (const count of [2, 3]) {
    await page.getByRole('button', { name: 'Regenerate Variations' }).click();
    await expect(versions.getByRole('listitem')).toHaveCount(count, { timeout: 30_000 });
  }
  await versions.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(versions.getByRole('listitem')).toHaveCount(4);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  const shoot = async (node: ReturnType<Page['getByRole']>, name: string, block: 'start' | 'end') => {
    await node.evaluate((element, where) => {
      (document.activeElement as HTMLElement | null)?.blur();
      element.scrollIntoView({ block: where });
    }, block);
    await page.screenshot({ path: join(SCREENSHOTS, name) });
  };
  await shoot(versions, 'versions-1440.png', 'end');
  await page.getByRole('button', { name: 'New Logo' }).click();
  const history = page.getByRole('region', { name: 'My logo systems' });
  await history.getByRole('button', { name: 'Rename Acme Tools' }).click();
  await shoot(history, 'history-1440.png', 'end');
  await history.getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(history, 'history-390.png', 'start');
  await history.getByRole('button', { name: 'Open Northwind', exact: true }).click();
  await expect(versions.getByRole('listitem')).toHaveCount(4);
  await shoot(versions, 'versions-390.png', 'start');
});
