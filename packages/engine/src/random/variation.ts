/**
 * applyVariation: the seeded ±10 % take on a designer's DNA (designer-dna.md §6, spec §9). Variant 0 is the preset
 * exactly as written; other variants jitter continuous parameters, pick a display family by jittered weight and
 * shift colour anchors in OKLCH, never touching `variation.locked` paths, enums, booleans, ranges or constraints.
 */
import { shippedWeightsFor } from '../dna/fonts';
import type { DesignerDNA, FontRef, Hex, Range } from '../dna/types';
import { EngineError } from '../types';
import { anchorJitterOptions, jitterAnchorHex } from './anchor-jitter';
import { seedFor } from './hash';
import { clamp, jitterAngle, jitterRange, jitterRatio, snapWeight, weightedIndex } from './jitter';
import { createRng } from './rng';

const DEFAULT_VARIATION_AMOUNT = 0.1;
/** Angles move by ± amount × this window: 30° at 10 % gives ±3° (§6 colour/angle rule). */
const ANGLE_WINDOW_DEG = 30;
/** Tracking is signed and near zero, so it moves additively over this width (±0.004 em at 10 %). */
const TRACKING_WIDTH_EM = 0.04;
const TRACKING_BOUNDS: Range = [-0.06, 0.2];
const SCALE_X_BOUNDS: Range = [0.8, 1.15];

/** Numbers that are constraints, counts or structure rather than style, so they are never jittered. */
const FIXED_KEY = /^(min|max)|priority|pickWeight|opacity|count$|Order$|Modules$|^weight$|Px$/i;

export interface VariationOptions {
  /** Seed of this (brand, designer, variant); defaults to seedFor('', dna.id, variant). */
  seed?: number;
  /** Overrides dna.variation.amount (e.g. halved by the QA repair loop, up to 0.2 for a bolder take). */
  amount?: number;
}

interface VariationState {
  seed: number;
  amount: number;
  dna: DesignerDNA;
}

function isLocked(dna: DesignerDNA, path: string): boolean {
  return dna.variation.locked.some((locked) => path === locked || path.startsWith(`${locked}.`));
}

function amountFor(state: VariationState, path: string): number {
  const override = state.dna.variation.overrides?.[path];
  return typeof override === 'number' ? override : state.amount;
}

/** Tracking bounds: the schema's, narrowed by the designer's own trackingRange check for the wordmark. */
function trackingBounds(dna: DesignerDNA, path: string): Range {
  const own = path.startsWith('typography.wordmark') ? dna.avoid.find((check) => check.id === 'trackingRange') : undefined;
  return own?.id === 'trackingRange'
    ? [Math.max(TRACKING_BOUNDS[0], own.value[0]), Math.min(TRACKING_BOUNDS[1], own.value[1])]
    : TRACKING_BOUNDS;
}

/**
 * A per-path override from `variation.overrides`: `{abs: n}` moves by up to ±n (scaled by amount ÷ 0.10, so "closer to
 * the master" still shrinks it) and `{range}` jitters additively inside that range. Overrides apply even to numbers
 * that are otherwise fixed, because the designer asked for them; locks still win.
 */
function applyOverride(state: VariationState, path: string, value: number): number | undefined {
  const override = state.dna.variation.overrides?.[path];
  if (override === undefined || typeof override === 'number') return undefined;
  const u = createRng(state.seed, path).triangular();
  const next =
    'abs' in override
      ? value + u * override.abs * (state.amount / DEFAULT_VARIATION_AMOUNT)
      : jitterRange(value, override.range, u, state.amount);
  // Counts stay whole numbers.
  return Number.isInteger(value) && 'abs' in override ? Math.round(next) : next;
}

function varyNumber(state: VariationState, path: string, key: string, value: number): number {
  if (isLocked(state.dna, path)) return value;
  const overridden = applyOverride(state, path, value);
  if (overridden !== undefined) return overridden;
  if (value === 0 || FIXED_KEY.test(key)) return value;
  const u = createRng(state.seed, path).triangular();
  const a = amountFor(state, path);
  if (key.endsWith('Deg')) return jitterAngle(value, ANGLE_WINDOW_DEG, u, a);
  if (key === 'trackingEm') return clamp(value + a * u * TRACKING_WIDTH_EM, ...trackingBounds(state.dna, path));
  if (key === 'scaleX') return jitterRatio(value, u, a, SCALE_X_BOUNDS);
  if (key === 'curveTension' || key === 'markScale') return jitterRatio(value, u, a, [0, 1]);
  return value > 0 ? jitterRatio(value, u, a) : value;
}

