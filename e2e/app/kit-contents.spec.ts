/**
 * The brand kit exported from the result page holds what the issue promised, from the same master as the page: every
 * mockup scene the page shows as a PNG, the print-ready business card (front and back, 3 mm bleed, crop marks, the
 * CMYK used), letterheads at A4 and US Letter, the email signature (rendered here in Chromium with no network), social
 * images named by platform and size, a guidelines PDF with its collateral page, and a web manifest whose short_name
 * is whole words. At 1440 px light and 390 px night (where Export is the row above the three tiles).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Download, expect, test } from '@playwright/test';
import { fillBrief, generate } from '../support/page-helpers';
import { readZipEntry, zipEntryNames } from '../support/zip-entry';

const BRIEF = {
  brandName: 'Halcyon Ferry Works',
  industry: 'Harbour ferry operator',
  oneLiner: 'Electric ferries across the bay, every twenty minutes',
  desiredColors: 'auto',
};
const SIZES = [
  { name: '1440', width: 1440, height: 900, scheme: 'light' },
  { name: '390', width: 390, height: 844, scheme: 'dark' },
] as const;
/** Platform, what it is and its pixel size, as the file names say. */
const SOCIAL = /^social\/(x|linkedin|instagram|facebook)-(profile|header|banner|post|cover)-(\d+)x(\d+)\.png$/;
const MM = 72 / 25.4;

async function readDownload(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

/** pdfinfo's page boxes (points) for each page of `pdf`. */
function pageBoxes(pdf: Buffer, pages: number): Record<string, number[]>[] {
  const dir = mkdtempSync(join(tmpdir(), 'ws-audit-kit-'));
  try {
    const file = join(dir, 'file.pdf');
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', ['-box', '-f', '1', '-l', String(pages), file]).toString('utf8');
    return Array.from({ length: pages }, (_, index) => {
      const boxes: Record<string, number[]> = {};
      for (const [, box, values] of info.matchAll(new RegExp(`^Page\\s+${index + 1} (\\w+Box):\\s+(.+)$`, 'gm'))) {
        boxes[box as string] = (values as string).trim().split(/\s+/).map(Number);
      }
      return boxes;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');
const pdfPages = (pdf: Buffer) => Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8'))?.[1]);

for (const size of SIZES) {
  test(`the exported kit holds every scene shown, the collateral and the social images, at ${size.name} px (${size.scheme})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.emulateMedia({ colorScheme: size.scheme });
    await page.goto('/');
    await fillBrief(page, BRIEF);
    await generate(page);
    const scenes = await page
      .getByRole('region', { name: 'Mockups' })
      .locator('figure[data-testid^="mockup-"]')
      .evaluateAll((figures) => figures.map((figure) => figure.getAttribute('data-testid')?.replace(/^mockup-/, '')));
    expect(scenes.length).toBeGreaterThanOrEqual(8);

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 90_000 }),
      page.getByRole('button', { name: 'Export Brand Kit (.zip)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Halcyon Ferry Works-brand-kit.zip');
    const zip = await readDownload(download);
    const names = zipEntryNames(zip);
    const entry = (name: string) => {
      const bytes = readZipEntry(zip, name);
      expect(bytes, `the kit has ${name}`).toBeDefined();
      return bytes as Buffer;
    };

    // Mockups: exactly the scenes the page shows, as 1280 × 800 PNGs.
    expect(names.filter((name) => name.startsWith('mockups/')).sort()).toEqual(scenes.map((id) => `mockups/${id}.png`).sort());
    for (const id of scenes) expect(pngSize(entry(`mockups/${id}.png`)), id).toEqual([1280, 800]);

    // Social images: named by platform and size, and drawn at that size; profile and header for each platform.
    const social = names.filter((name) => SOCIAL.test(name));
    expect(new Set(social.map((name) => SOCIAL.exec(name)?.[1]))).toEqual(new Set(['x', 'linkedin', 'instagram', 'facebook']));
    for (const name of social) {
      const [, , , width, height] = SOCIAL.exec(name) as RegExpExecArray;
      expect(pngSize(entry(name)), name).toEqual([Number(width), Number(height)]);
    }

    // The business card: front and back, 85 × 55 mm trimmed with 3 mm of bleed, crop marks outside it, CMYK in the slug.
    const card = entry('collateral/business-card.pdf');
    for (const boxes of pageBoxes(card, 2)) {
      const [tx1 = 0, ty1 = 0, tx2 = 0, ty2 = 0] = boxes.TrimBox ?? [];
      const [bx1 = 0, by1 = 0, bx2 = 0, by2 = 0] = boxes.BleedBox ?? [];
      expect((tx2 - tx1) / MM).toBeCloseTo(85, 0);
      expect((ty2 - ty1) / MM).toBeCloseTo(55, 0);
      for (const bleed of [tx1 - bx1, ty1 - by1, bx2 - tx2, by2 - ty2]) expect(bleed / MM).toBeCloseTo(3, 0);
      // Room beyond the bleed for the crop marks and the slug.
      expect((boxes.MediaBox?.[2] ?? 0) - bx2).toBeGreaterThan(5 * MM);
    }
    expect(pdfText(card)).toMatch(/CMYK: .*C\d+ M\d+ Y\d+ K\d+/);

    // Letterheads at A4 and US Letter.
    expect(pageBoxes(entry('collateral/letterhead-a4.pdf'), 1)[0]?.MediaBox?.map(Math.round)).toEqual([0, 0, 595, 842]);
    expect(pageBoxes(entry('collateral/letterhead-letter.pdf'), 1)[0]?.MediaBox?.map(Math.round)).toEqual([0, 0, 612, 792]);

    // The guidelines show the collateral.
    const guidelines = entry('guidelines.pdf');
    expect(pdfText(guidelines)).toContain('Collateral');
    expect(pdfPages(guidelines)).toBeGreaterThanOrEqual(8);

    // The email signature: tables and inline styles only, its logo carried inside, drawn by Chromium with no network.
    const signature = entry('collateral/email-signature.html').toString('utf8');
    expect(signature).toMatch(/<table role="presentation"/);
    expect(signature).not.toMatch(/<style|<link|class="/);
    const mail = await browser.newPage();
    await mail.route('**/*', (route) => route.abort());
    await mail.setContent(signature, { waitUntil: 'load' });
    await expect
      .poll(() =>
        mail
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await expect(mail.locator('body')).toContainText('Halcyon Ferry Works');
    await mail.close();

    // The web manifest's short_name is whole words, never a name cut mid-word ("Halcyon Ferr").
    const manifest = JSON.parse(entry('icons/site.webmanifest').toString('utf8')) as { name: string; short_name: string };
    expect(manifest.name).toBe('Halcyon Ferry Works');
    expect(manifest.short_name).toBe('Halcyon');
  });
}
