import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { unzipSync } from 'fflate';
import { chromium } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockupModelOf, mockupScenesFor } from '../../mockups';
import { toSystemJson } from '../../record';
import type { BrandDesign } from '../../types';
import { designBrand } from '../index';
import { type BrandKit, buildBrandKit, LOGO_KINDS, LOGO_PNG_SIZES } from './build-kit';
import { woffToSfnt } from './font-files';
import { readIcoSizes } from './ico';
import { sceneFontFiles } from './mockups';
import { svgTitle } from './pdf';

function pngSize(png: Uint8Array): [number, number] {
  const buffer = Buffer.from(png);
  expect(buffer.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [buffer.readUInt32BE(16), buffer.readUInt32BE(20)];
}

/** Page count and the decoded content streams of a PDF (pdfkit deflates them). */
function readPdf(pdf: Uint8Array): { pages: number; content: string } {
  const text = Buffer.from(pdf).toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  const pages = (text.match(/\/Type \/Page\b/g) ?? []).length;
  let content = '';
  for (const match of text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      content += inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      // a font or image stream that is not deflated text
    }
  }
  return { pages, content };
}

const PT = 72 / 25.4;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A bakery's scenes, the ones its result page shows: the universal ones, its takeaway cup and bag, and its shop by day and night. */
const BAKERY_SCENES = [
  'business-card',
  'takeaway',
  'storefront',
  'phone',
  'social',
  'social-post',
  'letterhead',
  'email-signature',
  'website',
  'night-sign',
];

/** Each page's MediaBox, BleedBox and TrimBox (pdfkit writes page dictionaries as plain text). */
type PdfBox = [number, number, number, number];

function pdfBoxes(pdf: Uint8Array): Array<{ media: PdfBox; bleed: PdfBox; trim: PdfBox }> {
  const text = Buffer.from(pdf).toString('latin1');
  const box = (dictionary: string, name: string) =>
    (new RegExp(`/${name} \\[([^\\]]+)\\]`).exec(dictionary)?.[1] ?? '').trim().split(/\s+/).map(Number) as PdfBox;
  return [...text.matchAll(/<<\s*\/Type \/Page\b[\s\S]*?>>/g)].map((match) => {
    const media = box(match[0], 'MediaBox');
    return { media, bleed: box(match[0], 'BleedBox'), trim: box(match[0], 'TrimBox') };
  });
}

/** The text a PDF sets, as pdftotext reads it. */
function pdfText(pdf: Uint8Array): string {
  return execFileSync('pdftotext', ['-', '-'], { input: Buffer.from(pdf) })
    .toString('utf8')
    .replace(/\s+/g, ' ');
}

