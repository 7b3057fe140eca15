/**
 * Forbidden-motif guard (designer-dna.md §0, "evoke the designer, never the logo"): rejects marks
 * that would read as a copy of a famous signature work. Works on the features a module reports and,
 * for gestures, banded discs and a lone A on a bar, on the drawn outline itself, so a hand-made copy is caught too.
 */
import { converter } from 'culori';
import { boxOfRings, convexHull, type Point, ringSignedArea } from '../geometry';
import { flattenPath } from '../path';
import type { Mark, MarkDna, MarkFeatures } from './types';

const toOklch = converter('oklch');

interface MotifViolation {
  id: string;
  detail: string;
}

export interface MotifCheckResult {
  passed: boolean;
  violations: MotifViolation[];
}

/** Round fruit that, bitten and with a leaf, would read as the famous bitten apple. */
const APPLE_NAMES = /(^|-)(apple|orange|peach|tomato)(-|$)/;
const SIREN_NAMES = /(^|-)(mermaid|siren)(-|$)/;

/**
 * Measures a gesture outline: its rise (degrees, from the lowest-left to the highest-right point)
 * and its hook, i.e. how far the outline dips below its left end, relative to its height.
 * A check-shaped swoosh has a clear hook; our gestures start at their lowest point.
 */
export function measureGesture(d: string): { riseDeg: number; hookDepth: number } {
  const points = flattenPath(d, 1).flat();
  const box = boxOfRings([points]);
  const height = Math.max(1e-9, box.maxY - box.minY);
  const width = Math.max(1e-9, box.maxX - box.minX);
  const leftBand = points.filter((p) => p.x <= box.minX + width * 0.06);
  const leftEndY = Math.max(...leftBand.map((p) => p.y));
  const lowest = points.reduce((a, b) => (b.y > a.y ? b : a));
  const rightBand = points.filter((p) => p.x >= box.maxX - width * 0.06);
  const rightTipY = Math.min(...rightBand.map((p) => p.y));
  const hookDepth = lowest.x > box.minX + width * 0.08 ? Math.max(0, lowest.y - leftEndY) / height : 0;
  const riseDeg = (Math.atan2(lowest.y - rightTipY, box.maxX - lowest.x) * 180) / Math.PI;
  return { riseDeg, hookDepth };
}

/** Hue families of the four-colour search-engine wordmark (OKLCH hue bands, degrees). */
const LETTER_HUES: ReadonlyArray<{ name: string; from: number; to: number }> = [
  { name: 'red', from: 345, to: 50 },
  { name: 'yellow', from: 65, to: 110 },
  { name: 'green', from: 120, to: 175 },
  { name: 'blue', from: 220, to: 285 },
];

/** The hue family of a colour, or undefined for a neutral or an in-between hue. */
export function hueFamilyOf(hex: string): string | undefined {
  const lch = toOklch(hex);
  if (!lch || (lch.c ?? 0) < 0.07 || lch.h === undefined) return undefined;
  const h = ((lch.h % 360) + 360) % 360;
  return LETTER_HUES.find((band) => (band.from < band.to ? h >= band.from && h < band.to : h >= band.from || h < band.to))?.name;
}

/** A bright signal red (the soft-drink button's), not a burgundy, oxblood or brick that is red only by hue. */
export function isSignalRed(hex: string): boolean {
  const lch = toOklch(hex);
  return hueFamilyOf(hex) === 'red' && lch !== undefined && lch.l >= 0.48 && lch.l <= 0.72 && (lch.c ?? 0) >= 0.14;
}

/** How many of the famous four letter hues one word may show before it reads as the search-engine wordmark. */
export const FAMOUS_LETTER_HUES = 3;

