/**
 * The editor: a colour and a font changed in the live preview reach the exported kit (SVGs, palette files, fonts,
 * system.json), undo restores them, saved edits survive a reload, and axe finds nothing moderate or worse.
 * With E2E_SCREENSHOTS=1 it also writes docs/screenshots/editor-1440.png and editor-390.png.
 */
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Download, expect, type Page, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { fillBrief, generate, NORTHWIND } from '../support/page-helpers';

const GREEN = '#0B6E4F';
const FONT = 'Bodoni Moda';
const SHOTS = resolve(import.meta.dirname, '..', '..', 'docs', 'screenshots');

async function readDownload(download: Download): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** WCAG 2.x A/AA violations of any impact. */
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

async function openEditor(page: Page) {
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Edit / })).toBeFocused({ timeout: 30_000 });
  await expect(page.getByLabel('Primary hex')).toBeVisible();
}

const primaryPreview = (page: Page) => page.getByTestId('editor-primary');
/** The preview images are SVG data URLs: the colour appears percent-encoded and lower-case. */
const paints = (hex: string) => encodeURIComponent(hex.toLowerCase());

test('a colour and a font edited in the preview reach the exported kit, and undo restores them', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await fillBrief(page, { ...NORTHWIND, designer: 'Paul Rand' });
  await generate(page);
  await openEditor(page);

  const hex = page.getByLabel('Primary hex');
  const before = await hex.inputValue();
  const fontBefore = await page.getByLabel('Name font').inputValue();
  expect(before).not.toBe(GREEN);
  await hex.fill(GREEN);
  await page.getByLabel('Name font').selectOption(FONT);
  await expect(primaryPreview(page)).toHaveAttribute('src', new RegExp(paints(GREEN)), { timeout: 30_000 });
  await expect(page.getByTestId('editor-icon')).toHaveAttribute('src', new RegExp(paints(GREEN)));
  expect(await axeViolations(page)).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: 'Export kit' }).click(),
  ]);
  const zip = unzipSync(await readDownload(download));
  const text = (path: string) => strFromU8(zip[path] ?? new Uint8Array());
  for (const kind of ['primary', 'horizontal', 'stacked', 'icon']) {
    expect(text(`logos/svg/${kind}.svg`), `${kind}.svg paints the new colour`).toContain(GREEN.toLowerCase());
  }
  expect(text('logos/svg/primary.svg')).not.toContain(before.toLowerCase());
  expect(JSON.parse(text('colors/palette.json')).colors).toContainEqual(expect.objectContaining({ role: 'primary', hex: GREEN }));
  expect(text('colors/palette.css')).toContain(`--brand-primary: ${GREEN};`);
  expect(text('colors/palette.gpl')).toContain(GREEN);
  expect(JSON.parse(text('system.json'))).toMatchObject({
    fonts: { display: { family: FONT } },
    edits: { applied: { palette: { primary: GREEN }, fonts: { display: FONT } } },
  });
  expect(Object.keys(zip).some((path) => path.startsWith('typography/Bodoni-Moda/'))).toBe(true);

  // Undo by button, then by keyboard: the font, then the colour.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByLabel('Name font')).toHaveValue(fontBefore);
  await page.keyboard.press('Control+z');
  await expect(hex).toHaveValue(before);
  await expect(primaryPreview(page)).not.toHaveAttribute('src', new RegExp(paints(GREEN)), { timeout: 30_000 });
  await page.keyboard.press('Control+Shift+z');
  await expect(hex).toHaveValue(GREEN);
});

test('saved edits are the system on screen after a reload, and the editor reopens with them', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  // A designer whose mark never spells the name keeps Mark position enabled.
  await fillBrief(page, { ...NORTHWIND, designer: 'Lindon Leader' });
  await generate(page);
  await openEditor(page);
  await page.getByLabel('Primary hex').fill(GREEN);
  // The radio is visually hidden inside its segment: a visitor clicks the segment.
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Above' }) })
    .click();
  await expect(page.getByRole('radio', { name: 'Above' })).toBeChecked();
  await expect(primaryPreview(page)).toHaveAttribute('src', new RegExp(paints(GREEN)), { timeout: 30_000 });
  // The run's toast fades out on its own timer: axe measures a half-faded toast's text as low contrast.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 30_000 });
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Generation Complete')).toBeVisible({ timeout: 30_000 });

  await page.reload();
  await expect(page.getByText('Generation Complete')).toBeVisible({ timeout: 30_000 });
  await openEditor(page);
  await expect(page.getByLabel('Primary hex')).toHaveValue(GREEN);
  await expect(page.getByRole('radio', { name: 'Above' })).toBeChecked();
});

test.describe('screenshots', () => {
  test.skip(process.env.E2E_SCREENSHOTS !== '1', 'set E2E_SCREENSHOTS=1 to refresh docs/screenshots');
  for (const width of [1440, 390]) {
    test(`the editor at ${width} px`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await fillBrief(page, { ...NORTHWIND, designer: 'Paul Rand' });
      await generate(page);
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 30_000 });
      await openEditor(page);
      await page.getByLabel('Neutral hex').fill('#F4A0B0');
      await page.getByLabel('Search icons').fill('anchor');
      await page.getByRole('button', { name: 'anchor', exact: true }).click();
      await expect(page.getByTestId('warning-neutral')).toBeVisible();
      await expect(page.getByText('Up to date', { exact: true })).toBeVisible({ timeout: 30_000 });
      await page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
      });
      await page.screenshot({ path: join(SHOTS, `editor-${width}.png`), fullPage: true });
    });
  }
});
