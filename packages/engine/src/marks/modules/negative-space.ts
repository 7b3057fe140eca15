/**
 * Negative-space archetypes (designer-dna.md §1): negative-space-letter (an icon in the letter's
 * counter, or cut from its heaviest stroke), figure-ground-monogram (the figure sits where two
 * initials meet) and negative-space-wordmark (an arrow cut from the facing sides of two letters).
 */
import {
  type Box,
  boxOfRings,
  distanceToRings,
  isPointInRings,
  type Point,
  regionGap,
  ringSignedArea,
  ringsTransform,
} from '../../geometry';
import {
  polygonPath,
  type Region,
  rectPath,
  regionFromPath,
  regionIntersect,
  regionSubtract,
  regionToPath,
  regionUnion,
  roundedRectPath,
  transformPath,
} from '../../path';
import { type DraftLayer, finishMark } from '../draft';
import { pickIcon, placeIconTight } from '../icon-pick';
import { firstInitial, fitMatrix, letterPair, placedRegion, setLetters, setLineGlyphs, toNameGlyphs } from '../letters';
import { cornerRadius, minFeature } from '../params';
import type { Mark, MarkContext } from '../types';

const C = { x: 500, y: 500 };

/** The largest counter (hole) of a region: a ring that lies inside another ring. */
function largestCounter(region: Region): Box | null {
  const holes = region.filter((ring, i) => ring[0] && region.some((other, j) => j !== i && isPointInRings(ring[0]!, [other])));
  const best = holes.sort((a, b) => Math.abs(ringSignedArea(b)) - Math.abs(ringSignedArea(a)))[0];
  return best ? boxOfRings([best]) : null;
}

/** Approximate largest inscribed circle by sampling a grid and measuring the distance to the outline. */
function thickestPoint(region: Region): { p: Point; r: number } {
  const box = boxOfRings(region);
  let best = { p: { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 }, r: 0 };
  const n = 28;
  for (let j = 1; j < n; j++) {
    for (let i = 1; i < n; i++) {
      const p = { x: box.minX + ((box.maxX - box.minX) * i) / n, y: box.minY + ((box.maxY - box.minY) * j) / n };
      if (!isPointInRings(p, region)) continue;
      const r = distanceToRings(p, region);
      if (r > best.r) best = { p, r };
    }
  }
  return best;
}

export function buildNegativeSpaceLetter(ctx: MarkContext, archetype: string): Mark {
  if (archetype === 'figure-ground-monogram') return buildFigureGround(ctx, archetype);
  const icon = pickIcon(ctx, 'negative-letter');
  const text = firstInitial(ctx);
  const set = setLetters(ctx, archetype, text, { role: 'display', size: 400, weight: 900 });
  const letter = placedRegion(set, fitMatrix(set.box, C, 860, 860));
  const counter = largestCounter(letter);
  const letterBox = boxOfRings(letter);
  const counterArea = counter ? (counter.maxX - counter.minX) * (counter.maxY - counter.minY) : 0;
  const feature = minFeature(ctx);
  if (counter && counterArea > 0.04 * (letterBox.maxX - letterBox.minX) * (letterBox.maxY - letterBox.minY)) {
    const size = Math.min(counter.maxX - counter.minX, counter.maxY - counter.minY) * 0.8;
    const figure = placeIconTight(
      icon,
      { x: (counter.minX + counter.maxX) / 2, y: (counter.minY + counter.maxY) / 2 },
      size,
      feature * 0.5,
    );
    return finishMark(
      archetype,
      'negative-space-letter',
      [
        { d: regionToPath(letter), ink: 'primary', fillRule: 'evenodd' },
        { d: regionToPath(figure), ink: 'accent', fillRule: 'evenodd' },
      ],
      {
        description: `The counter of a heavy ${text} holds a ${icon.name.replace(/-/g, ' ')}: the letter and the business in one form.`,
        hasText: true,
        features: { letters: text, icons: [icon.name] },
      },
    );
  }
  const { p, r } = thickestPoint(letter);
  const figure = placeIconTight(icon, p, Math.max(r * 1.7, feature * 3), feature * 0.5);
  return finishMark(
    archetype,
    'negative-space-letter',
    [{ d: regionToPath(regionSubtract(letter, figure)), ink: 'primary', fillRule: 'evenodd' }],
    {
      description: `A ${icon.name.replace(/-/g, ' ')} cut out of the heaviest stroke of ${text}, found only on a second look.`,
      hasText: true,
      features: { letters: text, icons: [icon.name] },
    },
  );
}

