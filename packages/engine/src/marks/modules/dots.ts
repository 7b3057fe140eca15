/** dot-matrix: the initial (or the pictogram) rendered as a grid of round dots (designer-dna.md §1). */
import { boxOfRings, isPointInRings } from '../../geometry';
import { circlePath, type Region } from '../../path';
import { iconPhrase } from '../../strategy/icon-nouns';
import { finishMark } from '../draft';
import { pickIcon, placeIconTight } from '../icon-pick';
import { firstInitial, fitMatrix, placedRegion, setLetters } from '../letters';
import { countInRange, moduleBlock, readNumber, readRange } from '../params';
import type { Mark, MarkContext } from '../types';

/**
 * Samples the region at grid nodes: a dot is drawn where the node, or most of a small cross
 * around it, lies inside, so thin strokes still get a dot.
 */
function sampleDots(region: Region, rows: number, dotToPitch: number): { d: string; count: number } {
  const box = boxOfRings(region);
  const pitch = (box.maxY - box.minY) / rows;
  const cols = Math.max(1, Math.round((box.maxX - box.minX) / pitch));
  const x0 = (box.minX + box.maxX) / 2 - ((cols - 1) * pitch) / 2;
  const r = (pitch * dotToPitch) / 2;
  const dots: string[] = [];
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const p = { x: x0 + i * pitch, y: box.minY + (j + 0.5) * pitch };
      const probes = [
        p,
        { x: p.x - r * 0.6, y: p.y },
        { x: p.x + r * 0.6, y: p.y },
        { x: p.x, y: p.y - r * 0.6 },
        { x: p.x, y: p.y + r * 0.6 },
      ];
      const hits = probes.filter((q) => isPointInRings(q, region)).length;
      if (hits >= 2) dots.push(circlePath(p, r));
    }
  }
  return { d: dots.join(''), count: dots.length };
}

/** Rows for a letter with diagonals or stacked bowls. */
const FINE_ROWS = 14;

export function buildDotMatrix(ctx: MarkContext, archetype: string): Mark {
  const block = moduleBlock(ctx, 'dotMatrix');
  const dotToPitch = readNumber(block, 'dotToPitch', 0.78);
  // A glyph needs about 7–9 rows to stay legible as dots; the DNA's cells-per-glyph sets the lower bound.
  let rows = Math.max(7, countInRange(ctx, 'dots.rows', readRange(block, 'cellsPerGlyph', [7, 9])) + 2);
  const useIcon = !ctx.fonts;
  let region: Region;
  let subject: string;
  if (useIcon) {
    const icon = pickIcon(ctx, 'dots');
    region = placeIconTight(icon, { x: 500, y: 500 }, 860);
    subject = iconPhrase(icon.name);
  } else {
    const text = firstInitial(ctx);
    // Diagonals and stacked bowls break into blobs on a coarse grid (an M read "rM", a B "8"): they get a finer one.
    if (/[BMWSGQRKXZ&@%8]/u.test(text)) rows = Math.max(rows, FINE_ROWS);
    // The support face (a sans) keeps even stems; a Didone's hairlines would vanish between dots.
    const letters = setLetters(ctx, archetype, text, { role: 'support', size: 400, weight: 800 });
    region = placedRegion(letters, fitMatrix(letters.box, { x: 500, y: 500 }, 860, 860));
    subject = `the initial ${text}`;
  }
  const { d, count } = sampleDots(region, rows, dotToPitch);
  return finishMark(archetype, 'dot-matrix', [{ d, ink: 'primary', sparse: true }], {
    description: `${subject[0]!.toUpperCase()}${subject.slice(1)} built from ${count} round dots on a grid, precise and a little playful.`,
    hasText: !useIcon,
  });
}
