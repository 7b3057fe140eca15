/**
 * The result's actions have one primary (Export Brand Kit) and three secondary ones that sit on one row at a desktop
 * and in a tidy row of equal tiles under it on a phone; Download is a menu, usable by keyboard and screen reader, of
 * every single logo as PNG, the engine's own SVG and the kit's vector PDF.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Download, expect, type Page, test } from '@playwright/test';
import { axeViolations, chooseDownload, fillBrief, generate, NORTHWIND, toast } from '../support/page-helpers';

const SIZES = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
  { name: '360', width: 360, height: 740 },
] as const;

async function readDownload(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const button = (page: Page, name: string) => page.getByTestId('result-actions').getByRole('button', { name, exact: true });
const boxOf = async (page: Page, name: string) => (await button(page, name).boundingBox())!;

/** axe on the actions and their open menu: every WCAG 2.x A/AA rule, at any impact. */
async function actionViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('[data-testid="result-header"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

for (const size of SIZES) {
  for (const scheme of ['light', 'dark'] as const) {
    const theme = scheme === 'dark' ? 'night' : 'light';
    test(`the actions keep their order of importance and a tidy layout at ${size.name} px in the ${theme} theme`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      await fillBrief(page, NORTHWIND);
      await generate(page);
      await expect(toast(page, 'Your logo system is ready!')).toHaveCount(0, { timeout: 20_000 });

      const exportKit = await boxOf(page, 'Export Brand Kit (.zip)');
      const secondary = [await boxOf(page, 'Download'), await boxOf(page, 'Regenerate Variations'), await boxOf(page, 'Edit')];
      // One primary: the kit alone is drawn in the ink; the others on the card surface.
      const fills = await page
        .getByTestId('result-actions')
        .getByRole('button')
        .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).backgroundColor));
      expect(fills.filter((fill) => fill === fills[0])).toHaveLength(1);
      for (const box of [exportKit, ...secondary]) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      }
      if (size.width >= 1024) {
        // One row.
        for (const box of secondary) expect(Math.abs(box.y - exportKit.y)).toBeLessThanOrEqual(1);
      } else {
        // The kit on its own row, full width; the three others one row of equal tiles under it, each a 44 px target.
        const [first, , last] = secondary as [typeof exportKit, typeof exportKit, typeof exportKit];
        expect(first.x).toBeCloseTo(exportKit.x, 0);
        expect(last.x + last.width).toBeCloseTo(exportKit.x + exportKit.width, 0);
        for (const box of secondary) {
          expect(box.y).toBeGreaterThan(exportKit.y + exportKit.height);
          expect(Math.abs(box.y - first.y)).toBeLessThanOrEqual(1);
          expect(Math.abs(box.width - first.width)).toBeLessThanOrEqual(1);
          expect(box.height).toBeGreaterThanOrEqual(44);
        }
        expect(exportKit.height).toBeGreaterThanOrEqual(44);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId('result-header').screenshot({ path: `../docs/screenshots/result-actions-${size.name}-${scheme}.png` });

      // The menu by keyboard: it opens on its first item, inside the window.
      await button(page, 'Download').focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: 'Download' });
      await expect(menu.getByRole('menuitem', { name: 'Primary logo, PNG' })).toBeFocused();
      await expect(button(page, 'Download')).toHaveAttribute('aria-expanded', 'true');
      const menuBox = (await menu.boundingBox())!;
      expect(menuBox.x).toBeGreaterThanOrEqual(0);
      expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(size.width);
      expect(await actionViolations(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      // The header and the menu over the page, with no pointer resting on an item.
      await page.mouse.move(0, size.height - 1);
      const header = (await page.getByTestId('result-header').boundingBox())!;
      const top = Math.min(header.y, menuBox.y);
      await page.screenshot({
        path: `../docs/screenshots/result-download-menu-${size.name}-${scheme}.png`,
        clip: { x: 0, y: top, width: size.width, height: Math.max(header.y + header.height, menuBox.y + menuBox.height) + 16 - top },
      });
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(button(page, 'Download')).toBeFocused();
    });
  }
}

