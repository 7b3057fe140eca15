/**
 * striped-mark and its variants: letters or shapes cut by parallel knock-out bars (uniform or
 * sine-volume), parallel-stripe-initial, globe-arcs, spectrum-marquee, tail-fin-letter,
 * spectrum-banded-silhouette (designer-dna.md §1, §5).
 */
import { converter, differenceEuclidean } from 'culori';
import { contrastRatio, isYellowish, oklchToHex } from '../../color';
import { degrees, degreesToRadians, matrixRotate, type Point, ringsTransform } from '../../geometry';
import {
  circlePath,
  polygonPath,
  type Region,
  rectPath,
  regionFromPath,
  regionIntersect,
  regionSubtract,
  regionToPath,
  regionUnion,
  roundedRectPath,
} from '../../path';
import { capitalFirst, withArticle } from '../../strategy/grammar';
import { iconModifier } from '../../strategy/icon-nouns';
import { type DraftLayer, finishMark } from '../draft';
import { iconRegion, pickIcon } from '../icon-pick';
import { firstInitial, fitMatrix, placedRegion, setLetters } from '../letters';
import { chooseFamily, countInRange, valueInRange } from '../params';
import type { InkRole, InkTone, Mark, MarkContext } from '../types';

const BAND_INKS: InkRole[] = ['primary', 'secondary', 'accent', 'ink'];

function boundsOf(region: Region): { minX: number; minY: number; maxX: number; maxY: number } {
  const pts = region.flat();
  return {
    minX: Math.min(...pts.map((p) => p.x)),
    minY: Math.min(...pts.map((p) => p.y)),
    maxX: Math.max(...pts.map((p) => p.x)),
    maxY: Math.max(...pts.map((p) => p.y)),
  };
}

/** A solid figure or a sphere sliced by bars; the outermost bars are ink so the outline stays closed. */
export function buildStripedMark(ctx: MarkContext, archetype: string): Mark {
  switch (archetype) {
    case 'globe-arcs':
      return buildGlobeArcs(ctx, archetype);
    case 'spectrum-marquee':
      return buildSpectrumMarquee(ctx, archetype);
    case 'tail-fin-letter':
      return buildTailFin(ctx, archetype);
    case 'spectrum-banded-silhouette':
      return buildBandedSilhouette(ctx, archetype);
    default:
      break;
  }
  // Bars with gaps between them break what they cut into pieces that misread: letters become blocks ("?" for a P) and
  // read as the striped computer-maker initials (guardrails.ts, striped-letters), and a pictogram's peaks, faces and
  // keys become floating bars (seen in review: a shredded mountain, a baby's face, a calculator). The plain striped
  // mark draws nothing, so the designer's next idea is drawn; the banded and globe forms above keep their shapes whole.
  throw new Error('bars with gaps shred the letters or the figure they cut');
}

/** A globe of curved meridians: a disc minus nested lens-shaped gaps. */
const GLOBE_FAMILIES = ['upright', 'tilted', 'rising'] as const;
const GLOBE_WORDS: Record<(typeof GLOBE_FAMILIES)[number], string> = {
  upright: 'A globe drawn by curved meridian cuts through a solid disc: international in one shape.',
  tilted: 'A globe turned on its axis, its meridians cut through a solid disc: a world in motion.',
  rising: 'A globe whose meridians rise over a solid base: a world coming up like the sun.',
};

function buildGlobeArcs(ctx: MarkContext, archetype: string): Mark {
  const family = chooseFamily(ctx, 'globe.family', GLOBE_FAMILIES);
  const meridians = Math.max(2, countInRange(ctx, 'globe.meridians', [2, 4]));
  const r = 400;
  const center: Point = { x: 500, y: 500 };
  let region: Region = regionFromPath(circlePath(center, r));
  const gapW = r * valueInRange(ctx, 'globe.gap', [0.06, 0.09]);
  const upper = regionFromPath(rectPath(0, 0, 1000, center.y));
  for (let i = 1; i <= meridians; i++) {
    // Each meridian is the ring between two ellipses of slightly different width.
    const rx = (r * i) / (meridians + 0.6);
    const outer = regionFromPath(`${ellipse(center, rx + gapW / 2, r + 2)}`);
    const inner = regionFromPath(`${ellipse(center, Math.max(1, rx - gapW / 2), r + 2)}`);
    const ring = regionSubtract(outer, inner);
    region = regionSubtract(region, family === 'rising' ? regionIntersect(ring, upper) : ring);
  }
  const equator = regionFromPath(rectPath(center.x - r - 5, center.y - gapW / 2, 2 * r + 10, gapW));
  region = regionSubtract(region, equator);
  if (family === 'tilted') {
    const tilt = valueInRange(ctx, 'globe.tilt', [15, 25]);
    region = ringsTransform(region, matrixRotate(degreesToRadians(degrees(-tilt)), center));
  }
  return finishMark(archetype, 'striped-mark', [{ d: regionToPath(region), ink: 'primary' }], {
    description: GLOBE_WORDS[family],
    hasText: false,
  });
}