/** Two initials and a pictogram knocked out of one solid block: letters and figure share the same ground. */
function buildFigureGround(ctx: MarkContext, archetype: string): Mark {
  const icon = pickIcon(ctx, 'figure-ground');
  const text = letterPair(ctx).join('');
  const parts = [...text].map((ch) => setLetters(ctx, archetype, ch, { role: 'display', size: 400, weight: 800 }));
  const cap = 300;
  const slot = cap * 0.62;
  const gap = cap * 0.14;
  const left = placedRegion(parts[0]!, fitMatrix(parts[0]!.box, { x: 0, y: 0 }, cap * 1.2, cap));
  const right = placedRegion(parts[1] ?? parts[0]!, fitMatrix((parts[1] ?? parts[0]!).box, { x: 0, y: 0 }, cap * 1.2, cap));
  const lb = boxOfRings(left);
  const rb = boxOfRings(right);
  const leftX = -(lb.maxX - lb.minX) - slot / 2 - gap;
  const rightX = slot / 2 + gap;
  const placedLeft = ringsTransform(left, [1, 0, 0, 1, leftX - lb.minX, 0]);
  const placedRight = ringsTransform(right, [1, 0, 0, 1, rightX - rb.minX, 0]);
  const figure = placeIconTight(icon, { x: 0, y: 0 }, slot, minFeature(ctx) * 0.3);
  const content = regionUnion(placedLeft, placedRight, figure);
  const box = boxOfRings(content);
  const pad = cap * 0.32;
  const block = regionFromPath(
    roundedRectPath(box.minX - pad, box.minY - pad, box.maxX - box.minX + 2 * pad, box.maxY - box.minY + 2 * pad, cornerRadius(ctx, cap)),
  );
  return finishMark(
    archetype,
    'negative-space-letter',
    [{ d: regionToPath(regionSubtract(block, content)), ink: 'primary', fillRule: 'evenodd' }],
    {
      description: `${text} and a ${icon.name.replace(/-/g, ' ')} cut from one solid block, letters and figure sharing the same ground.`,
      hasText: true,
      features: { letters: text, icons: [icon.name] },
    },
  );
}

/** How the negative-space wordmark sets its letters (capitals, heavy, tight). */
export const NEGATIVE_SPACE_TEXT = { role: 'display', size: 300, weight: 800, trackingEm: -0.02 } as const;
/** Least clear space between two letters of the tight wordmark, in cap heights (the name check asks for 0.02). */
export const NEGATIVE_SPACE_GAP = 0.03;

/** Letters after which a one-word name splits into its two inks (vowels; Y counts as one at the end of a syllable). */
const VOWEL = /[AEIOUYÀ-ÖØ-Ý]/;

/**
 * Where the second ink starts: at the second word, else at a syllable break near the middle (between two different
 * consonants, else after a vowel), keeping at least two letters on each side; 0 when the name is too short to split.
 */
export function findInkSplit(words: readonly string[]): number {
  if (words.length > 1) return words[0]!.length;
  const letters = [...(words[0] ?? '')];
  const middle = letters.length / 2;
  const breaks = letters
    .map((_, i) => i)
    .filter((i) => i >= 2 && i <= letters.length - 2)
    .map((i) => {
      const before = letters[i - 1]!;
      const after = letters[i]!;
      const consonants = !VOWEL.test(before) && !VOWEL.test(after) && before !== after;
      const afterVowel = VOWEL.test(before) && !VOWEL.test(after);
      return { i, score: Math.abs(i - middle) + (consonants ? 0 : afterVowel ? 0.75 : 3) };
    })
    .sort((x, y) => x.score - y.score || x.i - y.i);
  return breaks[0]?.i ?? 0;
}

/**
 * The name set tight in heavy capitals and split into two inks at a word or syllable: the FedEx way of working,
 * letters whole and never touching, every one of them kept clear of the next by at least NEGATIVE_SPACE_GAP cap.
 */
export function buildNegativeSpaceWordmark(ctx: MarkContext, archetype: string): Mark {
  const text = ctx.brief.brandName.trim().toUpperCase();
  const set = setLineGlyphs(ctx, archetype, text, NEGATIVE_SPACE_TEXT);
  const cap = -boxOfRings(set.flatMap((g) => regionFromPath(g.d, 1))).minY;
  // Tight, not touching: a pair closer than the gap is opened by exactly what it lacks.
  const minGap = NEGATIVE_SPACE_GAP * cap;
  let shift = 0;
  let prev: Region | undefined;
  const glyphs = set.map((g) => {
    const outline = regionFromPath(g.d, 0.5);
    for (let tries = 0; prev && tries < 8; tries++) {
      const gap = regionGap(prev, ringsTransform(outline, [1, 0, 0, 1, shift, 0]), minGap * 2);
      if (gap >= minGap) break;
      // Overlapping outlines report no gap at all, so step by a whole gap until they part.
      shift += gap > 0 ? minGap - gap + 0.01 : minGap;
    }
    prev = ringsTransform(outline, [1, 0, 0, 1, shift, 0]);
    return shift === 0 ? g.d : transformPath(g.d, [1, 0, 0, 1, shift, 0]);
  });
  const split = findInkSplit(text.split(/\s+/));
  const layers: DraftLayer[] = [
    { d: glyphs.slice(0, split || glyphs.length).join(''), ink: 'primary' },
    { d: split ? glyphs.slice(split).join('') : '', ink: 'secondary' },
  ];
  const compact = text.replace(/\s+/g, '');
  const nameGlyphs = toNameGlyphs(
    text,
    glyphs.map((d) => ({ d })),
  );
  return finishMark(archetype, 'negative-space-wordmark', layers, {
    description: split
      ? `${text} set tight in heavy capitals, ${compact.slice(0, split)} and ${compact.slice(split)} in two inks: one word read as two ideas.`
      : `${text} set tight in heavy capitals, every letter whole: the name is the mark.`,
    hasText: true,
    carriesName: true,
    features: { letters: text, ...(nameGlyphs ? { nameGlyphs } : {}) },
  });
}