/** Multicolour letters in three of the famous four hues, or its blue-red-yellow-blue opening. */
function checkFourColourLetters(f: MarkFeatures): MotifViolation[] {
  const families = (f.letterColors ?? []).map(hueFamilyOf);
  const distinct = new Set(families.filter((x) => x !== undefined));
  const opening = families.slice(0, 4).join(',') === 'blue,red,yellow,blue';
  // Blue and red taking turns along a word, by letters or by pairs, is its serif wordmark too (Сорока in blue and
  // red serif letters, thirtieth review).
  const turns = families.filter((family, i) => i > 0 && family !== families[i - 1]).length;
  const word = Array.from((f.letters ?? '').replace(/\s/g, '')).length >= 4;
  const alternating = word && turns >= 2 && families.every((family) => family === 'blue' || family === 'red');
  // Three of the four hues on one word already read as that wordmark (blue, red and gold letters on white).
  return distinct.size >= FAMOUS_LETTER_HUES || opening || alternating
    ? [{ id: 'four-colour-letters', detail: `letters in ${[...distinct].join('/')}, the search-engine wordmark's colour sequence` }]
    : [];
}

/** Fewest scattered points that read as a star field. */
const POINT_FIELD_MIN = 8;

/**
 * The 1959 insignia reads from its construction, whatever the shapes are called: a disc crossed by an orbit ring
 * (with or without a satellite), or a disc with two of a field of points (stars or dots, 8 or more), an orbit and a
 * swept vector (chevron, streak, satellite).
 */
function checkInsignia(f: MarkFeatures, letters = (f.letters ?? '').replace(/\s+/g, '')): MotifViolation[] {
  if (!f.disc) return [];
  const field = Boolean(f.starField) || (f.pointField ?? 0) >= POINT_FIELD_MIN;
  const vector = Boolean(f.chevron || f.vector);
  const parts = [field && 'point field', f.orbit && 'orbit', vector && 'vector'].filter((p): p is string => Boolean(p));
  if (!f.orbit && parts.length < 2) return [];
  const lettered = letters.length === 4 ? ' + four letters' : '';
  return [{ id: 'meatball', detail: `disc + ${parts.join(' + ')}${lettered}` }];
}

function checkFeatures(mark: Mark, dna?: MarkDna): MotifViolation[] {
  const f = mark.features ?? {};
  const icons = f.icons ?? [];
  const letters = (f.letters ?? '').replace(/\s+/g, '');
  const out: MotifViolation[] = [];
  if (f.bite && icons.some((name) => APPLE_NAMES.test(name)))
    out.push({ id: 'bitten-apple', detail: 'a round fruit silhouette with a bite' });
  // A bite plus a detached leaf reads as the bitten apple whatever the object (§0: remove a shape, never add the leaf).
  if (f.bite && f.leafAccent) out.push({ id: 'bitten-apple', detail: 'a bitten figure with a leaf' });
  // Level bars cut through letters read as the striped computer-maker initials at any count and any number of
  // letters (art-direction.md: a near-copy), and they break thin letters into blocks that misread (a P into "?").
  if ((f.stripeCount ?? 0) >= 4 && letters.length >= 1 && Math.abs(f.stripeAngleDeg ?? 0) < 20)
    out.push({ id: 'striped-letters', detail: `${f.stripeCount} level bars across the letters ${letters}` });
  out.push(...checkInsignia(f, letters));
  if (f.fanBlades === 6) out.push({ id: 'six-feather-peacock', detail: 'a six-blade colour fan' });
  if (f.petals === 8) out.push({ id: 'eight-petal-daisy', detail: 'an 8-petal flower frame' });
  // Round scallops around lettering read as the lollipop daisy at any count a frame can hold.
  else if (f.petals !== undefined && f.petals >= 5 && f.petalShape !== 'pointed' && letters.length > 0)
    out.push({ id: 'scalloped-daisy', detail: `a ${f.petals}-scallop daisy around lettering` });
  if (f.disc && (f.stripeCount ?? 0) >= 5)
    out.push({ id: 'striped-globe', detail: `a disc sliced by ${f.stripeCount} bands (the telecom globe)` });
  if (f.script && f.script.swashTurns >= 2 && f.script.swashSpan >= 0.5)
    out.push({ id: 'script-on-wave', detail: `a script name over a wave swash (${f.script.swashTurns} turns)` });
  if (f.scriptInOval) out.push({ id: 'script-in-oval', detail: 'a script name across a filled oval (the soft-drink sign)' });
  out.push(...checkFourColourLetters(f));
  // A lone G cut into segments of two or more colours is the search engine's G, whatever the colours (a red and blue
  // G as a caving firm's app icon, twenty-fourth review).
  if (/^G$/i.test(letters) && new Set(f.letterColors ?? []).size >= 2)
    out.push({ id: 'segmented-g', detail: `a G in ${new Set(f.letterColors).size} colour segments, the search engine's G` });
  // An open round letter (a C, a Cyrillic С) in segments of two of the famous hues reads as that G as well (a blue and
  // red С, thirtieth review).
  const famous = new Set((f.letterColors ?? []).map(hueFamilyOf).filter((family) => family !== undefined));
  if (/^[CcСсÇç]$/u.test(letters) && (f.letterColors?.length ?? 0) >= 2 && famous.size >= 2)
    out.push({ id: 'segmented-g', detail: `a ${letters} in segments of ${[...famous].join('/')}, the search engine's G` });
  if (icons.some((name) => SIREN_NAMES.test(name))) out.push({ id: 'two-tailed-siren', detail: 'a siren/mermaid figure' });
  if (f.gapFigure === 'arrow' && /ex/i.test(letters)) out.push({ id: 'hidden-arrow-ex', detail: 'an arrow hidden between E and x' });
  const denied = new Set(dna?.icons?.denyNames ?? []);
  for (const name of icons) if (denied.has(name)) out.push({ id: 'denied-icon', detail: `icon "${name}" is on the designer's deny-list` });
  return out;
}