function ellipse(c: Point, rx: number, ry: number): string {
  return `M${c.x - rx} ${c.y}A${rx} ${ry} 0 1 0 ${c.x + rx} ${c.y}A${rx} ${ry} 0 1 0 ${c.x - rx} ${c.y}Z`;
}

/** Vertical colour bands in a rounded marquee, each band one ink. */
function buildSpectrumMarquee(ctx: MarkContext, archetype: string): Mark {
  const bands = Math.max(3, countInRange(ctx, 'marquee.bands', [3, 4]));
  const width = 900;
  const height = 420;
  const frame = regionFromPath(roundedRectPath(50, 290, width, height, height * 0.18));
  const bandW = width / bands;
  const layers: DraftLayer[] = Array.from({ length: bands }, (_, i) => ({
    d: regionToPath(regionIntersect(frame, regionFromPath(rectPath(50 + i * bandW, 280, bandW + (i < bands - 1 ? 1 : 0), height + 20)))),
    ink: BAND_INKS[i % BAND_INKS.length]!,
  }));
  return finishMark(archetype, 'striped-mark', layers, {
    description: `A marquee of ${bands} vertical colour bands, a signboard that stays legible from across the street.`,
    hasText: false,
    features: { stripeCount: bands },
  });
}

/** A tail fin (swept parallelogram) clipped by 2–3 bands, carrying the initial knocked out. */
function buildTailFin(ctx: MarkContext, archetype: string): Mark {
  // Swept back like a fin, its tip aft of its root: a fin tapering evenly to a centred tip is an A-frame, and the
  // initial in it read as an A at 16 px (Landor's F, twenty-ninth review).
  const fin = regionFromPath(
    polygonPath([
      { x: 520, y: 120 },
      { x: 860, y: 120 },
      { x: 800, y: 880 },
      { x: 100, y: 880 },
    ]),
  );
  const bands = Math.max(2, countInRange(ctx, 'fin.bands', [2, 3]));
  const layers: DraftLayer[] = [];
  const bandH = 760 / bands;
  const letters = setLetters(ctx, archetype, firstInitial(ctx), { role: 'display', size: 400, weight: 800 });
  const letter = placedRegion(letters, fitMatrix(letters.box, { x: 540, y: 560 }, 360, 360));
  for (let i = 0; i < bands; i++) {
    const band = regionIntersect(fin, regionFromPath(rectPath(0, 120 + i * bandH, 1000, bandH + (i < bands - 1 ? 1 : 0))));
    layers.push({ d: regionToPath(regionSubtract(band, letter)), ink: BAND_INKS[i % BAND_INKS.length]!, fillRule: 'evenodd' });
  }
  return finishMark(archetype, 'striped-mark', layers, {
    description: `A swept tail fin in ${bands} colour bands carrying the initial, speed and heritage in one emblem.`,
    hasText: true,
    features: { letters: firstInitial(ctx), stripeCount: bands },
  });
}

/** Band count drawn when the DNA gives none: a designer dresses a silhouette in a few bands, not a rainbow. */
const BAND_COUNT: readonly [number, number] = [3, 4];
const MAX_BANDS = 4;
/** OKLCH lightness between neighbouring bands of one colour: enough to read as two bands, not so much they jump. */
const BAND_STEP = 0.12;
const MIN_BAND_STEP = 0.07;
/** Darkest band (OKLCH L): below it a shade turns to black mud. */
const DEEPEST_BAND_L = 0.28;
const LIGHTEST_BAND_L = 0.95;
/** Each band keeps the figure readable on its ground, with a little margin over 3:1. */
const BAND_CONTRAST = 3.2;
/** A shade drawn from a pale ground colour (lavender) gets this much chroma so it reads as the colour, not grey. */
const GROUND_SHADE_CHROMA = 0.09;
const SAME_COLOUR_DISTANCE = 0.08;
/** Furthest a band moves from its colour in OKLCH lightness; yellows turn olive when darkened, so they barely move. */
const MAX_TONE_MOVE = 0.36;
const YELLOW_TONE_MOVE = 0.12;

