import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FONT_CATALOG, type FontId } from './fonts';

const require = createRequire(import.meta.url);

interface FontsourceMetadata {
  family: string;
  weights: number[];
  styles: string[];
}

describe.each(Object.keys(FONT_CATALOG) as FontId[])('catalogue entry %s', (id) => {
  it('matches the installed package metadata (family, weights, italic)', () => {
    const meta = require(`@fontsource/${id}/metadata.json`) as FontsourceMetadata;
    const entry = FONT_CATALOG[id];
    expect(entry.family).toBe(meta.family);
    for (const w of entry.shippedWeights) expect(meta.weights, `${id} ${w}`).toContain(w);
    expect(entry.hasItalic).toBe(meta.styles.includes('italic'));
  });
});
