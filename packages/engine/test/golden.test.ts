/**
 * Seeded golden SVGs: each designer's primary and stacked lockups for two fixed briefs must match the stored files
 * byte for byte. After an intended change, refresh them with `UPDATE_GOLDEN=1 npx vitest run packages/engine/test`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { designBrandWith } from '../src/design';
import { DESIGNER_IDS } from '../src/dna';
import { getFontSource } from '../src/node';
import { GOLDEN_BRIEFS } from './briefs';

const GOLDEN_DIR = join(dirname(fileURLToPath(import.meta.url)), 'golden');
const UPDATE = process.env.UPDATE_GOLDEN === '1';
const fonts = getFontSource();

function compareGolden(file: string, actual: string): void {
  const path = join(GOLDEN_DIR, file);
  if (UPDATE || !existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, actual);
    if (!UPDATE) throw new Error(`Golden file ${file} was missing and has been written; re-run to compare.`);
    return;
  }
  expect(actual, `${file} differs from the stored golden SVG`).toBe(readFileSync(path, 'utf8'));
}

describe.each(Object.entries(GOLDEN_BRIEFS))('golden SVGs for %s', (briefId, brief) => {
  it.each(DESIGNER_IDS)('%s', (designerId) => {
    const design = designBrandWith({ brief, designerId, fonts });
    compareGolden(join(briefId, `${designerId}-primary.svg`), design.logos.primary);
    compareGolden(join(briefId, `${designerId}-stacked.svg`), design.logos.stacked);
  });
});
