import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../scripts/mark-fixtures';
import { DESIGNER_IDS } from '../dna';
import { designBrand } from '../node';
import { regionArea, regionFromGlyphs, regionIntersect, regionUnion } from '../path';
import type { Brief } from '../types';
import { buildMark } from './index';
import { applyMarkCase, firstInitial, letterPair, lettersRegion, monogramLetters } from './letters';

const ctxFor = (brandName: string) =>
  createFixtureContext({ designerId: 'massimo-vignelli', brief: { brandName, oneLiner: 'a ferry line', industry: 'transport' } as Brief });
const pairOf = (brandName: string) => letterPair(ctxFor(brandName)).join('');

describe('monogramLetters', () => {
  it('keeps initials that read as initials', () => {
    expect(monogramLetters(ctxFor('Salt & Pine'), 2)).toBe('SP');
    expect(monogramLetters(ctxFor('Harbour Line Ferries'), 3)).toBe('HLF');
  });

  it('drops a middle initial, else all but the first, when the initials spell a word', () => {
    expect(monogramLetters(ctxFor('Pemberton Insurance Group'), 3)).toBe('PG');
    // The first two of PIG spell "pi".
    expect(monogramLetters(ctxFor('Pemberton Insurance Group'), 2)).toBe('P');
    expect(monogramLetters(ctxFor('Northwind Oyster'), 2)).toBe('N');
    expect(monogramLetters(ctxFor('Coffee Alley Tavern'), 3)).toBe('CT');
  });
});

describe('letterPair', () => {
  it('takes two initials of a name of two words or a camel-cased word', () => {
    expect(pairOf('Salt & Pine')).toBe('SP');
    expect(pairOf('ByteBurrow')).toBe('BB');
  });

  it('pairs the first initial with a later one, or letters of the first word, when two initials spell a word', () => {
    expect(pairOf('Pemberton Insurance Group')).toBe('PG');
    expect(pairOf('Northwind Oyster')).toBe('NW');
  });

  it("gives a closed compound its parts' initials, not a word its first two letters spell", () => {
    // "NO" reads as the word, not as a monogram of Northwind.
    expect(pairOf('Northwind')).toBe('NW');
    expect(pairOf('Copperline')).toBe('CL');
  });

  it('invents no initials for a one-word name that is no compound (no "OA" for Okafor, no "LA" for Lantern)', () => {
    for (const name of ['Okafor', 'Isla', 'Bello', 'Atlas', 'Lantern', 'Ukulele', 'Kestrel', 'Clayworks'])
      expect(() => pairOf(name), name).toThrow(/no second initial/);
    // A name of two letters is its own pair.
    expect(pairOf('Ox')).toBe('OX');
  });

  it('gives the default designs of a one-word name no pair monogram from any designer', () => {
    const brief = { brandName: 'Okafor', industry: 'Accounting', oneLiner: 'Bookkeeping and tax returns for freelancers.' } as Brief;
    for (const designerId of DESIGNER_IDS) {
      const letters = designBrand(brief, designerId).decisions?.mark.letters ?? '';
      expect(letters.replace(/[^A-Za-z]/g, '').length, designerId).not.toBe(2);
    }
  }, 300_000);
});

describe('Greek initials', () => {
  it('stand as capitals without the tonos, never as a small υ that reads as a Latin u', () => {
    const brief = { brandName: 'Ύπνος', industry: 'sleep clinic', oneLiner: 'Overnight sleep studies in Athens.' };
    for (const designerId of ['paul-rand', 'massimo-vignelli', 'salvador-dali']) {
      const ctx = createFixtureContext({ designerId, brief });
      expect(applyMarkCase(ctx, monogramLetters(ctx, 1)), designerId).toBe('Υ');
      expect(firstInitial(ctx), designerId).toBe('Υ');
    }
  });
});

describe('initials that read as a sign', () => {
  it('never sets SS (or KKK, TM) as a monogram, from any designer or seed', () => {
    const briefs = [
      { brandName: 'Second Stitch', industry: 'Vintage clothing', oneLiner: 'Denim and leather jackets' },
      { brandName: 'Tall Mast', industry: 'Sailing school', oneLiner: 'Dinghy courses on the lake' },
    ];
    for (const brief of briefs)
      for (const id of DESIGNER_IDS)
        for (const seed of [0, 1, 2]) {
          const letters = designBrand(brief, id, seed)
            .decisions?.mark.letters?.replace(/[^\p{L}]/gu, '')
            .toUpperCase();
          expect(['SS', 'KKK', 'TM'], `${id} ${seed} ${brief.brandName}`).not.toContain(letters);
        }
    // 120 whole designs: seconds on a quiet machine, far longer on a loaded one, and the test has no deadline to keep.
  }, 300_000);
});

