/**
 * The mockups: the scenes of the brief's trade (a bakery's takeaway cup, no tradesman's van), each downloading from the
 * result as the PNG the brand kit ships (the kit's size, the page's scene).
 */
import { type Download, expect, test } from '@playwright/test';
import { fillBrief, generate, NORTHWIND, toast } from '../support/page-helpers';

async function readDownload(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test('a mockup downloads as a 1280 x 800 PNG of its scene, lockups and all', async ({ page }) => {
  await page.goto('/');
  await fillBrief(page, NORTHWIND);
  await generate(page);
  const section = page.getByRole('region', { name: 'Mockups' });
  // A coffee roastery's scenes: the universal seven, its takeaway cup and bag, its shopfront and its sign at night.
  await expect(section.getByRole('img')).toHaveCount(10);
  const button = section.getByRole('button', { name: 'Download Business card mockup as PNG' });
  await button.scrollIntoViewIfNeeded();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), button.click()]);
  expect(download.suggestedFilename()).toBe('Northwind-mockup-business-card.png');
  const png = await readDownload(download);
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1280, 800]);
  await expect(toast(page, 'Northwind-mockup-business-card.png downloaded!')).toBeVisible();

  // The picture holds the scene: the front card's light ground and the back's dark one, not an empty canvas.
  const colours = await page.evaluate(async (bytes) => {
    const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const seen = new Set<string>();
    for (let i = 0; i < data.length; i += 4 * 97) seen.add(`${data[i]},${data[i + 1]},${data[i + 2]},${data[i + 3]}`);
    return seen.size;
  }, Array.from(png));
  expect(colours).toBeGreaterThan(20);
});

test('a bakery sees its takeaway cup and bag, and no van, label or app', async ({ page }) => {
  await page.goto('/');
  await fillBrief(page, {
    brandName: 'Crumb & Co',
    industry: 'Bakery',
    oneLiner: 'Sourdough and pastries baked at dawn',
    desiredColors: 'auto',
  });
  await generate(page);
  const section = page.getByRole('region', { name: 'Mockups' });
  const cup = section.getByRole('img', { name: 'Takeaway cup and bag mockup' });
  await cup.scrollIntoViewIfNeeded();
  await expect(cup).toBeVisible();
  await expect(cup).toHaveAccessibleDescription(/Crumb & Co takeaway on a café counter/);
  for (const name of ['Service van mockup', 'Product labels mockup', 'App dashboard mockup'])
    await expect(section.getByRole('img', { name })).toHaveCount(0);
  // It downloads as the kit ships it.
  const button = section.getByRole('button', { name: 'Download Takeaway cup and bag mockup as PNG' });
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), button.click()]);
  expect(download.suggestedFilename()).toBe('Crumb & Co-mockup-takeaway.png');
  const png = await readDownload(download);
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1280, 800]);
});
