/**
 * Negative-space archetypes (designer-dna.md §1): negative-space-letter (an icon in the letter's
 * counter, or cut from its heaviest stroke), figure-ground-monogram (the figure sits where two
 * initials meet) and negative-space-wordmark (an arrow cut from the facing sides of two letters).
 */
import { type Box, boxOfRings, distanceToRings, isPointInRings, type Point, ringSignedArea, ringsTransform } from '../../geometry';
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
} from '../../path';
import { finishMark } from '../draft';
import { pickIcon, placeIconTight } from '../icon-pick';
import { firstInitial, fitMatrix, letterPair, placedRegion, setLetters, setLineGlyphs } from '../letters';
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

/** The name set tight, with a forward arrow cut from the facing sides of two neighbouring letters. */
export function buildNegativeSpaceWordmark(ctx: MarkContext, archetype: string): Mark {
  const text = ctx.brief.brandName.trim().toUpperCase();
  const glyphs = setLineGlyphs(ctx, archetype, text, NEGATIVE_SPACE_TEXT);
  const letters = text.replace(/\s+/g, '');
  const all = boxOfRings(glyphs.flatMap((g) => regionFromPath(g.d, 1)));
  const cap = all.maxY - all.minY;
  // The pair nearest the middle that is set close (not across a word space) and is not E + x (§0).
  const pairs = glyphs
    .slice(0, -1)
    .map((_, i) => i)
    .filter((i) => glyphs[i + 1]!.box.minX - glyphs[i]!.box.maxX < cap * 0.2)
    .filter((i) => !/e/i.test(letters[i] ?? '') || !/x/i.test(letters[i + 1] ?? ''));
  const middle = (glyphs.length - 2) / 2;
  const pair = pairs.sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle))[0];
  let region: Region = regionUnion(...glyphs.map((g) => regionFromPath(g.d, 0.5)));
  if (pair !== undefined) {
    const a = glyphs[pair]!.box;
    const b = glyphs[pair + 1]!.box;
    const x0 = a.maxX - (a.maxX - a.minX) * 0.18;
    const x1 = b.minX + (b.maxX - b.minX) * 0.28;
    const mid = (all.minY + all.maxY) / 2;
    const h = cap * 0.4;
    const shaft = h * 0.36;
    const head = x1 - (x1 - x0) * 0.45;
    const arrow = polygonPath([
      { x: x0, y: mid - shaft / 2 },
      { x: head, y: mid - shaft / 2 },
      { x: head, y: mid - h / 2 },
      { x: x1, y: mid },
      { x: head, y: mid + h / 2 },
      { x: head, y: mid + shaft / 2 },
      { x: x0, y: mid + shaft / 2 },
    ]);
    // A bridge of ink between the two letters encloses the arrow, so the figure reads as cut, not as gap.
    const pad = (x1 - x0) * 0.12;
    const bridge = regionFromPath(rectPath(x0 - pad, mid - h * 0.72, x1 - x0 + 2 * pad, h * 1.44));
    region = regionSubtract(
      regionUnion(region, regionIntersect(bridge, regionFromPath(rectPath(a.minX, all.minY, b.maxX - a.minX, cap)))),
      regionFromPath(arrow),
    );
  }
  return finishMark(archetype, 'negative-space-wordmark', [{ d: regionToPath(region), ink: 'primary', fillRule: 'evenodd' }], {
    description: `${text} set tight, with a forward arrow hidden between two letters: momentum for whoever spots it.`,
    hasText: true,
    carriesName: true,
    features: { letters: text, gapFigure: 'arrow' },
  });
}