/**
 * A globe drawn in level bands, measured on the outline: five or more flat pieces (each over 2.5× wider than tall)
 * stacked top to bottom whose ends all sit on one circle (within 6 % of its radius).
 */
function measureBandedDisc(d: string): { bands: number; onCircle: boolean } {
  const rings = flattenPath(d, 2).filter((ring) => ring.length > 2);
  const boxes = rings.map((ring) => boxOfRings([ring]));
  const flat = boxes.filter((b) => b.maxX - b.minX > 2.5 * (b.maxY - b.minY));
  if (flat.length < 5) return { bands: flat.length, onCircle: false };
  const all = boxOfRings(rings);
  const c: Point = { x: (all.minX + all.maxX) / 2, y: (all.minY + all.maxY) / 2 };
  const r = Math.max(all.maxX - all.minX, all.maxY - all.minY) / 2;
  const square = Math.abs(all.maxX - all.minX - (all.maxY - all.minY)) < 0.12 * r * 2;
  const ends = flat.flatMap((b) => [
    { x: b.minX, y: (b.minY + b.maxY) / 2 },
    { x: b.maxX, y: (b.minY + b.maxY) / 2 },
  ]);
  const onCircle = square && ends.every((p) => Math.abs(Math.hypot(p.x - c.x, p.y - c.y) - r) < 0.06 * r + (all.maxY - all.minY) / 40);
  return { bands: flat.length, onCircle };
}

function checkBandedDisc(mark: Mark): MotifViolation[] {
  for (const layer of mark.layers) {
    // Only a layer of five or more separate pieces can be a banded globe; skip the rest unmeasured.
    if ((layer.d.match(/[Mm]/g) ?? []).length < 5) continue;
    const { bands, onCircle } = measureBandedDisc(layer.d);
    if (onCircle) return [{ id: 'striped-globe', detail: `${bands} bands whose ends trace one circle (the telecom globe)` }];
  }
  return [];
}

/**
 * How often a swash changes vertical direction along its length: 0–1 for a tail, 2 or more for a wave ribbon.
 * Measured on the lower contour (where a vertical line at each of 32 columns last crosses the outline), with a dead
 * band of 2 % of the width.
 */
export function measureSwashTurns(d: string): number {
  const rings = flattenPath(d, 0.5);
  const box = boxOfRings(rings);
  const width = Math.max(1e-9, box.maxX - box.minX);
  const columns = 32;
  const lows: number[] = [];
  for (let i = 1; i < columns; i++) {
    const x = box.minX + (width * i) / columns;
    let low = Number.NEGATIVE_INFINITY;
    for (const ring of rings)
      ring.forEach((a, k) => {
        const b = ring[(k + 1) % ring.length] as Point;
        if ((a.x - x) * (b.x - x) > 0 || a.x === b.x) return;
        low = Math.max(low, a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x));
      });
    if (Number.isFinite(low)) lows.push(low);
  }
  let turns = 0;
  let direction = 0;
  let anchor = lows[0] ?? 0;
  for (const y of lows.slice(1)) {
    const delta = y - anchor;
    if (Math.abs(delta) < width * 0.02) continue;
    const next = Math.sign(delta);
    if (direction !== 0 && next !== direction) turns++;
    direction = next;
    anchor = y;
  }
  return turns;
}

