/** A rule or ribbon under a name clears the name's descenders: drawn through a p's or g's tail it joins them to it. */
import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../../scripts/mark-fixtures';
import { boxOfRings } from '../../geometry';
import { regionFromPath } from '../../path';
import type { Brief } from '../../types';
import { buildMark } from '../index';

const markOf = (brandName: string, archetype: string, designerId: string) =>
  buildMark(createFixtureContext({ designerId, brief: { brandName, industry: 'watch repair', oneLiner: 'x' } as Brief }), archetype);

describe('the line under a name', () => {
  it.each([
    ['Mainspring', 'ribbon-wordmark', 'walter-landor'],
    ['Spin Cycle', 'ribbon-wordmark', 'walter-landor'],
    // Benguiat frames his titling instead (titling.test.ts): the tracked titling over a rule is the others'.
    ['Happy Days', 'extended-titling', 'frank-mason-robinson'],
  ])('%s (%s): the line sits wholly below the lowest letter', (name, archetype, designer) => {
    const mark = markOf(name, archetype, designer);
    const [letters, line] = mark.layers.map((l) => boxOfRings(regionFromPath(l.d, 0.5)));
    expect(line!.minY).toBeGreaterThan(letters!.maxY);
  });
});
