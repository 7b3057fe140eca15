/**
 * The result view shows the kit's own files: a distinct lockup per tab, the real app icon, the reversed logo on
 * Dark; the mockups draw from them; the dark theme follows the system and passes axe (no serious or moderate issue).
 */
import AxeBuilder from '@axe-core/playwright';
import { type Download, expect, type Page, test } from '@playwright/test';
import { expectImageLoaded, fillBrief, generate, NORTHWIND } from '../support/page-helpers';
import { readZipEntry } from '../support/zip-entry';

async function readDownload(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The SVG beside a shown PNG, as the server stored it. */
async function svgBeside(page: Page, png: string): Promise<string> {
  const response = await page.request.get(png.replace(/\.png$/, '.svg'));
  expect(response.status()).toBe(200);
  return response.text();
}

/** axe with the WCAG 2.x A/AA rules: every violation of moderate impact or worse. */
async function moderateOrWorse(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact !== 'minor')
    .map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const shown = (page: Page) => page.getByTestId('preview-image');

test('each tab shows its own file of the kit, the Icon tab the real icon, Dark the reversed logo', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await fillBrief(page, { ...NORTHWIND, designer: 'Massimo Vignelli' });
  await generate(page);

  const kitDownload = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Export Brand Kit (.zip)' }).click();
  const kit = await readDownload(await kitDownload);
  const kitSvg = (role: string) => readZipEntry(kit, `logos/svg/${role}.svg`)?.toString('utf8');

  const sources: string[] = [];
  for (const [name, role] of [
    ['Primary', 'primary'],
    ['Horizontal', 'horizontal'],
    ['Stacked', 'stacked'],
    ['Icon', 'icon'],
  ] as const) {
    await tab(page, name).click();
    await expectImageLoaded(page);
    const src = (await shown(page).getAttribute('src')) ?? '';
    expect(src, name).toMatch(new RegExp(`/${role}\\.png$`));
    expect(await svgBeside(page, src), `${name} is the kit's ${role}.svg`).toBe(kitSvg(role));
    sources.push(src);
  }
  expect(new Set(sources).size).toBe(4);

  // The Icon tab: the icon large, and at 180, 64, 32 and 16 px from the kit's icon.svg.
  for (const size of [180, 64, 32, 16]) {
    const icon = page.getByTestId(`icon-${size}`);
    await expect(icon).toBeVisible();
    const box = (await icon.boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([size, size]);
    expect((await page.request.get((await icon.getAttribute('src'))!)).ok()).toBe(true);
  }

  // Dark on the primary: the reversed logo, the kit's reversed.svg, on the dark ground.
  await tab(page, 'Primary').click();
  await page.getByRole('button', { name: 'Dark' }).click();
  await expectImageLoaded(page);
  const reversed = (await shown(page).getAttribute('src')) ?? '';
  expect(reversed).toMatch(/\/reversed\.png$/);
  expect(await svgBeside(page, reversed)).toBe(kitSvg('reversed'));
  await expect(page.getByTestId('preview-stage')).toHaveAttribute('data-lockup', 'reversed');
  // Horizontal and stacked are for light grounds: Dark does not apply there.
  await tab(page, 'Stacked').click();
  await expect(page.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-disabled', 'true');
});

test('the mockups draw the system from its own files, each described for screen readers', async ({ page }) => {
  await page.goto('/');
  await fillBrief(page, { ...NORTHWIND, designer: 'Saul Bass' });
  await generate(page);
  const section = page.getByRole('region', { name: 'Mockups' });
  const scenes = section.getByRole('img');
  await expect(scenes).toHaveCount(4);
  for (const name of ['Business card mockup', 'Shopfront sign mockup', 'Phone home screen mockup', 'Social profile mockup']) {
    const scene = section.getByRole('img', { name });
    await expect(scene).toBeVisible();
    await expect(scene).toHaveAccessibleDescription(/Northwind/);
  }
  const hrefs = await section.locator('image').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThanOrEqual(8);
  for (const href of new Set(hrefs)) {
    expect(href).toMatch(/\/(primary|horizontal|icon|reversed)\.svg$/);
    expect((await page.request.get(href)).status(), href).toBe(200);
  }
});

test('the dark theme follows the system, a choice persists, and both themes pass axe', async ({ page }) => {
  test.setTimeout(150_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const themeToggle = page.getByRole('button', { name: 'Night mode' });
  await expect(themeToggle).toHaveAttribute('aria-pressed', 'true');
  expect(await moderateOrWorse(page)).toEqual([]);

  await fillBrief(page, { ...NORTHWIND, designer: 'Paula Scher' });
  await generate(page);
  await expect(page.getByRole('region', { name: 'Mockups' }).getByRole('img')).toHaveCount(4);
  expect(await moderateOrWorse(page)).toEqual([]);

  // The visitor's choice of the light theme outlives a reload, whatever the system says.
  await themeToggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.getByText('Generation Complete')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: 'Night mode' })).toHaveAttribute('aria-pressed', 'false');
  await expectImageLoaded(page);
  expect(await moderateOrWorse(page)).toEqual([]);
});
