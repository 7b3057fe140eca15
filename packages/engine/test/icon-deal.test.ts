/**
 * The 20 designers' answers to one brief stay apart: the brief's pictogram ideas are dealt among them, so no
 * pictogram is drawn by more than three designers, and a picture the brand name names outright (the acorn of
 * Little Acorns) is among the ideas dealt.
 */
import { describe, expect, it } from 'vitest';
import { DESIGNER_IDS, getDesigner } from '../src/dna';
import { iconFamily } from '../src/icons/family';
import { ideaDesignersOn } from '../src/integrate/mark';
import { dealSeatOf, dealtIdeas, MAX_DESIGNERS_PER_ICON } from '../src/marks/icon-pick';
import type { MarkContext } from '../src/marks/types';
import { designBrand } from '../src/node';
import type { Brief } from '../src/types';
import { corpusBrief } from './corpus/briefs';

function ideasFor(brief: Brief): string[] {
  const ctx = { brief, dna: getDesigner('paul-rand'), variant: 0 } as unknown as MarkContext;
  return dealtIdeas(ctx).map((m) => m.name);
}

describe('the ideas dealt for a brief', () => {
  it('seats each of the 20 designers once', () => {
    const seats = DESIGNER_IDS.map((id) => dealSeatOf(id, 0));
    expect(new Set(seats).size).toBe(DESIGNER_IDS.length);
    expect(seats.every((seat) => seat !== undefined && seat < DESIGNER_IDS.length)).toBe(true);
  });

  it("deals a barber the barber's own tools and sign, never the salon's hair dryer (a pistol in silhouette)", () => {
    const ideas = ideasFor({
      brandName: 'Sharp & Co.',
      industry: 'Barber',
      oneLiner: 'Walk-in barber shop doing skin fades, beard trims and hot towel shaves',
    });
    expect(ideas).toEqual(expect.arrayContaining(['barber-pole', 'straight-razor']));
    expect(ideas).not.toContain('hair-dryer');
  });

  it('reaches further down for a second idea when the brief has one strong one, so no picture goes to more than three', () => {
    // The eighth blind review: the pottery's vase was drawn by seven designers, the only idea its brief was dealt.
    const pottery: Brief = {
      brandName: 'Saltmarsh Pottery',
      industry: 'ceramics studio',
      oneLiner: 'A coastal pottery making hand-thrown tableware and running weekend wheel classes.',
      tagline: 'Thrown by hand on the coast',
    };
    expect(ideasFor(pottery)).toEqual(['vase', 'waves']);
    const vases = DESIGNER_IDS.filter((id) => designBrand(pottery, id).decisions?.mark.icons.includes('vase'));
    expect(vases.length).toBeGreaterThan(0);
    expect(vases.length).toBeLessThanOrEqual(MAX_DESIGNERS_PER_ICON);
  });

  it('reads a word in the sense the brief uses it: a football club is no card suit, ice tours no ice lolly', () => {
    const football = ideasFor({
      brandName: 'Riverside Rovers FC',
      industry: 'Sports club',
      oneLiner: "Amateur football club with men's, women's and under-12 teams playing in the local Sunday league.",
      tagline: 'One club, one town',
    });
    expect(football[0]).toBe('soccer-ball');
    expect(football).not.toContain('club');
    const tours = ideasFor({
      brandName: 'Baikal Trails',
      industry: 'Tour operator',
      oneLiner: 'Small-group hiking and winter ice tours on Lake Baikal with local guides and village homestays.',
    });
    expect(tours).not.toContain('popsicle');
    expect(ideasFor({ brandName: 'Scoop', industry: 'Ice cream parlour', oneLiner: 'Ice cream and sorbet by the beach' })).toContain(
      'ice-cream',
    );
  });

  it('draws what the business is, not whom it serves: analytics for supermarkets is a chart, not a carrot', () => {
    const ideas = ideasFor({
      brandName: 'Sextant Data Lab',
      industry: 'Data analytics',
      oneLiner: 'Sales forecasting and customer data analysis for mid-sized retailers and supermarket chains.',
    });
    expect(ideas[0]).toMatch(/chart|trend/);
    expect(ideas).not.toContain('carrot');
    expect(ideas).not.toContain('orange');
  });

  it('deals the picture a name noun stands for (Kestrel Cover: a bird) second', () => {
    const ideas = ideasFor({
      brandName: 'Kestrel Cover',
      industry: 'Insurance broker',
      oneLiner: 'Business and van insurance for tradespeople',
    });
    expect(ideas[1]).toBe('bird');
  });

  it('puts the picture a name word names outright second, after the business’s own object', () => {
    const ideas = ideasFor({ brandName: 'Little Acorns Nursery', industry: 'Daycare', oneLiner: 'Daycare for babies and toddlers' });
    expect(ideas[0]).toBe('baby');
    expect(ideas[1]).toBe('acorn');
  });

  it('does not take an icon that merely shares a tag with a name word for the name’s picture', () => {
    const ideas = ideasFor({ brandName: 'Kestrel Cover', industry: 'Insurance broker', oneLiner: 'Van and landlord insurance' });
    expect(ideas).not.toContain('piggy-bank');
    expect(ideas.length).toBeGreaterThan(1);
  });

  it('keeps to the brief’s own strong ideas (no leftovers of stray words)', () => {
    const ideas = ideasFor({ brandName: 'Sparkwise Electrical', industry: 'Electrician', oneLiner: 'Rewiring and fuse boxes for homes' });
    expect(ideas).toContain('lightning');
    expect(ideas.length).toBeLessThanOrEqual(7);
  });
});

