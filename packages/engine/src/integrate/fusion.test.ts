/**
 * A designer's default design fuses the brief's figure with the name when it can (a figure for the dot of an i, in a
 * round letter's counter): three of the four designers with a fusing archetype try it first on each name, the
 * figure must be one of the brief's two leading ideas, and a seed or variant walking on keeps its planned take.
 */
import { describe, expect, it } from 'vitest';
import { DESIGNER_IDS } from '../dna';
import { designBrand } from '../node';
import { ideaArchetypeFor, ideaDesignersOn } from './mark';

const FUSERS = ['paul-rand', 'milton-glaser', 'alan-fletcher', 'david-ogilvy'];
const KILN = { brandName: 'Kiln', industry: 'Pottery studio', oneLiner: 'Wheel-throwing classes and a shared kiln in Leeds.' };

describe('fusing the figure with the name', () => {
  it('seats three of the four fusing designers on each name, a different three from name to name', () => {
    const names = ['Kiln', 'Tumbler', 'Spin Cycle', 'Mainspring', 'Clutch', 'Harbour Yoga', 'Okafor & Sons', 'Wren', 'Lumen', 'Solace'];
    const seated = names.map((name) => FUSERS.filter((id) => ideaArchetypeFor(id, name)?.kind === 'fuse'));
    for (const seats of seated) expect(seats).toHaveLength(3);
    expect(new Set(seated.map((seats) => seats.join())).size).toBeGreaterThan(1);
    expect(ideaArchetypeFor('ed-benguiat', 'Kiln')).toBeUndefined();
  });

  it("gives the default design the brief's leading figure for the dot of the name's i, and keeps every letter whole", () => {
    const designerId = FUSERS.find((id) => ideaArchetypeFor(id, KILN.brandName)?.archetype === 'rebus')!;
    const design = designBrand(KILN, designerId);
    expect(design.archetype).toBe('rebus');
    expect(design.strategy.rationale).toMatch(/dot of the i/);
    expect(design.quality.checks.filter((c) => !c.passed)).toEqual([]);
  });

  it('leaves the takes a seed walks to as the designer planned them', () => {
    const designerId = FUSERS.find((id) => ideaArchetypeFor(id, KILN.brandName)?.archetype === 'rebus')!;
    const archetypes = new Set([1, 2, 3, 4, 5].map((seed) => designBrand(KILN, designerId, seed).archetype));
    expect(archetypes.size).toBeGreaterThan(1);
  });

  it("has the designers dealt the name's own picture draw it in the mark, where the brief hardly speaks of it", () => {
    // The trade's words (roofs, tiles) outweigh the kestrel many times over; before, no default design drew a bird.
    const roofer = {
      brandName: 'Kestrel Roofing',
      industry: 'Roofing contractor',
      oneLiner: 'Slate and tile roofs repaired and replaced across Yorkshire, with a ten-year guarantee.',
    };
    const drawn = DESIGNER_IDS.filter((id) => designBrand(roofer, id).decisions?.mark.icons.includes('bird'));
    expect(drawn.length).toBeGreaterThanOrEqual(2);
    expect(drawn.length).toBeLessThanOrEqual(3);
  });
});

describe('the designers dealt the ideas first', () => {
  it.each(['Ласточка', 'Γέφυρα Ορίζοντα', 'Fathom'])('deals a rebus designer first on %s, whose O can hold a figure', (name) => {
    expect(ideaDesignersOn(name).length).toBeGreaterThan(0);
  });

  it('deals none first on a name without a round counter or a dotted letter, and no holder', () => {
    expect(ideaDesignersOn('Hue')).toEqual([]);
  });
});