/**
 * The 1971 silhouette as the guard pictures it (designer-dna.md §2.3, built from its described proportions, never
 * drawn): a rounded heel at the lower left that curls up, a belly that dips below it, the weight (0.2 of the length)
 * about a third of the way along, then a long rise of about 25° to a razor-thin tip. Used only to measure likeness.
 */
function swooshReference(): Point[] {
  const n = 64;
  // Spine in units of the length, y up: the heel sits above the belly's low point, the tip far up and right.
  const spine = (s: number): Point => ({ x: s, y: 0.28 * s * s + 0.09 * (1 - s) ** 5 - 0.06 * s * (1 - s) ** 2 });
  const weight = (s: number) =>
    s < 0.3 ? 0.07 + 0.15 * Math.sin((Math.PI / 2) * (s / 0.3)) : 0.22 * Math.cos((Math.PI / 2) * ((s - 0.3) / 0.7));
  const lower: Point[] = [];
  const upper: Point[] = [];
  for (let i = 0; i <= n; i++) {
    const s = i / n;
    const a = spine(Math.max(0, s - 1e-3));
    const b = spine(Math.min(1, s + 1e-3));
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const nx = -(b.y - a.y) / len;
    const ny = (b.x - a.x) / len;
    const c = spine(s);
    const w = weight(s);
    // Most of the weight hangs below the spine, the belly of the sweep.
    lower.push({ x: c.x - nx * w * 0.7, y: c.y - ny * w * 0.7 });
    upper.push({ x: c.x + nx * w * 0.3, y: c.y + ny * w * 0.3 });
  }
  return [...lower, ...upper.reverse()];
}

/** Stations along the diameter where the likeness measure reads the outline's weight and its bend. */
const STATIONS = 24;

/** The two points of an outline farthest apart (its diameter), on at most 240 of its points. */
function diameterOf(points: readonly Point[]): [Point, Point] {
  const step = Math.max(1, Math.ceil(points.length / 240));
  const sample = points.filter((_, i) => i % step === 0);
  let best: [Point, Point] = [sample[0]!, sample[0]!];
  let far = -1;
  for (let i = 0; i < sample.length; i++)
    for (let j = i + 1; j < sample.length; j++) {
      const d = (sample[i]!.x - sample[j]!.x) ** 2 + (sample[i]!.y - sample[j]!.y) ** 2;
      if (d > far) {
        far = d;
        best = [sample[i]!, sample[j]!];
      }
    }
  return best;
}

/** The rings placed so the diameter runs from (0, 0) to (1, 0), optionally reversed and mirrored. */
function normalised(rings: readonly (readonly Point[])[], [a, b]: [Point, Point], mirror: boolean): Point[][] {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = Math.max(1e-12, dx * dx + dy * dy);
  return rings.map((ring) =>
    ring.map((p) => {
      const u = ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2;
      const v = ((p.x - a.x) * -dy + (p.y - a.y) * dx) / len2;
      return { x: u, y: mirror ? -v : v };
    }),
  );
}

/**
 * The outline's profile along its diameter: at each station, how much of the cross-line it covers (its weight), and
 * where its extremes sit (its bend). A station the outline leaves open reads as no weight there.
 */
