/** The brand fonts for the kit: web files (woff2) from the @fontsource packages, desktop TTFs, and the OFL text. */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { FontChoice } from '../../types';
import { parseUnicodeRange } from '../unicode-range';

const require = createRequire(import.meta.url);

export interface KitFontFile {
  path: string;
  data: Uint8Array;
}

interface PackageInfo {
  dir: string;
  id: string;
  weights: number[];
  styles: string[];
  /** Subset name → its unicode ranges (unicode.json). */
  ranges: Map<string, Array<[number, number]>>;
}

function packageInfo(pkg: string): PackageInfo {
  const dir = dirname(require.resolve(`${pkg}/LICENSE`));
  const metadata = JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8')) as { id: string; weights: number[]; styles: string[] };
  const unicode = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
  const ranges = new Map(Object.entries(unicode).map(([key, list]) => [key.replace(/^\[(\d+)\]$/, '$1'), parseUnicodeRange(list)]));
  return { dir, id: metadata.id, weights: metadata.weights, styles: metadata.styles, ranges };
}

/**
 * The family's subset files the brand's text needs besides latin and latin-ext: cyrillic for a Cyrillic name, greek
 * for a Greek tagline, the slices of a Japanese name. Letters only; spaces and punctuation are in every subset.
 */
function subsetsForText(info: Pick<PackageInfo, 'ranges'>, text: string): string[] {
  const points = [...new Set([...text.normalize('NFC')].filter((c) => /\p{L}|\p{N}/u.test(c)).map((c) => c.codePointAt(0) ?? 0))];
  return [...info.ranges.entries()]
    .filter(([name]) => name !== 'latin' && name !== 'latin-ext')
    .filter(([, ranges]) => points.some((point) => ranges.some(([from, to]) => point >= from && point <= to)))
    .map(([name]) => name);
}

/**
 * Converts a WOFF 1.0 file to the sfnt (TTF/OTF) it wraps: the tables, zlib-inflated where compressed,
 * laid out again behind a plain offset table (W3C WOFF File Format 1.0, §3–§5).
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const input = Buffer.from(woff);
  if (input.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const flavor = input.readUInt32BE(4);
  const numTables = input.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const tag = input.toString('latin1', at, at + 4);
    const offset = input.readUInt32BE(at + 4);
    const compLength = input.readUInt32BE(at + 8);
    const origLength = input.readUInt32BE(at + 12);
    const checksum = input.readUInt32BE(at + 16);
    const raw = input.subarray(offset, offset + compLength);
    return { tag, checksum, data: compLength < origLength ? inflateSync(raw) : raw };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const head = Buffer.alloc(12 + numTables * 16);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(numTables, 4);
  head.writeUInt16BE(searchRange, 6);
  head.writeUInt16BE(entrySelector, 8);
  head.writeUInt16BE(numTables * 16 - searchRange, 10);
  const chunks: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    head.write(table.tag, record, 'latin1');
    head.writeUInt32BE(table.checksum, record + 4);
    head.writeUInt32BE(offset, record + 8);
    head.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    chunks.push(padded);
    offset += padded.length;
  });
  return new Uint8Array(Buffer.concat(chunks));
}

function folderName(family: string): string {
  return family.replace(/[^\w]+/g, '-');
}

/**
 * Web files for latin, latin-ext and the subsets the brand's text needs (a Cyrillic name's cyrillic file), a desktop
 * TTF per weight (latin, and one per needed subset), and the licence, for one family.
 */
export function fontFilesFor(choice: FontChoice, text = ''): KitFontFile[] {
  const info = packageInfo(choice.package);
  const style = choice.style === 'italic' && info.styles.includes('italic') ? 'italic' : 'normal';
  const folder = `typography/${folderName(choice.family)}`;
  const files: KitFontFile[] = [];
  const weights = [...new Set(choice.weights.filter((w) => info.weights.includes(w)))];
  const extra = subsetsForText(info, text);
  for (const weight of weights.length ? weights : [info.weights[0] ?? 400]) {
    for (const subset of ['latin', 'latin-ext', ...extra]) {
      const woff2 = join(info.dir, 'files', `${info.id}-${subset}-${weight}-${style}.woff2`);
      if (existsSync(woff2)) files.push({ path: `${folder}/web/${info.id}-${subset}-${weight}-${style}.woff2`, data: readFileSync(woff2) });
    }
    const woff = join(info.dir, 'files', `${info.id}-latin-${weight}-${style}.woff`);
    if (existsSync(woff)) files.push({ path: `${folder}/desktop/${info.id}-${weight}-${style}.ttf`, data: woffToSfnt(readFileSync(woff)) });
    for (const subset of extra) {
      const file = join(info.dir, 'files', `${info.id}-${subset}-${weight}-${style}.woff`);
      if (existsSync(file))
        files.push({ path: `${folder}/desktop/${info.id}-${subset}-${weight}-${style}.ttf`, data: woffToSfnt(readFileSync(file)) });
    }
  }
  files.push({ path: `${folder}/OFL.txt`, data: readFileSync(join(info.dir, 'LICENSE')) });
  return files;
}

function snapTo(info: PackageInfo, weight: number): number {
  return info.weights.reduce((best, w) => (Math.abs(w - weight) < Math.abs(best - weight) ? w : best), info.weights[0] ?? 400);
}

/** A TTF of one weight for embedding in PDFs (its latin file). */
export function desktopFont(choice: FontChoice, weight: number): Uint8Array {
  const info = packageInfo(choice.package);
  return woffToSfnt(readFileSync(join(info.dir, 'files', `${info.id}-latin-${snapTo(info, weight)}-normal.woff`)));
}

export interface SubsetFont {
  subset: string;
  data: Uint8Array;
  /** Whether the subset's unicode-range holds the code point. */
  covers(codePoint: number): boolean;
}

/** TTFs of one weight for the subsets `text` needs besides latin (a Cyrillic name's cyrillic file), for PDFs. */
export function desktopSubsetFonts(choice: FontChoice, weight: number, text: string): SubsetFont[] {
  const info = packageInfo(choice.package);
  return subsetsForText(info, text).flatMap((subset) => {
    const file = join(info.dir, 'files', `${info.id}-${subset}-${snapTo(info, weight)}-normal.woff`);
    if (!existsSync(file)) return [];
    const ranges = info.ranges.get(subset) ?? [];
    return [
      {
        subset,
        data: woffToSfnt(readFileSync(file)),
        covers: (point: number) => ranges.some(([from, to]) => point >= from && point <= to),
      },
    ];
  });
}