/** Walks an object, jittering number leaves; arrays (ranges, tuples, lists) and strings stay as written. */
function varyTree<T>(state: VariationState, node: T, path: string): T {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    const childPath = `${path}.${key}`;
    if (typeof value === 'number') out[key] = varyNumber(state, childPath, key, value);
    else if (value && typeof value === 'object' && !Array.isArray(value) && !isLocked(state.dna, childPath))
      out[key] = varyTree(state, value, childPath);
    else out[key] = value;
  }
  return out as T;
}

/**
 * The shipped weights a font style may use. For the preset's own first family the span also covers the canonical
 * weight (Rand sets Jost 600 between its 500 and 700); a family picked by variation brings its own weights.
 */
function allowedWeights(font: FontRef | undefined, canonical: number, isCanonicalFamily: boolean): number[] {
  if (!font) return [];
  const span = isCanonicalFamily ? [...font.weights, canonical] : font.weights;
  const lo = Math.min(...span);
  const hi = Math.max(...span);
  const shipped = shippedWeightsFor(font.package) ?? font.weights;
  return shipped.filter((w) => w >= lo && w <= hi);
}

/** Weighted choice among display families with weights w·(1 + a·u); the chosen one moves to the front. */
function chooseDisplay(state: VariationState, display: FontRef[]): FontRef[] {
  if (display.length < 2 || isLocked(state.dna, 'typography.display')) return display;
  const a = amountFor(state, 'typography.display');
  const weights = display.map(
    (font, i) => (font.pickWeight ?? 1) * (1 + a * createRng(state.seed, `typography.display.${i}`).triangular()),
  );
  const index = weightedIndex(weights, createRng(state.seed, 'typography.display').next());
  return [display[index] as FontRef, ...display.filter((_, i) => i !== index)];
}

function varyTypography(state: VariationState): DesignerDNA['typography'] {
  const t = state.dna.typography;
  const display = chooseDisplay(state, t.display);
  const wordmark = varyTree(state, t.wordmark, 'typography.wordmark');
  const tagline = varyTree(state, t.tagline, 'typography.tagline');
  const snap = (path: string, weight: number, font: FontRef | undefined, isCanonicalFamily: boolean) =>
    isLocked(state.dna, path)
      ? weight
      : snapWeight(
          weight,
          allowedWeights(font, weight, isCanonicalFamily),
          createRng(state.seed, path).triangular(),
          amountFor(state, path),
        );
  wordmark.weight = snap('typography.wordmark.weight', t.wordmark.weight, display[0], display[0] === t.display[0]);
  tagline.weight = snap('typography.tagline.weight', t.tagline.weight, t.support[0], true);
  const baselineJitterEm =
    t.baselineJitterEm === undefined
      ? {}
      : { baselineJitterEm: varyNumber(state, 'typography.baselineJitterEm', 'baselineJitterEm', t.baselineJitterEm) };
  return { ...t, display, wordmark, tagline, ...baselineJitterEm };
}

function varyAnchors(state: VariationState): DesignerDNA['color']['anchors'] {
  const color = state.dna.color;
  if (isLocked(state.dna, 'color.anchors')) return color.anchors;
  return color.anchors.map((anchor, i) => {
    const path = `color.anchors.${i}`;
    const rng = createRng(state.seed, path);
    const u = { hue: rng.triangular(), chroma: rng.triangular(), lightness: rng.triangular() };
    const hex: Hex = typeof anchor === 'string' ? anchor : anchor.hex;
    const window = typeof anchor === 'string' ? undefined : anchor.hueWindowDeg;
    const varied = jitterAnchorHex(hex, u, anchorJitterOptions(color, amountFor(state, path), window));
    return typeof anchor === 'string' ? varied : { ...anchor, hex: varied };
  });
}

/**
 * Returns the DNA for one variant. Variant 0 returns an unfrozen copy of the preset, unchanged. Deterministic: the
 * same (dna, variant, seed, amount) always gives the same result, and each parameter draws from its own stream.
 */
export function applyVariation(dna: DesignerDNA, variant: number, options: VariationOptions = {}): DesignerDNA {
  if (!Number.isInteger(variant) || variant < 0) throw new EngineError('Variant must be a non-negative integer', 'INVALID_BRIEF');
  const copy = structuredClone(dna) as DesignerDNA;
  const amount = clamp(options.amount ?? dna.variation.amount ?? DEFAULT_VARIATION_AMOUNT, 0, 0.2);
  if (variant === 0 || amount === 0) return copy;
  const state: VariationState = { seed: options.seed ?? seedFor('', dna.id, variant), amount, dna: copy };
  return {
    ...copy,
    geometry: isLocked(copy, 'geometry') ? copy.geometry : varyTree(state, copy.geometry, 'geometry'),
    typography: varyTypography(state),
    color: { ...copy.color, anchors: varyAnchors(state) },
    layout: varyTree(state, copy.layout, 'layout'),
    appIcon: varyTree(state, copy.appIcon, 'appIcon'),
  };
}
