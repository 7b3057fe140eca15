/**
 * single-stroke-gesture: one closed, tapered, filled sweep (designer-dna.md §1): thickness peaks at
 * 25–40 % of the length and falls to a sharp tip; the sweep rises 15–30°. Anti-copy rule (§0): the
 * spine starts at its lowest point, so the sweep never forms a check with a hooked tail.
 * Variants: gesture-with-italic-wordmark (same mark), gesture-letter (the sweep under the initial).
 * The anti-copy rule also asks to vary the family, so the seed picks one of three: the tapered sweep,
 * a comet (thin tail into a round head) or a crescent arc (pointed at both ends).
 */
import { degrees, degreesToRadians, matrixRotate, type Point, pointTransform, ringsTransform } from '../../geometry';
import { createPath, type Region, regionFromPath, regionSubtract, regionToPath, regionUnion } from '../../path';
import { type DraftLayer, finishMark } from '../draft';
import { measureGesture } from '../guardrails';
import { firstInitial, fitMatrix, placedRegion, setLetters } from '../letters';
import { chooseFamily, moduleBlock, readNumber, readRange, valueInRange } from '../params';
import type { Mark, MarkContext } from '../types';

const SAMPLES = 48;

/** The gesture's family: the thickness profile along its spine. */
export type GestureFamily = 'sweep' | 'comet' | 'arc';

const FAMILIES: readonly GestureFamily[] = ['sweep', 'comet', 'arc'];

export interface SweepParams {
  family: GestureFamily;
  length: number;
  riseDeg: number;
  /** Peak thickness ÷ length. */
  peak: number;
  /** Where the peak sits along the length (0–1). */
  peakAt: number;
  /** Belly sag of the spine ÷ length. */
  sag: number;
  /** Heel (tail) thickness ÷ length. */
  heel: number;
  /** Share of the thickness below the spine (the belly). */
  belly: number;
}

/** Hook allowed before the sweep is redrawn; the guard refuses 0.12, this keeps a margin. */
const MAX_HOOK = 0.07;

/** Where a comet's round head begins, as a share of the length. */
const COMET_NECK = 0.74;

function thicknessAt(s: number, p: SweepParams): number {
  if (p.family === 'comet') {
    // The tail swells toward the head and levels off there, so the half-round cap joins without a kink.
    if (s <= COMET_NECK) return p.heel + (p.peak - p.heel) * Math.sin((Math.PI / 2) * (s / COMET_NECK)) ** 1.6;
    const t = (s - COMET_NECK) / (1 - COMET_NECK);
    return p.peak * Math.sqrt(Math.max(0, 1 - t * t));
  }
  // A crescent: thickest in the middle, pointed at both ends.
  if (p.family === 'arc') return p.peak * Math.sin(Math.PI * s) ** 0.85;
  if (s <= p.peakAt) return p.heel + (p.peak - p.heel) * Math.sin((Math.PI / 2) * (s / p.peakAt));
  // Past the peak the sweep thins to a sharp tip (cosine taper, slightly sharpened by the power).
  return p.peak * Math.cos((Math.PI / 2) * ((s - p.peakAt) / (1 - p.peakAt))) ** 1.2;
}

/** The sweep outline as a polygon in a frame where the tail is at the origin. */
export function sweepOutline(p: SweepParams): Point[] {
  const L = p.length;
  const spine = (s: number): Point => ({ x: s * L, y: 4 * p.sag * L * s * (1 - s) });
  const normal = (s: number): Point => {
    const dy = 4 * p.sag * L * (1 - 2 * s);
    const len = Math.hypot(L, dy);
    return { x: -dy / len, y: L / len };
  };
  const lower: Point[] = [];
  const upper: Point[] = [];
  // Comets and arcs end in a round cap or a point: cosine spacing puts more samples at the ends.
  const spaced = p.family !== 'sweep';
  for (let i = 0; i <= SAMPLES; i++) {
    const s = spaced ? (1 - Math.cos((Math.PI * i) / SAMPLES)) / 2 : i / SAMPLES;
    const c = spine(s);
    const n = normal(s);
    const w = thicknessAt(s, p) * L;
    // The belly carries most of the weight, like a brush pressed down on the downstroke.
    lower.push({ x: c.x + n.x * w * p.belly, y: c.y + n.y * w * p.belly });
    upper.push({ x: c.x - n.x * w * (1 - p.belly), y: c.y - n.y * w * (1 - p.belly) });
  }
  const rotate = matrixRotate(degreesToRadians(degrees(-p.riseDeg)));
  return [...lower, ...upper.reverse().slice(0, -1)].map((pt) => pointTransform(pt, rotate));
}