const toOklch = converter('oklch');
const oklabDistance = differenceEuclidean('oklab');

/** One band's colour: a tint or shade of a palette role, and the colour it paints on the palette's ground. */
export interface BandTone extends InkTone {
  hex: string;
}

interface BandSource {
  of: InkRole;
  hex: string;
  minChroma: number;
}

/**
 * The colours the bands are drawn from: the requested inks in role order (one of each colour), else a chromatic
 * requested ground (its shades), else the primary alone.
 */
function bandSources(palette: MarkContext['palette'], requested: readonly InkRole[]): BandSource[] {
  const sources: BandSource[] = [];
  for (const role of ['primary', 'secondary', 'accent'] as const) {
    const hex = palette[role];
    if (requested.includes(role) && sources.every((s) => oklabDistance(s.hex, hex) > SAME_COLOUR_DISTANCE))
      sources.push({ of: role, hex, minChroma: 0 });
  }
  // A pale requested ground (lavender) lends its shades; a yellow one would lend only olives, so the primary leads.
  const ground = palette.ground;
  if (sources.length === 0 && requested.includes('ground') && (toOklch(ground)?.c ?? 0) >= 0.02 && !isYellowish(ground))
    sources.push({ of: 'ground', hex: ground, minChroma: GROUND_SHADE_CHROMA });
  if (sources.length === 0) sources.push({ of: 'primary', hex: palette.primary, minChroma: 0 });
  return sources.slice(0, MAX_BANDS);
}

/** The lightness span in which a colour of this hue reads on the ground: the run of passing lightness nearest its own. */
function readableSpan(source: BandSource, ground: string): { lo: number; hi: number; own: number } | null {
  const lch = toOklch(source.hex) ?? { l: 0.5, c: 0, h: 0 };
  const c = Math.max(lch.c ?? 0, source.minChroma);
  const runs: Array<{ lo: number; hi: number }> = [];
  for (let i = Math.round(DEEPEST_BAND_L * 100); i <= Math.round(LIGHTEST_BAND_L * 100); i++) {
    const l = i / 100;
    if (contrastRatio(oklchToHex(l, c, lch.h), ground) < BAND_CONTRAST) continue;
    const last = runs[runs.length - 1];
    if (last && Math.abs(last.hi - (l - 0.01)) < 1e-6) last.hi = l;
    else runs.push({ lo: l, hi: l });
  }
  const distance = (run: { lo: number; hi: number }) => (lch.l < run.lo ? run.lo - lch.l : lch.l > run.hi ? lch.l - run.hi : 0);
  // A requested colour deeper than the floor (navy, black) still reads: its own run reaches down to it.
  const deepest = runs[0];
  if (deepest && lch.l < deepest.lo && Math.abs(deepest.lo - DEEPEST_BAND_L) < 1e-6 && contrastRatio(source.hex, ground) >= BAND_CONTRAST)
    deepest.lo = lch.l;
  const run = runs.sort((a, b) => distance(a) - distance(b))[0];
  if (!run) return null;
  // A colour that reads as it is stays near itself: the bands are its tints and shades, not other colours.
  if (distance(run) > 0) return { ...run, own: lch.l };
  const move = isYellowish(source.hex) ? YELLOW_TONE_MOVE : MAX_TONE_MOVE;
  return { lo: Math.max(run.lo, lch.l - move), hi: Math.min(run.hi, lch.l + move), own: lch.l };
}

/**
 * A block of `count` bands of one colour, lightest at the top, one step apart; the colour itself is one of them when
 * it reads on the ground (a requested colour shows as asked), else the block starts from the nearest readable shade.
 */
