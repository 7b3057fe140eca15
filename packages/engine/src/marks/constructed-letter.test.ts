/**
 * Letters built from parts (Haviv's letter built from objects): every part stands clear of the others, and the
 * built letter still reads as its capital, not as a neighbour (the N not as an H, the B not as an R).
 */
import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../scripts/mark-fixtures';
import { boxOfRings, isPointInRings } from '../geometry';
import { createNodeFontSource } from '../node/fonts';
import { flattenPath, regionArea, regionFromPath, regionGrow, regionIntersect, transformPath } from '../path';
import { setText } from '../type/set-text';
import { constructedLetter, objectPath } from './constructed-letter';
import { buildMark } from './index';

const CAPITALS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const BUILT = CAPITALS.filter((c) => constructedLetter(c) !== undefined);
/** Module units scaled up so the boolean operations keep their precision. */
const SCALE = 30;
const scaled = (d: string) => transformPath(d, [SCALE, 0, 0, SCALE, 0, 0]);

/** The shape as a grid of samples over its own box, so letters of any width compare. */
function silhouette(d: string, n = 32): boolean[] {
  const rings = flattenPath(d, 0.2);
  const box = boxOfRings(rings);
  const w = box.maxX - box.minX;
  const h = box.maxY - box.minY;
  const samples: boolean[] = [];
  for (let j = 0; j < n; j++)
    for (let i = 0; i < n; i++)
      samples.push(isPointInRings({ x: box.minX + ((i + 0.5) / n) * w, y: box.minY + ((j + 0.5) / n) * h }, rings));
  return samples;
}

function overlap(a: readonly boolean[], b: readonly boolean[]): number {
  let both = 0;
  let either = 0;
  a.forEach((v, k) => {
    if (v && b[k]) both++;
    if (v || b[k]) either++;
  });
  return both / either;
}

describe('constructed letters', () => {
  it('builds the capitals whose strokes part cleanly, and none whose diagonals cross or meet', () => {
    expect(BUILT.join('')).toBe('ABCDEFIJLNOPRSTUZ');
  });

  it('builds no G or H, whose bar parted from the ring or the stems reads "C–" or "I-I"', () => {
    expect(constructedLetter('G')).toBeUndefined();
    expect(constructedLetter('H')).toBeUndefined();
  });

  it.each(BUILT)('%s: two to five parts, each clear of the others by the grid gap', (c) => {
    const letter = constructedLetter(c)!;
    expect(letter.parts.length).toBeGreaterThanOrEqual(2);
    expect(letter.parts.length).toBeLessThanOrEqual(5);
    // Grown by a little under half the gap (two modules), no two parts meet.
    const grown = letter.parts.map((part) => regionGrow(regionFromPath(scaled(objectPath(part))), 0.45 * SCALE));
    for (let i = 0; i < grown.length; i++)
      for (let j = i + 1; j < grown.length; j++)
        expect(regionArea(regionIntersect(grown[i]!, grown[j]!)), `${c}: parts ${i} and ${j}`).toBe(0);
    expect(letter.accent).toBeLessThan(letter.parts.length);
  });

  // A bar is every sans's I: scaled to its own box it fills it, so it has no shape to compare.
  it.each(BUILT.filter((c) => c !== 'I'))('%s reads as its own capital: of 26 bold sans capitals it is nearest its own', (c) => {
    const font = createNodeFontSource().getFont('Outfit', 700, 'normal');
    const letter = constructedLetter(c)!;
    const built = silhouette(letter.parts.map(objectPath).join(' '));
    const nearest = CAPITALS.map((other) => ({
      other,
      score: overlap(built, silhouette(setText(font, other, { size: 100, trackingEm: 0 }).glyphs[0]!.d)),
    })).sort((a, b) => b.score - a.score);
    expect(
      nearest[0]!.other,
      nearest
        .slice(0, 3)
        .map((n) => `${n.other} ${n.score.toFixed(2)}`)
        .join(', '),
    ).toBe(c);
  });
});

describe("Haviv's letter built from objects", () => {
  const mark = (brandName: string) =>
    buildMark(
      createFixtureContext({
        designerId: 'sagi-haviv',
        brief: { brandName, industry: 'hot sauce maker', oneLiner: 'Small-batch fermented hot sauce.' },
      }),
      'object-built-letter',
    );

  it('builds the initial from its parts, with no disc around it and no stray dot', () => {
    const built = mark('Ember');
    expect(built.description).toMatch(/^The initial E built on a grid from a stem and three arms/);
    const ink = regionFromPath(built.layers.map((l) => l.d).join(' '));
    const box = boxOfRings(ink);
    // A disc would fill most of its box; the E's parts fill well under three quarters of it.
    expect(regionArea(ink) / ((box.maxX - box.minX) * (box.maxY - box.minY))).toBeLessThan(0.75);
    expect(built.features?.letters).toBe('E');
  });

  it('knocks an initial with no construction out of a disc', () => {
    expect(mark('Kestrel').description).toMatch(/knocked out of a solid (disc|square)/);
  });
});
