/** Compact SVG number and ring formatting (2 decimals suit a 1000-unit box). */
import type { Ring } from '../geometry';

export const DEFAULT_PRECISION = 2;

/**
 * Below this magnitude a double has less than 0.01 between neighbours, so a value rounded to hundredths prints as
 * its hundredths: formatted from the integer count of hundredths it reads the same as String() of the value.
 */
const EXACT_HUNDREDTHS = 2 ** 45 * 100;

/** Rounds and strips trailing zeros and the leading zero: 12.50 → "12.5", 0.25 → ".25", -0 → "0". */
export function formatNumber(value: number, precision = DEFAULT_PRECISION): string {
  if (precision === 2) {
    // The common case, written from whole hundredths (String() of a fraction is the costly part of writing paths).
    const hundredths = Math.round(value * 100);
    if (hundredths === 0) return '0';
    if (Math.abs(hundredths) < EXACT_HUNDREDTHS) {
      const abs = hundredths < 0 ? -hundredths : hundredths;
      const fraction = abs % 100;
      const whole = (abs - fraction) / 100;
      let text = whole === 0 ? '' : String(whole);
      if (fraction !== 0) text += fraction < 10 ? `.0${fraction}` : fraction % 10 === 0 ? `.${fraction / 10}` : `.${fraction}`;
      return hundredths < 0 ? `-${text}` : text;
    }
  }
  const factor = 10 ** precision;
  const rounded = Math.round(value * factor) / factor;
  if (Object.is(rounded, -0) || rounded === 0) return '0';
  const text = String(rounded);
  if (text.startsWith('0.')) return text.slice(1);
  if (text.startsWith('-0.')) return `-${text.slice(2)}`;
  return text;
}

/** Joins numbers with the fewest separators SVG allows (a minus sign or a leading dot separates). */
export function joinNumbers(values: readonly number[], precision = DEFAULT_PRECISION): string {
  let out = '';
  let previous = '';
  for (const value of values) {
    const text = formatNumber(value, precision);
    const needsSpace = out !== '' && !text.startsWith('-') && !(text.startsWith('.') && previous.includes('.'));
    out += needsSpace ? ` ${text}` : text;
    previous = text;
  }
  return out;
}

/** Polylines as "M x y x y … Z" (implicit line-tos after the move). */
export function ringsToPathData(rings: readonly Ring[], precision = DEFAULT_PRECISION): string {
  return rings
    .filter((ring) => ring.length >= 3)
    .map(
      (ring) =>
        `M${joinNumbers(
          ring.flatMap((p) => [p.x, p.y]),
          precision,
        )}Z`,
    )
    .join('');
}
