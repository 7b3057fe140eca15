/**
 * Rendered-image comparisons: the primary lockup rasterised by resvg must match a stored PNG within a pixel
 * tolerance (anti-aliasing may move a little; shapes, colours and layout may not). Refresh with UPDATE_GOLDEN=1.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { designBrandWith } from '../src/design';
import { decodePng, getFontSource, type RasterImage, renderPixels, renderPng } from '../src/node';
import { GOLDEN_BRIEFS } from './briefs';

const PNG_DIR = join(dirname(fileURLToPath(import.meta.url)), 'golden', 'png');
const UPDATE = process.env.UPDATE_GOLDEN === '1';
const SIZE = 256;
/** A pixel differs when any channel moves more than this. */
const CHANNEL_TOLERANCE = 24;
/** At most this share of pixels may differ. */
const MAX_DIFF_SHARE = 0.005;

export function diffShare(a: RasterImage, b: RasterImage): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let differing = 0;
  for (let i = 0; i < a.pixels.length; i += 4) {
    for (let c = 0; c < 4; c++) {
      if (Math.abs((a.pixels[i + c] ?? 0) - (b.pixels[i + c] ?? 0)) > CHANNEL_TOLERANCE) {
        differing++;
        break;
      }
    }
  }
  return differing / (a.width * a.height);
}

const fonts = getFontSource();
const CASES = ['paul-rand', 'saul-bass', 'david-ogilvy', 'massimo-vignelli'];

describe('rendered primary lockups match the stored images', () => {
  it.each(CASES)('%s', (designerId) => {
    const brief = GOLDEN_BRIEFS.northwind!;
    const svg = designBrandWith({ brief, designerId, fonts }).logos.primary;
    const path = join(PNG_DIR, `northwind-${designerId}.png`);
    if (UPDATE || !existsSync(path)) {
      mkdirSync(PNG_DIR, { recursive: true });
      writeFileSync(path, renderPng(svg, { size: SIZE, background: 'light' }));
      if (!UPDATE) throw new Error(`Reference image ${path} was missing and has been written; re-run to compare.`);
    }
    const actual = renderPixels(svg, { size: SIZE, background: 'light' });
    const expected = decodePng(readFileSync(path));
    expect(diffShare(actual, expected)).toBeLessThanOrEqual(MAX_DIFF_SHARE);
  });

  it('detects a real change (a shifted mark fails the comparison)', () => {
    const svg = designBrandWith({ brief: GOLDEN_BRIEFS.northwind!, designerId: 'paul-rand', fonts }).logos.primary;
    const moved = svg.replace('<g', '<g transform="translate(40 0)"><g').replace('</svg>', '</g></svg>');
    const a = renderPixels(svg, { size: SIZE, background: 'light' });
    const b = renderPixels(moved, { size: SIZE, background: 'light' });
    expect(diffShare(a, b)).toBeGreaterThan(MAX_DIFF_SHARE);
  });
});
