/**
 * Faithful colour: a requested colour keeps its OKLCH hue (within 10°) and its class (a pastel stays pastel where
 * it carries the ground or the mark) in the primary logo's own fills, while the name stays readable (4.5:1) and
 * the mark's colours stand out from the ground (3:1). Contrast is met by role, ground and lightness, never by hue.
 */
import { converter } from 'culori';
import { describe, expect, it } from 'vitest';
import { parseDesiredColors } from '../brief/desired-colors';
import { DESIGNER_IDS } from '../dna/index';
import { buildCandidate, NO_REPAIR } from '../integrate/candidate';
import { getFontSource } from '../node/index';
import { seedFor } from '../random/hash';
import { contrastRatio } from './wcag-contrast';

const toOklch = converter('oklch');
const lch = (hex: string) => toOklch(hex) ?? { mode: 'oklch' as const, l: 0, c: 0, h: 0 };
const fonts = getFontSource();

const BRIEF = { brandName: 'Halcyon Ferry', industry: 'transport', oneLiner: 'Electric ferries for island commuters' };

function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

function fillsOf(svg: string): string[] {
  return [...new Set([...svg.matchAll(/fill="(#[0-9A-Fa-f]{6})"/g)].map((m) => (m[1] as string).toUpperCase()))];
}

/** A fill that shows the requested colour: same hue (±10°) and class, or for greys and blacks the same lightness. */
function honours(fill: string, wanted: string): boolean {
  const f = lch(fill);
  const w = lch(wanted);
  if (w.c < 0.03) return f.c < 0.05 && Math.abs(f.l - w.l) <= 0.12;
  const pastel = w.l >= 0.8 && w.c <= 0.12;
  return f.c >= Math.max(0.02, 0.5 * w.c) && hueDistance(f.h ?? 0, w.h ?? 0) <= 10 && (!pastel || f.l >= 0.78);
}

function design(desiredColors: string, designerId: string, seed?: number) {
  const brief = { ...BRIEF, desiredColors };
  return buildCandidate({ brief, designerId, seed: seed ?? seedFor(brief.brandName, designerId, 0), variant: 0, fonts }, NO_REPAIR);
}

function expectFaithful(desiredColors: string, designerId: string, seed?: number): void {
  const candidate = design(desiredColors, designerId, seed);
  const fills = fillsOf(candidate.design.logos.primary);
  const requests = parseDesiredColors(desiredColors).colors;
  // A logo drawn in one ink on its ground (a one-colour wordmark) can show the ground and one requested ink, the lead.
  const inkFills = fills.filter((f) => f !== candidate.inks.groundFill);
  const lead = requests.find((r) => r.hex !== candidate.inks.light);
  const shown = inkFills.length === 1 ? requests.filter((r) => r === lead || r.hex === candidate.inks.light) : requests;
  for (const wanted of shown) {
    expect(
      fills.some((f) => honours(f, wanted.hex)),
      `${designerId} "${desiredColors}": ${wanted.input} ${wanted.hex} not in ${fills.join(' ')}`,
    ).toBe(true);
  }
  const { inks } = candidate;
  expect(contrastRatio(inks.wordmark, inks.light), `${designerId} name ${inks.wordmark} on ${inks.light}`).toBeGreaterThanOrEqual(4.5);
  for (const role of ['primary', 'secondary', 'accent', 'ink'] as const) {
    if (!candidate.mark.layers.some((l) => l.ink === role)) continue;
    expect(contrastRatio(inks[role], inks.light), `${designerId} mark ${role} ${inks[role]} on ${inks.light}`).toBeGreaterThanOrEqual(3);
  }
  const palette = candidate.design.palette;
  for (const wanted of parseDesiredColors(desiredColors).colors) {
    expect(
      palette.colors.some((c) => c.requested === wanted.input),
      `${designerId} "${desiredColors}": no palette role records ${wanted.input}`,
    ).toBe(true);
  }
}

/** 36 requests: paint-chip words, CSS names, modifiers, hex, pairs and a pastel or two. */
const REQUESTS = [
  'mint, coral',
  'sand',
  'sage and terracotta',
  '#1e90ff',
  'burgundy, cream',
  'saffron',
  'blush',
  'charcoal',
  'teal',
  'navy',
  'forest',
  'mustard',
  'ochre',
  'rust',
  'cream, navy',
  'lavender',
  'plum',
  'olive',
  'slate',
  'peach',
  'gold',
  'copper',
  'emerald',
  'cobalt',
  'ivory and forest green',
  'yellow',
  'light blue',
  'dark green',
  'pale pink',
  'deep purple',
  'muted teal',
  'bright orange',
  '#abc',
  '#ff6600',
  'black and red',
  'navy, teal and gold',
];

describe('requested colours in the primary logo', () => {
  it.each(REQUESTS.map((request, i) => [request, DESIGNER_IDS[i % DESIGNER_IDS.length] as string]))(
    '"%s" with %s: hue kept, name readable, mark visible, request recorded',
    (request, designerId) => {
      expectFaithful(request, designerId);
    },
  );

  it.each(['mint, coral', 'sand', 'sage and terracotta', '#1e90ff', 'burgundy, cream'])('"%s" across all 20 designers', (request) => {
    for (const id of DESIGNER_IDS) expectFaithful(request, id);
  });

  it.each(['paul-rand', 'saul-bass', 'rob-janoff', 'sagi-haviv', 'walter-landor'])('"mint, coral" with %s over seeds 1–4', (id) => {
    for (const seed of [1, 2, 3, 4]) expectFaithful('mint, coral', id, seed);
  });

  it('a pastel that cannot carry a mark on white carries the ground, drawn behind the primary logo', () => {
    const candidate = design('mint, coral', 'paul-rand');
    expect(candidate.inks.light).toBe('#AAF0D1');
    expect(candidate.inks.groundFill).toBe('#AAF0D1');
    expect(candidate.design.logos.primary).toContain('fill="#AAF0D1"');
    expect(candidate.design.palette.colors.find((c) => c.role === 'background')).toMatchObject({ requested: 'mint', hex: '#AAF0D1' });
  });

  it('a colour too light for text keeps its hue in the mark and the name takes a darker partner', () => {
    const candidate = design('#1e90ff', 'sagi-haviv');
    const primary = lch(candidate.design.palette.primary);
    expect(hueDistance(primary.h ?? 0, lch('#1E90FF').h ?? 0)).toBeLessThan(3);
    expect(contrastRatio(candidate.inks.wordmark, candidate.inks.light)).toBeGreaterThanOrEqual(4.5);
  });

  it('sand never turns olive: it stays sand as the ground', () => {
    const candidate = design('sand', 'massimo-vignelli');
    const ground = lch(candidate.inks.light);
    expect(hueDistance(ground.h ?? 0, lch('#C2B280').h ?? 0)).toBeLessThan(2);
    expect(Math.abs(ground.l - lch('#C2B280').l)).toBeLessThan(0.01);
  });
});
