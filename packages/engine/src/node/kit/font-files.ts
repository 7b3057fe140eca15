/** The brand fonts for the kit: web files (woff2) from the @fontsource packages, desktop TTFs, and the OFL text. */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { FontChoice } from '../../types';

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
}

function packageInfo(pkg: string): PackageInfo {
  const dir = dirname(require.resolve(`${pkg}/LICENSE`));
  const metadata = JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8')) as { id: string; weights: number[]; styles: string[] };
  return { dir, id: metadata.id, weights: metadata.weights, styles: metadata.styles };
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

/** Web files for latin and latin-ext, a desktop TTF per weight (latin), and the licence, for one family. */
export function fontFilesFor(choice: FontChoice): KitFontFile[] {
  const info = packageInfo(choice.package);
  const style = choice.style === 'italic' && info.styles.includes('italic') ? 'italic' : 'normal';
  const folder = `typography/${folderName(choice.family)}`;
  const files: KitFontFile[] = [];
  const weights = [...new Set(choice.weights.filter((w) => info.weights.includes(w)))];
  for (const weight of weights.length ? weights : [info.weights[0] ?? 400]) {
    for (const subset of ['latin', 'latin-ext']) {
      const woff2 = join(info.dir, 'files', `${info.id}-${subset}-${weight}-${style}.woff2`);
      if (existsSync(woff2)) files.push({ path: `${folder}/web/${info.id}-${subset}-${weight}-${style}.woff2`, data: readFileSync(woff2) });
    }
    const woff = join(info.dir, 'files', `${info.id}-latin-${weight}-${style}.woff`);
    if (existsSync(woff)) files.push({ path: `${folder}/desktop/${info.id}-${weight}-${style}.ttf`, data: woffToSfnt(readFileSync(woff)) });
  }
  files.push({ path: `${folder}/OFL.txt`, data: readFileSync(join(info.dir, 'LICENSE')) });
  return files;
}

/** A TTF of one weight for embedding in PDFs. */
export function desktopFont(choice: FontChoice, weight: number): Uint8Array {
  const info = packageInfo(choice.package);
  const snapped = info.weights.reduce((best, w) => (Math.abs(w - weight) < Math.abs(best - weight) ? w : best), info.weights[0] ?? 400);
  return woffToSfnt(readFileSync(join(info.dir, 'files', `${info.id}-latin-${snapped}-normal.woff`)));
}
