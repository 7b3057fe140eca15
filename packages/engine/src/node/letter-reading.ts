/**
 * Whether a rendered letter still reads as its clean setting: its ink, pieces and counters compared pixel by pixel
 * with the same glyph set clean in the same face, on one grid where the letter's cap is JUDGED_CAP_PX tall.
 */
import { distanceToGround, labelComponents, type Mask, morph, touchingBorder } from './letter-masks';

/** Cap height, in pixels, at which letters are judged (a letter seen at reading size, not a favicon). */
export const JUDGED_CAP_PX = 48;
/** Share of the clean ink a letter may lose from its outline (notches, bites, trims) and still read as itself. */
const MAX_EDGE_LOSS = 0.06;
/** Share of the clean ink a figure knocked out inside a stroke may take (the stroke stays whole around it). */
const MAX_INTERIOR_LOSS = 0.2;
/** Share of the clean ink that ink joined to the letter may add inside its box (a stroke run into it). */
const MAX_EXTRA = 0.05;
/**
 * Deepest share of a stroke's depth a bite from its outline may take: past a third, the stroke reads as notched or
 * cut (a wedge through the right stem of Н reads as the arms of К), not trimmed.
 */
const MAX_BITE_DEPTH = 0.2;
/** A piece or counter smaller than this share of the letter's clean ink is a speck of rendering, not a part. */
const SPECK_SHARE = 0.004;

export interface LetterReading {
  /** Clean ink lost where the outline changed (connected to the letter's outside or its counters). */
  edgeLoss: number;
  /** Deepest bite from the outline, as a share of the depth of the stroke it bites (0: none). */
  biteDepth: number;
  /** Clean ink lost to holes inside strokes. */
  interiorLoss: number;
  /** Ink joined to the letter inside its box that the clean letter does not have. */
  extra: number;
  /** Ink pieces drawn and clean, each also counted with pieces a pixel apart as one (grown). */
  pieces: { drawn: number; grown: number; clean: number; cleanGrown: number };
  counters: number;
  cleanCounters: number;
}

/** Pixel box of the clean letter inside the grid. */
export interface PixelBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

const count = (mask: Mask) => mask.reduce((sum, v) => sum + v, 0);
const inBox = (p: number, width: number, box: PixelBox) => {
  const x = p % width;
  const y = (p - x) / width;
  return x >= box.minX && x <= box.maxX && y >= box.minY && y <= box.maxY;
};

/** The drawn ink that is this letter: the pieces of `ink` that overlap the clean letter (a neighbour's own pieces are not). */
function letterPart(ink: Mask, clean: Mask, width: number, height: number): Mask {
  const { labels } = labelComponents(ink, width, height, 1, false);
  const overlap = new Map<number, number>();
  for (let p = 0; p < ink.length; p++) if (clean[p] && labels[p]) overlap.set(labels[p]!, (overlap.get(labels[p]!) ?? 0) + 1);
  const keep = new Set([...overlap].filter(([, n]) => n >= 3).map(([label]) => label));
  return labels.map((label) => (keep.has(label) ? 1 : 0)) as unknown as Mask;
}

/**
 * Pieces of ink and counters of a mask, ignoring specks below `speck` pixels. A counter is enclosed ground that holds
 * at least `speck` pixels of the clean letter's ground: a hole knocked out of a stroke is not a counter.
 */
function topology(mask: Mask, cleanGround: Mask, width: number, height: number, speck: number) {
  const ink = labelComponents(mask, width, height, 1, false);
  const ground = labelComponents(mask, width, height, 0, true);
  const outside = touchingBorder(ground.labels, width, height);
  const shared = new Array<number>(ground.sizes.length).fill(0);
  for (let p = 0; p < mask.length; p++) if (cleanGround[p]) shared[ground.labels[p]!]!++;
  const pieces = ink.sizes.filter((size, i) => i > 0 && size >= speck).length;
  const counters = shared.filter((n, i) => i > 0 && n >= speck && !outside.has(i)).length;
  return { pieces, counters, ground, outside, shared };
}

/**
 * Compares a letter as drawn (`ink`: the pixels of its colour) with its clean setting. Both masks cover the same grid,
 * which leaves room around the letter; `box` is the clean letter's box. Outline differences of one pixel (rounding,
 * anti-aliasing) are ignored.
 */
