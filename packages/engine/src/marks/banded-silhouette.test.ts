import { converter, differenceEuclidean } from 'culori';
import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../scripts/mark-fixtures';
import { contrastRatio } from '../color';
import { designBrand } from '../node';
import { buildMark } from './index';
import { planBands } from './modules/stripes';
import type { InkRole, MarkContext } from './types';

const toOklch = converter('oklch');
const hueOf = (hex: string) => toOklch(hex)?.h ?? 0;
const hueGap = (a: string, b: string) => {
  const d = Math.abs(hueOf(a) - hueOf(b)) % 360;
  return Math.min(d, 360 - d);
};
const lightness = (hex: string) => toOklch(hex)?.l ?? 0;
const sameColour = (a: string, b: string) => differenceEuclidean('oklab')(a, b) < 0.01;

/** A Janoff palette: the requested colour leads, the designer's green and yellow anchors fill the other roles. */
const palette = (primary: string, ground = '#FFFFFF', secondary = '#22891D', accent = '#B78F00'): MarkContext['palette'] => ({
  primary,
  secondary,
  accent,
  ink: '#1D1D1F',
  ground,
});

describe('spectrum-banded-silhouette band colours', () => {
  it.each([
    { case: 'one requested colour (teal)', p: palette('#008080'), requested: ['primary'] as InkRole[], from: '#008080' },
    {
      case: 'nothing requested (auto)',
      p: palette('#22891D', '#FFFFFF', '#927200', '#DF7B0A'),
      requested: [] as InkRole[],
      from: '#22891D',
    },
    { case: 'a requested pale ground (lavender)', p: palette('#057A02', '#E6E6FA'), requested: ['ground'] as InkRole[], from: '#8F7FD0' },
  ])('$case: tints and shades of that one colour, each readable on the ground', ({ p, requested, from }) => {
    for (const count of [2, 3, 4, 6]) {
      const bands = planBands(p, requested, count);
      expect(bands.length).toBeGreaterThanOrEqual(2);
      expect(bands.length).toBeLessThanOrEqual(4);
      for (const band of bands) {
        expect(hueGap(band.hex, from)).toBeLessThan(15);
        expect(contrastRatio(band.hex, p.ground)).toBeGreaterThanOrEqual(3);
      }
      // Neighbours read as two bands: light at the top, deeper below.
      for (let i = 1; i < bands.length; i++) expect(lightness(bands[i - 1]!.hex) - lightness(bands[i]!.hex)).toBeGreaterThan(0.06);
    }
  });

  it('two requested colours: the first on top, then the second, never a designer default', () => {
    const p = palette('#B87333', '#FFFFFF', '#000080', '#47A840');
    const bands = planBands(p, ['primary', 'secondary'], 4);
    expect(bands.map((b) => b.of)).toEqual(['primary', 'primary', 'secondary', 'secondary']);
    expect(bands.some((b) => sameColour(b.hex, '#B87333'))).toBe(true);
    expect(bands.some((b) => sameColour(b.hex, '#000080'))).toBe(true);
    for (const band of bands) expect(contrastRatio(band.hex, p.ground)).toBeGreaterThanOrEqual(3);
  });

  it('a near-black requested colour keeps the base and its neighbour is a visible grey, not another black', () => {
    const bands = planBands(palette('#000000', '#FFFFFF', '#FF0000'), ['primary', 'secondary'], 3);
    expect(bands.map((b) => b.of)).toEqual(['primary', 'primary', 'secondary']);
    expect(lightness(bands[0]!.hex) - lightness(bands[1]!.hex)).toBeGreaterThan(0.25);
  });

  it('the mark paints only tones of the requested colour and has a one-ink version', () => {
    const brief = { brandName: 'Mara Veterinary', industry: 'veterinary clinic', oneLiner: 'Cat and dog care in the suburbs' };
    const ctx: MarkContext = {
      ...createFixtureContext({ designerId: 'rob-janoff', brief }),
      palette: palette('#008080'),
      requestedInks: ['primary'],
    };
    const mark = buildMark(ctx, 'spectrum-banded-silhouette');
    expect(mark.layers.length).toBeGreaterThanOrEqual(2);
    expect(mark.layers.length).toBeLessThanOrEqual(4);
    for (const layer of mark.layers) expect(layer.tone?.of).toBe('primary');
    expect(mark.monoLayers).toHaveLength(1);
  });

  it('a fintech that asked for "auto" gets bands of its primary only, readable in the logo and the app icon', () => {
    const design = designBrand(
      { brandName: 'Quantix', industry: 'fintech', oneLiner: 'Payroll API for startups', desiredColors: 'auto' },
      'rob-janoff',
      3,
    );
    expect(design.archetype).toBe('spectrum-banded-silhouette');
    const fillsOf = (svg: string) => [...(svg.match(/<g[^>]*>(.*?)<\/g>/)?.[1] ?? '').matchAll(/fill="([^"]+)"/g)].map((m) => m[1]!);
    const bands = fillsOf(design.logos.primary);
    expect(bands.length).toBeGreaterThanOrEqual(2);
    for (const fill of bands) {
      expect(hueGap(fill, design.palette.primary)).toBeLessThan(15);
      expect(contrastRatio(fill, design.palette.light)).toBeGreaterThanOrEqual(3);
    }
    const icon = [...design.logos.icon.matchAll(/fill="([^"]+)"/g)].map((m) => m[1]!);
    for (const fill of icon.slice(1)) expect(contrastRatio(fill, icon[0]!)).toBeGreaterThanOrEqual(3);
  });
});