function sweepParams(ctx: MarkContext, family: GestureFamily): SweepParams {
  const block = moduleBlock(ctx, 'gesture');
  const sweep: SweepParams = {
    family,
    length: 1000,
    riseDeg: valueInRange(ctx, 'gesture.rise', readRange(block, 'rise', [15, 30])),
    peak: valueInRange(ctx, 'gesture.peak', readRange(block, 'peakThickness', [0.16, 0.25])),
    peakAt: valueInRange(ctx, 'gesture.peakAt', readRange(block, 'peakAt', [0.25, 0.4])),
    sag: valueInRange(ctx, 'gesture.sag', readRange(block, 'dip', [0.05, 0.1])),
    heel: readNumber(block, 'heelRadius', 0.04),
    belly: 0.62,
  };
  // A comet flies almost straight, its weight even about the spine; an arc bows upward over its chord.
  if (family === 'comet') return { ...sweep, peak: sweep.peak * 1.1, sag: sweep.sag * 0.3, heel: sweep.heel * 0.5, belly: 0.5 };
  if (family === 'arc') return { ...sweep, peak: sweep.peak * 0.75, sag: -valueInRange(ctx, 'gesture.arch', [0.12, 0.18]), belly: 0.5 };
  return sweep;
}

const FAMILY_DESCRIPTIONS: Record<GestureFamily, (riseDeg: number) => string> = {
  sweep: (rise) => `One tapered sweep rising at ${rise}°, motion drawn in a single stroke.`,
  comet: (rise) => `A comet: a thin tail rising at ${rise}° into a round head, speed drawn in a single stroke.`,
  arc: (rise) => `One crescent arc rising at ${rise}°, pointed at both ends, a single bow of motion.`,
};

/**
 * The anti-copy rule: when the belly would dip into a hook (a check shape), first flatten the sag,
 * then move weight above the spine — deterministic steps back toward a plain rising sweep.
 */
function avoidHook(params: SweepParams): Point[] {
  const attempts: SweepParams[] = [
    params,
    { ...params, sag: params.sag / 2 },
    { ...params, sag: 0, belly: 0.5 },
    { ...params, sag: 0, belly: 0.35 },
  ];
  for (const attempt of attempts) {
    const outline = sweepOutline(attempt);
    if (measureGesture(sweepPath(outline)).hookDepth <= MAX_HOOK) return outline;
  }
  return sweepOutline(attempts[attempts.length - 1]!);
}

function sweepPath(points: readonly Point[]): string {
  const [first, ...rest] = points;
  const path = createPath().moveTo(first!);
  for (const p of rest) path.lineTo(p);
  return path.close().toString();
}

export function buildGesture(ctx: MarkContext, archetype: string): Mark {
  // The letter variant keeps the sweep: it is the underline the initial rides on.
  if (archetype === 'gesture-letter') return buildGestureLetter(ctx, archetype, avoidHook(sweepParams(ctx, 'sweep')));
  // The lockup variant starts one family on, so a plain gesture and its lockup met in consecutive takes differ.
  const shift = archetype === 'gesture-with-italic-wordmark' && ctx.take !== undefined ? 1 : 0;
  const family = chooseFamily({ ...ctx, take: ctx.take === undefined ? undefined : ctx.take + shift }, 'gesture.family', FAMILIES);
  const params = sweepParams(ctx, family);
  const d = sweepPath(avoidHook(params));
  return finishMark(archetype, 'single-stroke-gesture', [{ d, ink: 'primary' }], {
    description: FAMILY_DESCRIPTIONS[family](Math.round(params.riseDeg)),
    hasText: false,
    features: { gesture: measureGesture(d) },
  });
}

/** The initial with the sweep running under it; a gap separates them so both read at small sizes. */
function buildGestureLetter(ctx: MarkContext, archetype: string, outline: Point[]): Mark {
  const text = firstInitial(ctx);
  const letters = setLetters(ctx, archetype, text, { role: 'display', size: 400, weight: 800, obliqueDeg: 10 });
  const letter = placedRegion(letters, fitMatrix(letters.box, { x: 540, y: 400 }, 520, 520));
  const sweep: Region = ringsTransform(regionFromPath(sweepPath(outline)), [0.95, 0, 0, 0.95, 40, 760]);
  const halo = ringsTransform(regionFromPath(sweepPath(outline)), [0.95, 0, 0, 0.95, 40, 730]);
  const layers: DraftLayer[] = [
    { d: regionToPath(regionSubtract(letter, regionUnion(halo, sweep))), ink: 'ink', fillRule: 'evenodd' },
    { d: regionToPath(sweep), ink: 'primary', fillRule: 'evenodd' },
  ];
  return finishMark(archetype, 'single-stroke-gesture', layers, {
    description: `The initial ${text} carried by one tapered sweep, a signature and a motion line at once.`,
    hasText: true,
    features: { letters: text, gesture: measureGesture(regionToPath(sweep)) },
  });
}