function profileOf(rings: readonly (readonly Point[])[]): { weight: number[]; top: number[]; bottom: number[] } {
  const weight: number[] = [];
  const top: number[] = [];
  const bottom: number[] = [];
  for (let k = 1; k < STATIONS; k++) {
    const x = k / STATIONS;
    const ys: number[] = [];
    for (const ring of rings)
      ring.forEach((a, i) => {
        const b = ring[(i + 1) % ring.length]!;
        if (a.x <= x !== b.x <= x) ys.push(a.y + ((x - a.x) * (b.y - a.y)) / (b.x - a.x));
      });
    ys.sort((p, q) => p - q);
    let covered = 0;
    for (let i = 0; i + 1 < ys.length; i += 2) covered += ys[i + 1]! - ys[i]!;
    weight.push(covered);
    top.push(ys.length > 0 ? ys[0]! : 0);
    bottom.push(ys.length > 0 ? ys[ys.length - 1]! : 0);
  }
  return { weight, top, bottom };
}

const rms = (a: readonly number[], b: readonly number[]) => Math.sqrt(a.reduce((sum, v, i) => sum + (v - b[i]!) ** 2, 0) / a.length);

type Profile = ReturnType<typeof profileOf>;

/**
 * How far the outline's centre line departs from the reference's bend, after scaling that bend by the best factor
 * between 0.5 and 1.6: a blade bowed a little more or less than the 1971 sweep still reads as it.
 */
function bendResidual(p: Profile, ref: Profile): number {
  const centre = p.top.map((t, i) => (t + p.bottom[i]!) / 2);
  const refCentre = ref.top.map((t, i) => (t + ref.bottom[i]!) / 2);
  const dot = centre.reduce((sum, v, i) => sum + v * refCentre[i]!, 0);
  const norm = refCentre.reduce((sum, v) => sum + v * v, 0);
  const k = Math.min(1.6, Math.max(0.5, dot / Math.max(1e-12, norm)));
  return rms(
    centre,
    refCentre.map((v) => v * k),
  );
}

let referenceProfile: Profile | undefined;

/** Profile distance (in units of the length) at which the likeness reaches 0. */
const LIKENESS_SCALE = 0.08;

/**
 * Swoosh likeness of a filled outline, 0–1: the outline is laid along its own diameter (either way round, mirrored
 * or not) and its weight and its two edges are read at stations along it, then compared with the 1971 proportions
 * laid out the same way. A copy scores near 1; a tapered blade whose weight sits a third of the way along under a
 * bowed back scores high even without the hook, which is what makes it read as a swoosh; rings, curls, steps,
 * waves and blades weighted elsewhere score low.
 */
export function measureSwooshLikeness(d: string): number {
  const rings = flattenPath(d, 1).filter((ring) => ring.length > 2);
  const points = rings.flat();
  if (points.length < 3) return 0;
  if (!referenceProfile) {
    const reference = swooshReference();
    referenceProfile = profileOf(normalised([reference], diameterOf(reference), false));
  }
  const ref = referenceProfile;
  const [a, b] = diameterOf(points);
  let best = 0;
  for (const ends of [
    [a, b],
    [b, a],
  ] as [Point, Point][])
    for (const mirror of [false, true]) {
      const p = profileOf(normalised(rings, ends, mirror));
      const distance = rms(p.weight, ref.weight) + bendResidual(p, ref);
      best = Math.max(best, 1 - distance / LIKENESS_SCALE);
    }
  return Math.max(0, best);
}

/** Above this likeness a gesture reads as the 1971 silhouette, hook or not. */
export const SWOOSH_LIKENESS_LIMIT = 0.6;
/** A hook deeper than this share of the length, on a rise of 12–40°, makes a check. */
export const SWOOSH_HOOK_LIMIT = 0.12;

/** The 1971 swoosh: a check with a clear hook, rising 15–35°, or any outline whose silhouette is too close to it. */
function checkSwoosh(mark: Mark): MotifViolation[] {
  if (mark.baseArchetype !== 'single-stroke-gesture') return [];
  const gesture = mark.layers.find((layer) => layer.ink === 'primary') ?? mark.layers[0];
  if (!gesture) return [];
  const { riseDeg, hookDepth } = measureGesture(gesture.d);
  if (hookDepth > SWOOSH_HOOK_LIMIT && riseDeg > 12 && riseDeg < 40)
    return [{ id: 'check-swoosh', detail: `check-shaped sweep (hook ${hookDepth.toFixed(2)}, rise ${riseDeg.toFixed(0)}°)` }];
  const likeness = measureSwooshLikeness(gesture.d);
  return likeness > SWOOSH_LIKENESS_LIMIT
    ? [{ id: 'check-swoosh', detail: `a blade in the 1971 proportions (silhouette likeness ${likeness.toFixed(2)})` }]
    : [];
}