test('from 1440 to 360 px the actions sit on one row or as the kit over three equal tiles, every word inside its button', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await fillBrief(page, NORTHWIND);
  await generate(page);
  for (const width of [1440, 1024, 800, 768, 767, 700, 640, 480, 390, 360]) {
    await page.setViewportSize({ width, height: 900 });
    const kit = await boxOf(page, 'Export Brand Kit (.zip)');
    const others = [await boxOf(page, 'Download'), await boxOf(page, 'Regenerate Variations'), await boxOf(page, 'Edit')];
    const oneRow = others.every((box) => Math.abs(box.y - kit.y) <= 1);
    const tiles =
      others.every((box) => box.y > kit.y + kit.height && Math.abs(box.y - others[0]!.y) <= 1) &&
      others.every((box) => Math.abs(box.width - others[0]!.width) <= 1);
    expect(oneRow || tiles, `${width} px: one row, or the kit over a row of equal tiles`).toBe(true);
    for (const box of [kit, ...others]) expect(box.x + box.width, `${width} px: inside the window`).toBeLessThanOrEqual(width);
    const spilled = await page
      .getByTestId('result-actions')
      .getByRole('button')
      .evaluateAll((nodes) =>
        nodes
          .filter((node) => node.scrollWidth > node.clientWidth || node.scrollHeight > node.clientHeight)
          .map((node) => node.textContent),
      );
    expect(spilled, `${width} px: every word inside its button`).toEqual([]);
  }
});

test('each single logo downloads as PNG, the engine’s SVG and the vector PDF, named "{brandName}-logo-{lockup}"', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await fillBrief(page, NORTHWIND);
  await generate(page);

  const cases = [
    { item: 'Stacked logo, SVG', filename: 'Northwind-logo-stacked.svg', starts: '<svg' },
    { item: 'Icon logo, PDF', filename: 'Northwind-logo-icon.pdf', starts: '%PDF-' },
    { item: 'Monochrome logo, PNG', filename: 'Northwind-logo-monochrome.png', starts: '\x89PNG' },
    { item: 'Primary logo, PDF', filename: 'Northwind-logo-primary.pdf', starts: '%PDF-' },
  ];
  for (const entry of cases) {
    const [download] = await Promise.all([page.waitForEvent('download'), chooseDownload(page, entry.item)]);
    expect(download.suggestedFilename()).toBe(entry.filename);
    expect((await readDownload(download)).subarray(0, entry.starts.length).toString('latin1')).toBe(entry.starts);
    await expect(toast(page, `${entry.filename} downloaded!`)).toBeVisible();
  }
  // The SVG is the very file the page shows for that lockup.
  const [svg] = await Promise.all([page.waitForEvent('download'), chooseDownload(page, 'Horizontal logo, SVG')]);
  const shown = await page.evaluate(async () => {
    const primary = document.querySelector<HTMLImageElement>('[data-testid="preview-image"]')?.src ?? '';
    return (await fetch(primary.replace(/\/\w+\.svg$/, '/horizontal.svg'))).text();
  });
  expect((await readDownload(svg)).toString('utf8')).toBe(shown);
});

test('the menu works from the keyboard alone: arrows, Home and End, Enter downloads, focus returns to Download', async ({ page }) => {
  await page.goto('/');
  await fillBrief(page, NORTHWIND);
  await generate(page);
  const download = button(page, 'Download');
  await download.focus();
  await page.keyboard.press('ArrowUp');
  const menu = page.getByRole('menu', { name: 'Download' });
  await expect(menu.getByRole('menuitem', { name: 'Monochrome logo, PDF' })).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Primary logo, SVG' })).toBeFocused();
  await expect(menu.getByRole('group', { name: 'Primary logo' }).getByRole('menuitem')).toHaveCount(3);
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(file.suggestedFilename()).toBe('Northwind-logo-primary.svg');
  await expect(menu).toHaveCount(0);
  await expect(download).toBeFocused();
  // Tab out of an open menu closes it.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu).toHaveCount(0);
});
