/**
 * single-stroke-gesture: one closed, tapered, filled sweep (designer-dna.md §1): thickness peaks at
 * 25–40 % of the length and falls to a sharp tip; the sweep rises 15–30°. Anti-copy rule (§0): the
 * spine starts at its lowest point, so the sweep never forms a check with a hooked tail.
 * Variants: gesture-with-italic-wordmark (same mark), gesture-letter (the sweep under the initial).
 */
import { degrees, degreesToRadians, matrixRotate, type Point, pointTransform, ringsTransform } from '../../geometry';
import { createPath, type Region, regionFromPath, regionSubtract, regionToPath, regionUnion } from '../../path';
import { type DraftLayer, finishMark } from '../draft';
import { measureGesture } from '../guardrails';
import { firstInitial, fitMatrix, placedRegion, setLetters } from '../letters';
import { moduleBlock, readNumber, readRange, valueInRange } from '../params';
import type { Mark, MarkContext } from '../types';

const SAMPLES = 48;

export interface SweepParams {
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

function thicknessAt(s: number, p: SweepParams): number {
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
  for (let i = 0; i <= SAMPLES; i++) {
    const s = i / SAMPLES;
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

function sweepParams(ctx: MarkContext): SweepParams {
  const block = moduleBlock(ctx, 'gesture');
  return {
    length: 1000,
    riseDeg: valueInRange(ctx, 'gesture.rise', readRange(block, 'rise', [15, 30])),
    peak: valueInRange(ctx, 'gesture.peak', readRange(block, 'peakThickness', [0.16, 0.25])),
    peakAt: valueInRange(ctx, 'gesture.peakAt', readRange(block, 'peakAt', [0.25, 0.4])),
    sag: valueInRange(ctx, 'gesture.sag', readRange(block, 'dip', [0.05, 0.1])),
    heel: readNumber(block, 'heelRadius', 0.04),
    belly: 0.62,
  };
}

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
  const params = sweepParams(ctx);
  const outline = avoidHook(params);
  if (archetype === 'gesture-letter') return buildGestureLetter(ctx, archetype, outline);
  const d = sweepPath(outline);
  return finishMark(archetype, 'single-stroke-gesture', [{ d, ink: 'primary' }], {
    description: `One tapered sweep rising at ${Math.round(params.riseDeg)}°, motion drawn in a single stroke.`,
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