function bandBlock(source: BandSource, count: number, ground: string): BandTone[] {
  const span = readableSpan(source, ground);
  if (!span) return [];
  const anchor = Math.min(span.hi, Math.max(span.lo, span.own));
  // The widest step (up to BAND_STEP) at which `fits` bands hold the anchor at index j inside the span.
  const stepFor = (fits: number, j: number) => {
    const up = j > 0 ? (span.hi - anchor) / j : Number.POSITIVE_INFINITY;
    const down = fits - 1 - j > 0 ? (anchor - span.lo) / (fits - 1 - j) : Number.POSITIVE_INFINITY;
    return Math.min(BAND_STEP, up, down);
  };
  // As many bands as asked for that keep MIN_BAND_STEP apart; the anchor as central as that allows.
  let fits = Math.max(1, count);
  let best = { j: 0, step: 0 };
  for (; fits > 1; fits--) {
    const options = Array.from({ length: fits }, (_, j) => ({ j, step: stepFor(fits, j) })).filter((o) => o.step >= MIN_BAND_STEP);
    const centre = (fits - 1) / 2;
    const chosen = options.sort((a, b) => b.step - a.step || Math.abs(a.j - centre) - Math.abs(b.j - centre))[0];
    if (chosen) {
      best = chosen;
      break;
    }
  }
  const { j, step } = best;
  const top = anchor + step * j;
  let levels = Array.from({ length: fits }, (_, k) => top - step * k);
  // Near black, equal steps cannot be told apart (L 0.12 over black): the colour keeps the base, the others start
  // one full step above the floor.
  if (anchor < DEEPEST_BAND_L && fits > 1) {
    const floor = DEEPEST_BAND_L + MIN_BAND_STEP;
    const rise = fits > 2 ? Math.min(BAND_STEP, (span.hi - floor) / (fits - 2)) : 0;
    levels = [...Array.from({ length: fits - 1 }, (_, k) => floor + rise * (fits - 2 - k)), anchor];
  }
  const lch = toOklch(source.hex) ?? { l: 0.5, c: 0, h: 0 };
  return levels.map((level) => {
    const dl = Math.round((level - span.own) * 1000) / 1000;
    const hex = dl === 0 && source.minChroma === 0 ? source.hex : oklchToHex(lch.l + dl, Math.max(lch.c ?? 0, source.minChroma), lch.h);
    const tone: BandTone = { of: source.of, dl, hex };
    return source.minChroma > 0 ? { ...tone, minChroma: source.minChroma } : tone;
  });
}

/**
 * The band colours of a banded silhouette, top to bottom: tints and shades of the requested colours (the primary's
 * when none was asked for), each at 3:1 or more on the ground, `count` in all (2–4), the first requested colour first.
 */
export function planBands(palette: MarkContext['palette'], requested: readonly InkRole[], count: number): BandTone[] {
  const sources = bandSources(palette, requested);
  const total = Math.max(sources.length, Math.min(MAX_BANDS, Math.max(2, count)));
  return sources.flatMap((source, i) => {
    const size = Math.floor(total / sources.length) + (i < total % sources.length ? 1 : 0);
    return bandBlock(source, size, palette.ground);
  });
}

/**
 * A pictogram silhouette filled with a few flat horizontal bands of the brand's own colours, no gaps: tints and
 * shades of the requested colours (designer-dna.md §2.6, spectrum-banded-silhouette), never a borrowed rainbow.
 */
function buildBandedSilhouette(ctx: MarkContext, archetype: string): Mark {
  const icon = pickIcon(ctx, 'banded', { forSilhouette: true });
  const shape = ringsTransform(iconRegion(icon, 40), fitMatrix({ minX: 0, minY: 0, maxX: 256, maxY: 256 }, { x: 500, y: 500 }, 860, 860));
  const solid = regionUnion(shape);
  const box = boundsOf(solid);
  const tones = planBands(
    ctx.palette,
    ctx.requestedInks ?? [],
    countInRange(ctx, 'banded.count', ctx.dna.geometry.stripes?.count ?? BAND_COUNT),
  );
  const bands = Math.max(1, tones.length);
  const bandH = (box.maxY - box.minY) / bands;
  const layers: DraftLayer[] = tones.map(({ hex: _hex, ...tone }, i) => ({
    d: regionToPath(
      regionIntersect(solid, regionFromPath(rectPath(box.minX - 5, box.minY + i * bandH, box.maxX - box.minX + 10, bandH + 0.5))),
    ),
    ink: 'primary',
    fillRule: 'evenodd' as const,
    tone,
  }));
  const colours = new Set(tones.map((t) => t.of)).size;
  return finishMark(archetype, 'striped-mark', layers.length > 0 ? layers : [{ d: regionToPath(solid), ink: 'primary' }], {
    description: `${capitalFirst(withArticle(`${iconModifier(icon.name)} silhouette`))} in ${bands} flat bands, tints and shades of ${colours > 1 ? 'the brand colours' : 'the brand colour'}: one friendly shape with colour as its personality.`,
    hasText: false,
    // One ink: the whole silhouette, so the monochrome and reversed versions show the figure, not stripes.
    mono: [{ d: regionToPath(solid), ink: 'primary', fillRule: 'evenodd' }],
    features: { icons: [icon.name], stripeCount: bands },
  });
}