describe('initials that are someone else’s name', () => {
  it('never sets NSW (New South Wales), BBC or NYC as a monogram: a letter gives way', () => {
    const monogram = (brandName: string) =>
      monogramLetters(
        createFixtureContext({ designerId: 'walter-landor', brief: { brandName, industry: 'services', oneLiner: 'Work.' } }),
        3,
      );
    expect(monogram('North Shore Window Cleaning')).toBe('NW');
    expect(monogram('Bright Birch Carpentry')).toBe('BC');
    expect(monogram('New York Cakes')).toBe('NC');
    // Initials no one else owns stay whole.
    expect(monogram('North Shore Cleaning')).toBe('NSC');
  });
});

describe('a compound name split into a pair', () => {
  it('never pairs Tide|pool as TP (toilet paper): the pair monogram gives way', () => {
    const brief = { brandName: 'Tidepool', industry: 'aquarium shop', oneLiner: 'Reef tanks and corals.' };
    expect(() => letterPair(createFixtureContext({ designerId: 'sagi-haviv', brief }))).toThrow(/reads as a sign/);
    // A compound whose parts' initials are no sign keeps its pair.
    const wind = { brandName: 'Northwind', industry: 'coffee roastery', oneLiner: 'Coffee by the sea.' };
    expect(letterPair(createFixtureContext({ designerId: 'sagi-haviv', brief: wind }))).toEqual(['N', 'W']);
  });
});

describe('letters as one region', () => {
  it('fills the joins of a connected script as ink, never as slits: the whole name covers what its letters cover', () => {
    const ctx = createFixtureContext({
      designerId: 'frank-mason-robinson',
      brief: { brandName: 'Clutch', oneLiner: 'driving lessons', industry: 'driving school' } as Brief,
    });
    const glyphs = ctx.fonts!.glyphOutlines!('Clutch', { role: 'script', size: 1000 });
    const whole = lettersRegion({ d: glyphs.map((g) => g.d).join('') } as Parameters<typeof lettersRegion>[0]);
    const apart = regionUnion(...glyphs.map((g) => regionFromGlyphs(g.d, 0.5)));
    // The letters overlap where they join (read even-odd, each overlap was a hole).
    const overlaps = glyphs
      .slice(1)
      .some((g, i) => regionArea(regionIntersect(regionFromGlyphs(g.d, 0.5), regionFromGlyphs(glyphs[i]!.d, 0.5))) > 1);
    expect(overlaps).toBe(true);
    expect(regionArea(whole)).toBeCloseTo(regionArea(apart), -2);
  });
});

describe('a lone initial that is one stroke', () => {
  it("sets Rand's lower-case l alone in a square as a capital (Legwork's l read as an I or a pause sign, twenty-eighth review)", () => {
    const brief = { brandName: 'Legwork', industry: 'private investigator', oneLiner: 'Background checks and surveillance.' } as Brief;
    const mark = buildMark(createFixtureContext({ designerId: 'paul-rand', brief }), 'geometric-monogram');
    expect(mark.features?.letters).toBe('L');
    // A lower-case initial with more than one stroke keeps the designer's case.
    const other = { brandName: 'Bramble', industry: 'bakery', oneLiner: 'Bread and cakes.' } as Brief;
    expect(buildMark(createFixtureContext({ designerId: 'paul-rand', brief: other }), 'geometric-monogram').features?.letters).toBe('b');
  });

  it('never knocks a lone p out of a red disc, the pin-board network’s sign (Rand for a pitch installer, thirtieth review)', () => {
    const brief = { brandName: 'Pitch', industry: 'sports pitch installer', oneLiner: 'We install 3G artificial pitches.' } as Brief;
    const descriptions = [0, 1, 2, 3, 4, 5, 6, 7].map((variant) => {
      const ctx = createFixtureContext({ designerId: 'paul-rand', brief, variant });
      return buildMark({ ...ctx, palette: { ...ctx.palette, primary: '#E13016' } }, 'geometric-monogram').description;
    });
    for (const description of descriptions) expect(description).not.toMatch(/disc/);
    // In another colour the designer's disc stays.
    const blue = [0, 1, 2, 3, 4, 5, 6, 7].map(
      (variant) => buildMark(createFixtureContext({ designerId: 'paul-rand', brief, variant }), 'geometric-monogram').description,
    );
    expect(blue.some((description) => /disc/.test(description))).toBe(true);
  });

  it("sets Rand's lower-case j alone in a square as a capital (Jumbaroo's j lost its hook at 16 px and read as an i, twenty-ninth review)", () => {
    const brief = { brandName: 'Jumbaroo', industry: 'bouncy castle hire', oneLiner: 'Bouncy castles for birthdays.' } as Brief;
    expect(buildMark(createFixtureContext({ designerId: 'paul-rand', brief }), 'geometric-monogram').features?.letters).toBe('J');
  });
});