/** Every closed outline the mark's layers draw, as flat rings (the shape guards measure these). */
function outlineRings(mark: Mark) {
  return mark.layers.flatMap((layer) => flattenPath(layer.d, 1)).filter((ring) => ring.length > 2);
}

type Ring = readonly Point[];

const ringArea = (ring: Ring) => Math.abs(ringSignedArea(ring));

/** The outline enclosing the most area (a container, a tile, a disc), if any. */
function largestRing(rings: readonly Ring[]): Ring | undefined {
  return rings.reduce<Ring | undefined>((best, ring) => (!best || ringArea(ring) > ringArea(best) ? ring : best), undefined);
}

/** The centre of a ring's box and half its longer side. */
function ringCentre(ring: Ring): Point & { r: number } {
  const b = boxOfRings([ring]);
  return { x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2, r: Math.max(b.maxX - b.minX, b.maxY - b.minY) / 2 };
}

/** A capital A in Latin, Cyrillic or Greek: one shape in all three. */
const CAPITAL_A = /^[A\u0410\u0391]$/u;
/** A bar is flat (this many times wider than tall) and solid (filling this share of its box): a rule, not a swash. */
const BAR_FLATNESS = 3;
const BAR_SOLIDITY = 0.8;
/** Least width of the bar, in widths of the letter it stands under. */
const BAR_SPAN = 0.5;

/**
 * The Moscow bank's mark as the guard pictures it: a lone capital A standing on one solid bar about as wide as the
 * letter, in any colour (its one-colour and reversed versions read as it too). Measured on the outline: a flat,
 * nearly rectangular piece under the rest of the drawing and at least half as wide as it.
 */
function checkLetterOnBar(mark: Mark): MotifViolation[] {
  if (!CAPITAL_A.test((mark.features?.letters ?? '').trim())) return [];
  const rings = outlineRings(mark);
  for (const bar of rings) {
    const box = boxOfRings([bar]);
    const [w, h] = [box.maxX - box.minX, box.maxY - box.minY];
    if (w < BAR_FLATNESS * h || ringArea(bar) < BAR_SOLIDITY * w * h) continue;
    const rest = rings.filter((ring) => ring !== bar);
    if (rest.length === 0) continue;
    const letter = boxOfRings(rest);
    if (box.minY >= letter.maxY - 0.02 * (letter.maxY - letter.minY) && w >= BAR_SPAN * (letter.maxX - letter.minX))
      return [{ id: 'letter-on-bar', detail: 'a lone capital A on a solid bar (the Moscow bank)' }];
  }
  return [];
}

/** A square container's sides may differ by this share, and its outline fill this share of its box (corners rounded). */
const SQUARE_ASPECT = 0.15;
const SQUARE_SOLIDITY = 0.85;

/**
 * The social network's sign as the guard pictures it: a lone lowercase f on or knocked out of a solid square (sharp or
 * rounded), in any colour. Measured on the outline: the largest piece is a nearly square, nearly full box and holds
 * the rest of the drawing.
 */
function checkLetterFInSquare(mark: Mark): MotifViolation[] {
  if ((mark.features?.letters ?? '').trim() !== 'f') return [];
  const rings = outlineRings(mark);
  const outer = largestRing(rings);
  if (!outer) return [];
  const box = boxOfRings([outer]);
  const [w, h] = [box.maxX - box.minX, box.maxY - box.minY];
  // A square or a disc: the social network's f stands in both (a white f in a navy disc, thirty-third review).
  const solid = ringArea(outer) >= SQUARE_SOLIDITY * w * h || ringArea(outer) >= DISC_FILL * Math.PI * (w / 2) * (h / 2);
  if (Math.abs(w - h) > SQUARE_ASPECT * Math.max(w, h) || !solid) return [];
  const rest = boxOfRings(rings.filter((ring) => ring !== outer));
  const inside = rest.minX >= box.minX && rest.maxX <= box.maxX && rest.minY >= box.minY && rest.maxY <= box.maxY;
  return inside ? [{ id: 'letter-f-in-square', detail: 'a lone lowercase f in a square or a disc (the social network)' }] : [];
}