export function compareLetter(ink: Mask, clean: Mask, box: PixelBox, width: number, height: number): LetterReading {
  const drawn = letterPart(ink, clean, width, height);
  const cleanInk = Math.max(1, count(clean));
  const speck = Math.max(4, SPECK_SHARE * cleanInk);
  const cleanGround = clean.map((v) => 1 - v) as Mask;
  const halo = morph(clean, width, height, true);
  const cleanTopology = topology(clean, cleanGround, width, height, speck);
  const drawnTopology = topology(drawn, cleanGround, width, height, speck);
  // Pieces within a pixel of each other are one piece on either side: a hairline the rasteriser breaks (or joins)
  // at this size is not a crack.
  const grown = topology(morph(drawn, width, height, true), cleanGround, width, height, speck).pieces;
  const cleanGrown = topology(halo, cleanGround, width, height, speck).pieces;
  const core = morph(clean, width, height, false);
  // A lost pixel is on the outline when its ground reaches the outside or a clean counter; else it is a hole in a stroke.
  let edgeLoss = 0;
  let interiorLoss = 0;
  let extra = 0;
  const lost = new Uint8Array(clean.length);
  for (let p = 0; p < clean.length; p++) {
    if (clean[p] && !drawn[p]) {
      const label = drawnTopology.ground.labels[p]!;
      const edge = drawnTopology.outside.has(label) || drawnTopology.shared[label]! > 0;
      // Every lost pixel shows how deep a bite goes; the outline's own pixel of rounding is not counted as lost ink.
      if (edge) lost[p] = 1;
      if (!core[p]) continue;
      if (edge) edgeLoss++;
      else interiorLoss++;
    } else if (drawn[p] && !halo[p] && inBox(p, width, box)) extra++;
  }
  return {
    biteDepth: deepestBite(clean, lost, width, height, speck),
    edgeLoss: edgeLoss / cleanInk,
    interiorLoss: interiorLoss / cleanInk,
    extra: extra / cleanInk,
    pieces: { drawn: drawnTopology.pieces, grown, clean: cleanTopology.pieces, cleanGrown },
    counters: drawnTopology.counters,
    cleanCounters: cleanTopology.counters,
  };
}

/** Half the letter's usual stroke depth: the median depth along the middle of its strokes (pixels deeper than their neighbours). */
function halfStroke(depth: Float32Array, width: number): number {
  const ridge: number[] = [];
  for (let p = width; p < depth.length - width; p++) {
    const v = depth[p]!;
    if (v > 0 && v >= depth[p - 1]! && v >= depth[p + 1]! && v >= depth[p - width]! && v >= depth[p + width]!) ridge.push(v);
  }
  return ridge.sort((a, b) => a - b)[Math.floor(ridge.length / 2)] ?? 0;
}

/**
 * How deep the deepest bite from the outline reaches into the letter's strokes: the largest distance of a lost
 * pixel from the clean letter's edge over the letter's usual stroke depth: the share of a stroke a bite from one side
 * takes, up to 0.5 (a pixel past the middle of a stroke is nearer its other side, so a cut through reads about 0.5).
 */
function deepestBite(clean: Mask, lost: Mask, width: number, height: number, speck: number): number {
  const depth = distanceToGround(clean, width, height);
  const half = halfStroke(depth, width);
  const { labels, sizes } = labelComponents(lost, width, height, 1, false);
  let bite = 0;
  for (let p = 0; p < lost.length; p++) if (labels[p] && sizes[labels[p]!]! >= speck) bite = Math.max(bite, depth[p]!);
  // Half a pixel of the depth is the outline's own anti-aliasing.
  return half > 0 && bite > 1 ? (bite - 0.5) / (2 * half) : 0;
}

const pct = (share: number) => `${Math.round(share * 100)}%`;

/** Why the letter could misread, or null when it reads as its clean setting. */
export function findMisreading(reading: LetterReading): string | null {
  const why: string[] = [];
  const { pieces } = reading;
  if (pieces.grown > pieces.clean) why.push(`split into ${pieces.grown} pieces (clean: ${pieces.clean})`);
  else if (pieces.drawn < pieces.cleanGrown) why.push(`${pieces.cleanGrown} pieces joined into ${pieces.drawn}`);
  if (reading.counters < reading.cleanCounters) why.push(`a counter opened or filled (${reading.counters} of ${reading.cleanCounters})`);
  else if (reading.counters > reading.cleanCounters) why.push(`a counter closed (${reading.counters}, clean ${reading.cleanCounters})`);
  if (reading.biteDepth > MAX_BITE_DEPTH) why.push(`bitten ${pct(reading.biteDepth)} into a stroke`);
  if (reading.edgeLoss > MAX_EDGE_LOSS) why.push(`${pct(reading.edgeLoss)} of its outline cut away`);
  if (reading.interiorLoss > MAX_INTERIOR_LOSS) why.push(`${pct(reading.interiorLoss)} of its strokes hollowed`);
  if (reading.extra > MAX_EXTRA) why.push(`${pct(reading.extra)} more ink joined to it`);
  return why.length > 0 ? why.join(', ') : null;
}
