/** Stand-in mark (a letter disc, designer-dna.md §1 `letter-disc`) for when no archetype module can build one. */
import { holdsInDisc, ROUND_INITIAL_CORNER } from '../marks/modules/monogram';
import type { Mark } from '../marks/types';
import { roundedRectPath } from '../path';
import { toPathData } from '../svg/numbers';
import type { SetTextResult } from '../type/types';

const BOX = 1000;
// Cubic Bézier circle constant: 4/3·tan(π/8) (Riškus, "Approximation of a cubic Bézier curve by circular arcs").
const KAPPA = 0.5522847498;

/** Circle path data centred at (cx, cy). */
function circlePath(cx: number, cy: number, r: number): string {
  const k = r * KAPPA;
  return toPathData(
    [
      { type: 'M', x: cx + r, y: cy },
      { type: 'C', x1: cx + r, y1: cy + k, x2: cx + k, y2: cy + r, x: cx, y: cy + r },
      { type: 'C', x1: cx - k, y1: cy + r, x2: cx - r, y2: cy + k, x: cx - r, y: cy },
      { type: 'C', x1: cx - r, y1: cy - k, x2: cx - k, y2: cy - r, x: cx, y: cy - r },
      { type: 'C', x1: cx + k, y1: cy - r, x2: cx + r, y2: cy - k, x: cx + r, y: cy },
      { type: 'Z' },
    ],
    (x, y) => [x, y],
  );
}

/**
 * A solid disc holding the initial in the ground colour; disc diameter = 1.6 × the letter's cap height. An initial
 * a disc would make a famous sign of (holdsInDisc: a round letter, a P in red) takes a rounded square.
 */
export function buildLetterDiscMark(initial: SetTextResult, text = '', discInk = '#000000'): Mark {
  const radius = BOX * 0.46;
  const targetCap = (2 * radius) / 1.6;
  const scale = targetCap / Math.max(1, initial.capHeight);
  const { bbox } = initial;
  // Centre the letter on its ink box so round and pointed letters both sit optically in the middle.
  const dx = BOX / 2 - ((bbox.minX + bbox.maxX) / 2) * scale;
  const dy = BOX / 2 - ((bbox.minY + bbox.maxY) / 2) * scale;
  const transformed = transformPathData(initial.d, scale, dx, dy);
  const round = !holdsInDisc(text, discInk);
  return {
    archetype: 'letter-disc',
    baseArchetype: 'letter-disc',
    layers: [
      {
        d: round
          ? roundedRectPath(BOX / 2 - radius, BOX / 2 - radius, 2 * radius, 2 * radius, 2 * radius * ROUND_INITIAL_CORNER)
          : circlePath(BOX / 2, BOX / 2, radius),
        ink: 'primary',
        fillRule: 'nonzero',
      },
      { d: transformed, ink: 'ground', fillRule: 'nonzero' },
    ],
    viewBox: [0, 0, BOX, BOX],
    description: `A solid ${round ? 'rounded square' : 'disc'} holding the initial, cut in the ground colour.`,
    hasText: true,
    // The letter it draws, for the icon's famous-letter guards (a Q on red, an O in red).
    ...(text ? { features: { letters: text } } : {}),
  };
}

/** Scales then translates absolute path data written by the type layer (M/L/Q/C/Z only). */
function transformPathData(d: string, scale: number, dx: number, dy: number): string {
  return d.replace(/([MLQCZ])([^MLQCZ]*)/g, (_m, command: string, args: string) => {
    const values = (args.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    const mapped = values.map((v, i) => (i % 2 === 0 ? v * scale + dx : v * scale + dy));
    return command + mapped.map((v) => Math.round(v * 100) / 100).join(' ');
  });
}