describe('brand kit', () => {
  let design: BrandDesign;
  let kit: BrandKit;
  let files: Record<string, Uint8Array>;

  beforeAll(async () => {
    design = designBrand(
      { brandName: 'Café Noël', industry: 'bakery', oneLiner: 'French pastries baked at dawn', tagline: 'Fresh every morning' },
      'paul-rand',
    );
    kit = await buildBrandKit(design);
    files = unzipSync(kit.zip);
  }, 120_000);

  it('is named after the brand and lists exactly what is promised', () => {
    expect(kit.filename).toBe('Café Noël-brand-kit.zip');
    const paths = Object.keys(files).sort();
    expect(paths).toEqual(kit.files);
    const expected = [
      ...LOGO_KINDS.flatMap((kind) => [
        `logos/svg/${kind}.svg`,
        `logos/pdf/${kind}.pdf`,
        ...LOGO_PNG_SIZES.map((size) => `logos/png/${kind}-${size}.png`),
      ]),
      'icons/favicon.ico',
      'icons/favicon.svg',
      'icons/apple-touch-icon.png',
      'icons/android-chrome-192x192.png',
      'icons/android-chrome-512x512.png',
      'icons/site.webmanifest',
      'social/og-image-1200x630.png',
      'social/avatar-400.png',
      'social/avatar-800.png',
      ...BAKERY_SCENES.map((id) => `mockups/${id}.png`),
      'social/x-profile-400x400.png',
      'social/x-header-1500x500.png',
      'social/linkedin-profile-400x400.png',
      'social/linkedin-banner-1584x396.png',
      'social/instagram-profile-320x320.png',
      'social/instagram-post-1080x1080.png',
      'social/facebook-profile-320x320.png',
      'social/facebook-cover-820x312.png',
      'collateral/business-card.pdf',
      'collateral/letterhead-a4.pdf',
      'collateral/letterhead-letter.pdf',
      'collateral/email-signature.html',
      'collateral/email-signature-logo.png',
      'colors/palette.json',
      'colors/palette.css',
      'colors/palette.gpl',
      'typography/specimen.pdf',
      'guidelines.pdf',
      'system.json',
      'README.txt',
    ];
    // Each family: its web files (latin and latin-ext) and a desktop TTF per weight, and its licence.
    const families = [design.typography.display, design.typography.support].filter(
      (font, i, all) => all.findIndex((other) => other.family === font.family) === i,
    );
    const fontFiles = families.flatMap((font) => {
      const folder = `typography/${font.family.replace(/[^\w]+/g, '-')}`;
      const id = font.package.replace('@fontsource/', '');
      return [
        `${folder}/OFL.txt`,
        ...font.weights.flatMap((weight) => [
          `${folder}/desktop/${id}-${weight}-${font.style}.ttf`,
          `${folder}/web/${id}-latin-${weight}-${font.style}.woff2`,
          `${folder}/web/${id}-latin-ext-${weight}-${font.style}.woff2`,
        ]),
      ];
    });
    expect(paths).toEqual([...expected, ...fontFiles].sort());
  });

  it('carries the decision record the CLI writes as system.json', () => {
    const record = JSON.parse(Buffer.from(files['system.json'] as Uint8Array).toString('utf8'));
    expect(Buffer.from(files['system.json'] as Uint8Array).toString('utf8')).toBe(toSystemJson(design));
    expect(record).toMatchObject({ designer: { id: 'paul-rand' }, archetype: design.archetype, seed: design.seed });
    expect(Array.isArray(record.mark.icons)).toBe(true);
  });

  it('has SVGs that parse, hold outlines only and reference nothing outside', () => {
    for (const kind of LOGO_KINDS) {
      const svg = Buffer.from(files[`logos/svg/${kind}.svg`] as Uint8Array).toString('utf8');
      expect(svg).toMatch(/^<svg[^>]+viewBox="/);
      expect(svg).not.toMatch(/<text|href="http|url\(http/);
      expect(new Resvg(svg).render().width).toBeGreaterThan(0);
    }
  });

  it('has PNGs at the stated sizes', () => {
    for (const kind of LOGO_KINDS)
      for (const size of LOGO_PNG_SIZES) expect(pngSize(files[`logos/png/${kind}-${size}.png`] as Uint8Array)[0]).toBe(size);
    expect(pngSize(files['icons/apple-touch-icon.png'] as Uint8Array)).toEqual([180, 180]);
    expect(pngSize(files['icons/android-chrome-192x192.png'] as Uint8Array)).toEqual([192, 192]);
    expect(pngSize(files['icons/android-chrome-512x512.png'] as Uint8Array)).toEqual([512, 512]);
    expect(pngSize(files['social/og-image-1200x630.png'] as Uint8Array)).toEqual([1200, 630]);
    expect(pngSize(files['social/avatar-400.png'] as Uint8Array)).toEqual([400, 400]);
    expect(pngSize(files['social/avatar-800.png'] as Uint8Array)).toEqual([800, 800]);
    for (const id of BAKERY_SCENES) expect(pngSize(files[`mockups/${id}.png`] as Uint8Array)).toEqual([1280, 800]);
    // Platform images: the size in the name is the size of the picture.
    const platform = Object.keys(files).filter((path) => /^social\/(x|linkedin|instagram|facebook)-/.test(path));
    expect(platform).toHaveLength(8);
    for (const path of platform) {
      const [, width, height] = /-(\d+)x(\d+)\.png$/.exec(path) ?? [];
      expect(pngSize(files[path] as Uint8Array), path).toEqual([Number(width), Number(height)]);
    }
  });

  it('has a favicon.ico with 16, 32 and 48 px images', () => {
    expect(readIcoSizes(files['icons/favicon.ico'] as Uint8Array)).toEqual([16, 32, 48]);
  });

  it('has vector logo PDFs (paths, no raster images) and an eight-page guidelines PDF', () => {
    for (const kind of LOGO_KINDS) {
      const pdf = readPdf(files[`logos/pdf/${kind}.pdf`] as Uint8Array);
      expect(pdf.pages).toBe(1);
      // Path construction (m, then l or c) and fill operators: the logo is drawn, not embedded as an image.
      expect(pdf.content).toMatch(/ m\n[\s\S]* (l|c)\n/);
      expect(pdf.content).toMatch(/\bf\*?\n/);
      expect(Buffer.from(files[`logos/pdf/${kind}.pdf`] as Uint8Array).toString('latin1')).not.toContain('/Subtype /Image');
    }
    const guidelines = readPdf(files['guidelines.pdf'] as Uint8Array);
    expect(guidelines.pages).toBe(8);
    // The last page shows the collateral.
    expect(pdfText(files['guidelines.pdf'] as Uint8Array)).toContain('Collateral');
    expect(guidelines.content).toMatch(/ re\b/);
    expect(readPdf(files['typography/specimen.pdf'] as Uint8Array).pages).toBe(1);
  });

  it('titles each logo PDF with the logo’s own name, the title its single download from the result page carries', () => {
    const titleOf = (pdf: Uint8Array) =>
      /^Title:\s+(.+)$/m.exec(execFileSync('pdfinfo', ['-'], { input: Buffer.from(pdf) }).toString('utf8'))?.[1]?.trim();
    for (const kind of LOGO_KINDS) {
      const svg = Buffer.from(files[`logos/svg/${kind}.svg`] as Uint8Array).toString('utf8');
      expect(titleOf(files[`logos/pdf/${kind}.pdf`] as Uint8Array), kind).toBe(svgTitle(svg));
    }
    expect(titleOf(files['logos/pdf/primary.pdf'] as Uint8Array)).toBe('Café Noël logo');
    expect(titleOf(files['logos/pdf/icon.pdf'] as Uint8Array)).toBe('Café Noël app icon');
  });

  it('has a business card PDF: front and back, 85 × 55 mm trim, 3 mm bleed, crop marks and the CMYK used in the slug', () => {
    const pdf = files['collateral/business-card.pdf'] as Uint8Array;
    const boxes = pdfBoxes(pdf);
    expect(boxes).toHaveLength(2);
    for (const box of boxes) {
      expect(box.trim[2] - box.trim[0]).toBeCloseTo(85 * PT, 1);
      expect(box.trim[3] - box.trim[1]).toBeCloseTo(55 * PT, 1);
      expect(box.bleed[2] - box.bleed[0]).toBeCloseTo(91 * PT, 1);
      expect(box.bleed[3] - box.bleed[1]).toBeCloseTo(61 * PT, 1);
      // The media holds the slug around the bleed.
      expect(box.media[2]).toBeGreaterThan(box.bleed[2] + 20);
    }
    const { content } = readPdf(pdf);
    // Process colour fills and registration-black crop marks (all four inks), 0.25 pt lines.
    expect(content).toMatch(/\/DeviceCMYK cs\n/);
    expect(content).toMatch(/\/DeviceCMYK CS\n1 1 1 1 SCN\n/);
    expect(content).toMatch(/0\.25 w/);
    // Every ink of the palette painted is named in the slug with its CMYK values.
    const primary = design.palette.colors.find((color) => color.role === 'primary');
    const slug = pdfText(pdf);
    expect(slug).toContain(`${primary?.name} C${primary?.cmyk.c} M${primary?.cmyk.m} Y${primary?.cmyk.y} K${primary?.cmyk.k}`);
    expect(slug).toContain('CMYK:');
  });

  it('has letterheads at A4 and US Letter, and every collateral PDF renders with pdftoppm', () => {
    expect(pdfBoxes(files['collateral/letterhead-a4.pdf'] as Uint8Array)[0]?.media.map(Math.round)).toEqual([0, 0, 595, 842]);
    expect(pdfBoxes(files['collateral/letterhead-letter.pdf'] as Uint8Array)[0]?.media).toEqual([0, 0, 612, 792]);
    const dir = mkdtempSync(join(tmpdir(), 'kit-pdf-'));
    try {
      for (const [name, pages, size] of [
        ['business-card', 2, [Math.round((115 * 72) / 25.4 / 4), Math.round((85 * 72) / 25.4 / 4)]],
        ['letterhead-a4', 1, [149, 211]],
        ['letterhead-letter', 1, [153, 198]],
      ] as const) {
        const file = join(dir, `${name}.pdf`);
        writeFileSync(file, files[`collateral/${name}.pdf`] as Uint8Array);
        // 18 dpi: a quarter of a pixel a point.
        execFileSync('pdftoppm', ['-r', '18', '-png', file, join(dir, name)]);
        const rendered = readdirSync(dir).filter((entry) => entry.startsWith(`${name}-`) && entry.endsWith('.png'));
        expect(rendered, name).toHaveLength(pages);
        const [width, height] = pngSize(readFileSync(join(dir, rendered[0] as string)));
        expect(Math.abs(width - size[0]), name).toBeLessThanOrEqual(1);
        expect(Math.abs(height - size[1]), name).toBeLessThanOrEqual(1);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has an email signature that mail clients keep: tables, inline styles, the logo embedded, and it renders in Chromium', async () => {
    const html = Buffer.from(files['collateral/email-signature.html'] as Uint8Array).toString('utf8');
    expect(html).toMatch(/<table role="presentation"/);
    expect(html).not.toMatch(/<style|<link|class="/);
    // No details given: the brand alone, nothing made up.
    expect(html).not.toContain('hello@cafenoel.com');
    expect(html).not.toContain('555');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage();
      // No network: the signature must carry its own logo.
      await page.route('**/*', (route) => route.abort());
      await page.setContent(html, { waitUntil: 'load' });
      const logo = page.locator('img');
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      expect(await logo.getAttribute('alt')).toBe('Café Noël');
      const text = (await page.locator('body').textContent()) ?? '';
      expect(text).toContain('Café Noël');
      expect(text).not.toContain('Alex Morgan');
    } finally {
      await browser.close();
    }
  }, 60_000);

  it('has colour files with every notation', () => {
    const palette = JSON.parse(Buffer.from(files['colors/palette.json'] as Uint8Array).toString('utf8'));
    expect(palette.colors.length).toBeGreaterThanOrEqual(4);
    for (const color of palette.colors) expect(Object.keys(color)).toEqual(expect.arrayContaining(['hex', 'rgb', 'hsl', 'cmyk']));
    const css = Buffer.from(files['colors/palette.css'] as Uint8Array).toString('utf8');
    expect(css).toContain(`--brand-primary: ${design.palette.primary}`);
    const gpl = Buffer.from(files['colors/palette.gpl'] as Uint8Array).toString('utf8');
    expect(gpl.split('\n')[0]).toBe('GIMP Palette');
    expect(gpl).toContain(design.palette.primary);
  });

  it('ships installable TrueType files converted from the WOFF sources', () => {
    const ttf = Object.entries(files).find(([path]) => path.endsWith('.ttf'))?.[1] as Uint8Array;
    const tag = Buffer.from(ttf).subarray(0, 4);
    expect(tag.readUInt32BE(0) === 0x00010000 || tag.toString('latin1') === 'OTTO').toBe(true);
    expect(() => woffToSfnt(new Uint8Array([1, 2, 3, 4]))).toThrow(/WOFF/);
  });

  it('explains itself in README.txt and is the same bytes for the same design', async () => {
    const readme = Buffer.from(files['README.txt'] as Uint8Array).toString('utf8');
    expect(readme).toContain('Café Noël brand kit');
    expect(readme).toContain('guidelines.pdf');
    // The mockups it names are the bakery's, the ones in the folder.
    expect(readme).toContain('business card, takeaway cup and bag, shopfront sign,');
    expect(readme).toContain('website and favicon and signage at night.');
    expect(readme).not.toContain('service van');
    expect(readme).not.toContain('tote');
    const { display, support } = design.typography;
    expect(readme).toContain(
      display.family === support.family ? `${display.family} font files` : `${display.family} and ${support.family} font files`,
    );
    expect(readme).not.toContain(`${display.family} and ${display.family}`);
    const again = await buildBrandKit(design);
    expect(Buffer.from(again.zip).equals(Buffer.from(kit.zip))).toBe(true);
  }, 120_000);
});

describe('brand kit for a Cyrillic name', () => {
  let design: BrandDesign;
  let files: Record<string, Uint8Array>;

  beforeAll(async () => {
    design = designBrand(
      { brandName: 'Северный Мёд', industry: 'apiary', oneLiner: 'Raw honey from northern meadows', tagline: 'Мёд с севера' },
      'frank-mason-robinson',
    );
    files = unzipSync((await buildBrandKit(design)).zip);
  }, 120_000);

  it('names the face drawn in typography and ships its Cyrillic files for web and desktop', () => {
    const { display } = design.typography;
    const record = JSON.parse(Buffer.from(files['system.json'] as Uint8Array).toString('utf8'));
    expect(record.fonts.display.family).toBe(display.family);
    expect(record.fonts.substitutions.map((s: { drawn: string }) => s.drawn)).toContain(display.family);
    const folder = `typography/${display.family.replace(/[^\w]+/g, '-')}`;
    const paths = Object.keys(files).filter((path) => path.startsWith(folder));
    expect(paths.some((path) => /\/web\/.*-cyrillic-\d+-normal\.woff2$/.test(path))).toBe(true);
    expect(paths.some((path) => /\/desktop\/.*-cyrillic-\d+-normal\.ttf$/.test(path))).toBe(true);
  });

  it('renders the mockups with the faces that draw the name (their Cyrillic files loaded)', () => {
    const fonts = sceneFontFiles(design, design.brief.brandName);
    const display = design.typography.display.package.replace('@fontsource/', '');
    expect(fonts.some((file) => file.includes(`${display}-cyrillic-`))).toBe(true);
    expect(fonts.some((file) => /\/inter-latin-400-normal\.ttf$/.test(file))).toBe(true);
    const scenes = mockupScenesFor(mockupModelOf(design)).map((scene) => scene.id);
    // Raw honey is a maker's product: its jar label ships, a café's cup does not.
    expect(scenes).toContain('label');
    expect(Object.keys(files).filter((path) => path.startsWith('mockups/'))).toEqual(scenes.map((id) => `mockups/${id}.png`).sort());
    for (const id of scenes) expect(files[`mockups/${id}.png`]?.byteLength).toBeGreaterThan(10_000);
  });

  it('sets the name in the guidelines with the face’s Cyrillic file embedded', () => {
    const pdf = Buffer.from(files['guidelines.pdf'] as Uint8Array).toString('latin1');
    // pdfkit embeds each font file it sets text in: the heading, the body and its Cyrillic file, the display face's Cyrillic file.
    const fonts = new Set([...pdf.matchAll(/\/BaseFont \/([A-Z]{6}\+[^\s/]+)/g)].map((m) => m[1] ?? ''));
    expect(fonts.size).toBeGreaterThanOrEqual(4);
    expect([...fonts].some((font) => font.includes(design.typography.display.family.replace(/\s+/g, '')))).toBe(true);
  });
});
