import svgpath from 'svgpath';
import { describe, expect, it } from 'vitest';
import { absoluteSegments } from './segments';

/** What svgpath makes of the data: absolute, arcs as cubics, shorthand curves written out. */
function viaSvgpath(d: string): unknown[] {
  const out: unknown[] = [];
  svgpath(d)
    .abs()
    .unarc()
    .unshort()
    .iterate((segment) => {
      out.push([...segment]);
    });
  return out;
}

describe('absoluteSegments', () => {
  const cases = [
    'M10 20L30 40H50V60C1 2 3 4 5 6Q7 8 9 10Z',
    'm10 20l5 5h10v-10c1 2 3 4 5 6q1 1 2 2zm5 5l1 1z',
    'M1,2,3,4,5,6ZL7 8',
    'M-.5.5.25-.25l.5.5.5.5',
    'M 0 0 L 10 0 L 10 10 Z m 3 3 h 2 v 2 h -2 z',
    'm-0 -0l-0 0',
    'M10 10 20 20 30 30',
    'M0 0A10 10 0 0 1 20 20Z',
    'M0 0S10 10 20 20T30 30',
    'M1e2 1E-2L3 4',
    'M0 0L',
    'L0 0',
    'M09 1',
    '',
    '  M1 2',
  ];
  it.each(cases)('reads %j as svgpath does', (d) => {
    expect(absoluteSegments(d)).toEqual(viaSvgpath(d));
  });
});