/** A ring is round when no point strays from its mean radius by more than this share of it. */
const ROUND_TOLERANCE = 0.14;
/** A round outline fills its convex hull but for this share (its dents). */
const DENT_SHARE = 0.015;
/** Round outlines share a centre when their centres lie within this share of the outer radius. */
const CONCENTRIC_TOLERANCE = 0.08;
/** Pieces of the drawing smaller than this share of the outer disc do not make it more than rings (a speck, a tittle). */
const BULLSEYE_SPECK = 0.03;
/** A piece inside the innermost ring at least this share of the disc is a figure the ring holds. */
const FIGURE_SHARE = 0.004;

/** The centre and radius of a ring when it is round (a circle, or an O nearly as wide as tall), else null. */
/** A ring with no dent: it fills its convex hull but for DENT_SHARE. */
const isConvex = (ring: Ring) => ringArea(ring) >= (1 - DENT_SHARE) * ringArea(convexHull(ring));

function roundness(ring: Ring): { c: Point; r: number } | null {
  const centre = ringCentre(ring);
  const c = { x: centre.x, y: centre.y };
  const radii = ring.map((p) => Math.hypot(p.x - c.x, p.y - c.y));
  const r = radii.reduce((a, b) => a + b, 0) / radii.length;
  // Vertices alone can all sit on a circle (a square's corners): the area it encloses must be a circle's too, and
  // with no dent in it (a scalloped seal is a rosette, not a ring).
  const filled = ringArea(ring) / (Math.PI * r * r);
  const even = radii.every((d) => Math.abs(d - r) <= ROUND_TOLERANCE * r);
  return r > 0 && isConvex(ring) && even && Math.abs(filled - 1) <= ROUND_TOLERANCE ? { c, r } : null;
}

/**
 * The retailer's bullseye as the guard pictures it: three or more round outlines on one centre (a disc and a ring, or
 * an O in a disc, whatever the colours: its one-colour version reads as it too) that are the whole drawing, with
 * nothing but specks besides them. A seal's ring holding a figure or lettering is not one: those pieces count.
 */
function checkBullseye(mark: Mark): MotifViolation[] {
  const rings = outlineRings(mark);
  const outer = largestRing(rings);
  const disc = outer && roundness(outer);
  if (!outer || !disc) return [];
  const concentric = rings.filter((ring) => {
    const round = roundness(ring);
    return round !== null && Math.hypot(round.c.x - disc.c.x, round.c.y - disc.c.y) <= CONCENTRIC_TOLERANCE * disc.r;
  });
  if (concentric.length < 3) return [];
  const rest = rings.filter((ring) => !concentric.includes(ring));
  // A ring that holds a figure (a keylined disc round a gavel, however thin the gavel) is a badge, not a target.
  const inner = concentric.reduce((a, b) => (ringArea(b) < ringArea(a) ? b : a));
  const innerRadius = roundness(inner)!.r;
  const holds = rest.some((ring) => {
    const centre = ringCentre(ring);
    return Math.hypot(centre.x - disc.c.x, centre.y - disc.c.y) < innerRadius && ringArea(ring) >= FIGURE_SHARE * ringArea(outer);
  });
  const others = rest.reduce((sum, ring) => sum + ringArea(ring), 0);
  return !holds && others <= BULLSEYE_SPECK * ringArea(outer)
    ? [{ id: 'bullseye', detail: `${concentric.length} round outlines on one centre and nothing else (the retailer's bullseye)` }]
    : [];
}

/** A capital or small O in Latin, Cyrillic or Greek, and a zero: one ring in all of them. */
const RING_LETTER = /^[OoОоΟο0]$/u;

/** Whether the letters are one ring letter (an O, a zero). */
export function isRingLetter(letters: string): boolean {
  return RING_LETTER.test(letters.trim());
}

/**
 * The browser's red O as the guard pictures it: a lone O (a ring: an outline round its counter, both without a dent,
 * on one centre) with nothing in its counter and nothing beside it but a plain tile or ground, in any colour.
 */