describe('the deal puts the designers who fuse a figure with the name first', () => {
  it('seats them before the others on a name with a letter to hold the figure, and every designer still once', () => {
    const ahead = ideaDesignersOn('Oakridge Dental');
    // The rebus designers (Rand, Glaser, Fletcher) whose turn it is on the name; a story detail waits for its own seat.
    expect(ahead.length).toBeGreaterThanOrEqual(2);
    expect(ahead.every((id) => ['paul-rand', 'milton-glaser', 'alan-fletcher'].includes(id))).toBe(true);
    const seats = DESIGNER_IDS.map((id) => dealSeatOf(id, 0, ahead));
    expect(new Set(seats).size).toBe(DESIGNER_IDS.length);
    expect(ahead.map((id) => dealSeatOf(id, 0, ahead))).toEqual(ahead.map((_, i) => i));
    // No round counter, no dotted letter: nobody goes first.
    expect(ideaDesignersOn('Lumen Bakery')).toEqual([]);
  });

  it("gives a one-idea brief's picture first to the designers who fuse it with the name, not to those who place it in a disc", () => {
    const dentist: Brief = { brandName: 'Oakridge Dental', industry: 'dental practice', oneLiner: 'Family dentistry and gentle check-ups' };
    const drawers = DESIGNER_IDS.map((id) => [id, designBrand(dentist, id)] as const).filter(([, d]) =>
      d.decisions?.mark.icons.includes('tooth'),
    );
    expect(drawers.length).toBeLessThanOrEqual(MAX_DESIGNERS_PER_ICON);
    for (const id of ideaDesignersOn(dentist.brandName)) {
      const design = drawers.find(([drawer]) => drawer === id)?.[1];
      expect(design?.decisions?.mark.description, id).toMatch(/(in the counter of its O|for the dot of its i)/);
    }
  }, 120_000);
});

describe('one brief across all 20 designers', () => {
  it('a hot sauce maker: no picture family (a fire, a flame, a campfire) is drawn by more than three designers', () => {
    // The twenty-fourth review: the four names of one flame were dealt as four ideas, and eleven designers drew it.
    const brief: Brief = {
      brandName: 'Ember',
      industry: 'small-batch hot sauce maker',
      oneLiner: 'We ferment chillies from our own polytunnel and bottle them by hand in batches of two hundred.',
      tagline: 'Slow heat',
    };
    const drawers = new Map<string, string[]>();
    for (const designerId of DESIGNER_IDS) {
      const families = new Set((designBrand(brief, designerId).decisions?.mark.icons ?? []).map(iconFamily));
      for (const family of families) drawers.set(family, [...(drawers.get(family) ?? []), designerId]);
    }
    const crowded = [...drawers].filter(([, who]) => who.length > MAX_DESIGNERS_PER_ICON);
    expect(crowded, crowded.map(([family, who]) => `${family}: ${who.join(', ')}`).join('\n')).toEqual([]);
    expect(drawers.get('fire')?.length ?? 0).toBeGreaterThan(0);
  }, 300_000);

  // Briefs whose first ranking gave one stock icon to most designers (a paw, a hand, an anchor).
  it.each(['paws-whiskers', 'open-hands'])(
    '%s: no pictogram is drawn by more than three designers',
    (id) => {
      const brief = corpusBrief(id).brief;
      const drawers = new Map<string, string[]>();
      for (const designerId of DESIGNER_IDS) {
        const design = designBrand(brief, designerId);
        for (const icon of new Set(design.decisions?.mark.icons ?? [])) drawers.set(icon, [...(drawers.get(icon) ?? []), designerId]);
      }
      const crowded = [...drawers].filter(([, who]) => who.length > MAX_DESIGNERS_PER_ICON);
      expect(crowded, crowded.map(([icon, who]) => `${icon}: ${who.join(', ')}`).join('\n')).toEqual([]);
      expect(drawers.size).toBeGreaterThanOrEqual(2);
    },
    300_000,
  );
});