function checkLoneRingO(mark: Mark): MotifViolation[] {
  if (!RING_LETTER.test((mark.features?.letters ?? '').trim())) return [];
  const rings = outlineRings(mark);
  // The tile an icon stands on (a filled square or rounded square) is the largest outline; the O is what it holds.
  const sorted = [...rings].sort((a, b) => ringArea(b) - ringArea(a));
  const box = sorted[0] && boxOfRings([sorted[0]]);
  const tile = box !== undefined && ringArea(sorted[0]!) >= SQUARE_SOLIDITY * (box.maxX - box.minX) * (box.maxY - box.minY);
  const held = sorted.length > 2 && tile ? sorted.slice(1) : sorted;
  const [outer, counter, ...rest] = held;
  if (!outer || !counter || !isConvex(outer) || !isConvex(counter)) return [];
  const o = ringCentre(outer);
  const c = ringCentre(counter);
  if (Math.hypot(o.x - c.x, o.y - c.y) > CONCENTRIC_TOLERANCE * o.r) return [];
  // Anything of size in the counter is a figure the O holds (the idea nested in the initial), not an empty ring.
  const inCounter = (ring: Ring) => {
    const r = ringCentre(ring);
    return Math.hypot(r.x - c.x, r.y - c.y) < c.r && ringArea(ring) >= FIGURE_SHARE * ringArea(outer);
  };
  return rest.every((ring) => !inCounter(ring) && ringArea(ring) < BULLSEYE_SPECK * ringArea(outer))
    ? [{ id: 'lone-ring-o', detail: "a lone O with nothing in its counter (the browser's O)" }]
    : [];
}

/** An outline fills the disc of its box to this share or more: a ball, a plate, a bitten cookie read as a disc. */
const DISC_FILL = 0.85;
/** Its box is square within this share of its longer side. */
const DISC_ASPECT = 0.1;

/**
 * The broadcaster's eye as the guard pictures it: an open eye in a disc (an eye opened in a ball or a globe, the eye
 * pictogram knocked out of a round seal), in any colour.
 */
export function isEyeInDisc(mark: Mark): boolean {
  const f = mark.features ?? {};
  if (!f.eye && !(f.icons ?? []).includes('eye')) return false;
  return isInDisc(mark);
}

/** Whether the mark's outline is a disc: its largest ring square and round enough to fill its circle. */
function isInDisc(mark: Mark): boolean {
  const outer = largestRing(outlineRings(mark));
  if (!outer) return false;
  const b = boxOfRings([outer]);
  const w = b.maxX - b.minX;
  const h = b.maxY - b.minY;
  const square = Math.abs(w - h) <= DISC_ASPECT * Math.max(w, h);
  return square && ringArea(outer) >= DISC_FILL * Math.PI * (w / 2) * (h / 2);
}

function checkEyeInDisc(mark: Mark): MotifViolation[] {
  return isEyeInDisc(mark) ? [{ id: 'eye-in-disc', detail: "an open eye in a disc (the broadcaster's eye)" }] : [];
}

/** A paper plane in a disc is the messaging app's mark, in any colour (thirty-second review, a flying school). */
function checkPaperPlaneInDisc(mark: Mark): MotifViolation[] {
  const plane = (mark.features?.icons ?? []).some((name) => name.startsWith('paper-plane'));
  return plane && isInDisc(mark) ? [{ id: 'paper-plane-in-disc', detail: "a paper plane in a disc (the messaging app's mark)" }] : [];
}

/** Checks a mark against the §0 forbidden motifs and the designer's icon deny-list. */
export function checkForbiddenMotifs(mark: Mark, dna?: MarkDna): MotifCheckResult {
  const violations = [
    ...checkFeatures(mark, dna),
    ...checkSwoosh(mark),
    ...checkBandedDisc(mark),
    ...checkLetterOnBar(mark),
    ...checkLetterFInSquare(mark),
    ...checkBullseye(mark),
    ...checkLoneRingO(mark),
    ...checkEyeInDisc(mark),
    ...checkPaperPlaneInDisc(mark),
  ];
  return { passed: violations.length === 0, violations };
}
