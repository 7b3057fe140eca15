/**
 * The name over its descriptor: the words of a name that name the trade are found, set small under the name proper
 * and brought to its width, and a one-word name borrows its trade's noun only where no tagline speaks under it.
 */
import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../../scripts/mark-fixtures';
import { type Box, boxOfRings } from '../../geometry';
import { designBrand } from '../../node';
import { regionFromPath } from '../../path';
import { findTouchingGlyphs } from '../../qa/glyph-integrity';
import type { Brief } from '../../types';
import { buildMark } from '../index';
import { descriptorLine, splitTradeTail } from './descriptor';

const brief = (brandName: string, industry: string, oneLiner = '', tagline = ''): Brief =>
  ({ brandName, industry, oneLiner, tagline, desiredColors: '' }) as Brief;

const markOf = (b: Brief, designerId: string, take = 0) =>
  buildMark({ ...createFixtureContext({ designerId, brief: b }), take }, 'pure-wordmark');
const boxOf = (d: string): Box => boxOfRings(regionFromPath(d, 0.5));
const widthOf = (b: Box) => b.maxX - b.minX;

describe('the words of a name that name its trade', () => {
  it.each([
    ['Anchor Street Laundry', 'laundromat and wash-and-fold service', 'Anchor Street', 'Laundry'],
    ['Beacon Hearing Clinic', 'audiology and hearing aid clinic', 'Beacon', 'Hearing Clinic'],
    ['Tidewater Brewing Co.', 'craft brewery and taproom', 'Tidewater', 'Brewing Co.'],
    ['Okonkwo Electrical', 'residential electrical contractor', 'Okonkwo', 'Electrical'],
    ['Brannigan Plumbing & Heating', 'plumbing and heating', 'Brannigan', 'Plumbing & Heating'],
    ['Lantern Bicycle Works', 'bicycle repair shop', 'Lantern', 'Bicycle Works'],
    // A short word of the industry counts whole: the ice of Ice Cream.
    ['Frostbite Ice Cream', 'ice cream parlour', 'Frostbite', 'Ice Cream'],
  ])('%s: %s over %s', (name, industry, head, tail) => {
    expect(splitTradeTail(brief(name, industry))).toEqual({ head, tail });
  });

  it.each([
    ['Kettle & Pike', 'fishmonger'],
    ['Bramble & Bee', 'bakery'],
    ['Fig', 'Mediterranean small-plates restaurant'],
    // Every word names the trade: the first stays the name, so nothing is left to stand over the rest.
    ['Laundry', 'laundromat'],
  ])('%s (%s) has no trade words to set apart', (name, industry) => {
    expect(splitTradeTail(brief(name, industry))).toBeNull();
  });

  it('takes the trade from the industry, not from the places and people the one-liner names', () => {
    expect(
      splitTradeTail(brief('The Old Mill Community Bakery', 'community bakery', 'A community bakery in an old mill by the river')),
    ).toEqual({
      head: 'The Old Mill',
      tail: 'Community Bakery',
    });
  });

  it('reads the trade noun of an industry for a one-word name', () => {
    expect(descriptorLine('Mediterranean small-plates restaurant')).toBe('RESTAURANT');
    expect(descriptorLine('plumbing and heating')).toBe('PLUMBING');
    // The work the coordinated objects share, not the first object alone (a shop that repairs mowers is no mower).
    expect(descriptorLine('lawn mower and small engine repair')).toBe('MOWER REPAIR');
    expect(descriptorLine('kayak and canoe hire')).toBe('KAYAK HIRE');
    expect(descriptorLine('wood stove and fireplace installation')).toBe('STOVE INSTALLATION');
    expect(descriptorLine('pipe organ building and restoration')).toBe('ORGAN BUILDING');
    expect(descriptorLine('fishing tackle and bait shop')).toBe('FISHING TACKLE');
    // Whoever does the work is no trade: the work is (twenty-third review: CLIP CONTRACTOR read as a builder).
    expect(descriptorLine('sheep shearing contractor')).toBe('SHEEP SHEARING');
    expect(descriptorLine('soundproofing installer')).toBe('SOUNDPROOFING');
    expect(descriptorLine('residential electrical contractor')).toBe('CONTRACTOR');
  });
});

describe('the descriptor lockup', () => {
  const beacon = brief('Beacon Hearing Clinic', 'audiology and hearing aid clinic', 'Hearing tests and fitted hearing aids.');

  it('sets the trade words smaller than the name proper, wholly under it, and says so', () => {
    const mark = markOf(beacon, 'david-ogilvy');
    expect(mark.features?.descriptor).toBe('HEARING CLINIC');
    const [head, tail] = mark.layers.map((l) => boxOf(l.d));
    expect(tail!.minY).toBeGreaterThan(head!.maxY);
    expect(tail!.maxY - tail!.minY).toBeLessThan((head!.maxY - head!.minY) * 0.5);
    expect(mark.description).toContain('HEARING CLINIC');
  });

  it('brings a justified descriptor to the width of the name', () => {
    // Davidson draws no rules and no mirror symmetry: the descriptor is tracked out, not flanked.
    const mark = markOf(brief('Ode Electrical', 'residential electrical contractor'), 'carolyn-davidson');
    expect(mark.layers).toHaveLength(2);
    const [head, tail] = mark.layers.map((l) => boxOf(l.d));
    expect(Math.abs(widthOf(tail!) - widthOf(head!)) / widthOf(head!)).toBeLessThan(0.03);
  });

  it('sets a descriptor too short to track out between two hairlines that end at the edges of the name', () => {
    const mark = markOf(brief('Anchor Street Laundry', 'laundromat and wash-and-fold service'), 'carolyn-davidson');
    const [head, tail, left, right] = mark.layers.map((l) => boxOf(l.d));
    expect(mark.layers).toHaveLength(4);
    expect(widthOf(tail!)).toBeLessThan(widthOf(head!) * 0.5);
    expect(left!.minX).toBeCloseTo(head!.minX, 0);
    expect(right!.maxX).toBeCloseTo(head!.maxX, 0);
    expect(left!.maxX).toBeLessThan(tail!.minX);
    expect(right!.minX).toBeGreaterThan(tail!.maxX);
  });

  it('checks every letter it draws of the name: the descriptor is part of the name', () => {
    const mark = markOf(beacon, 'david-ogilvy');
    expect(mark.features?.letterGlyphs?.map((g) => g.char).join('')).toBe('BeaconHEARINGCLINIC');
  });

  it('gives a one-word name its trade noun only where it has no tagline', () => {
    const fig = brief('Fig', 'Mediterranean small-plates restaurant');
    expect(markOf(fig, 'david-ogilvy').features?.descriptor).toBe('RESTAURANT');
    // The borrowed noun is not the name: the letters the mark spells are the name's alone.
    expect(markOf(fig, 'david-ogilvy').features?.letters).toBe('Fig');
    expect(markOf({ ...fig, tagline: 'Small plates, natural wine' }, 'david-ogilvy').features?.descriptor).toBeUndefined();
  });

  it('never tracks a joined script or one without capitals', () => {
    expect(markOf(brief('دار الزيتون', 'olive oil'), 'david-ogilvy').features?.descriptor).toBeUndefined();
  });

  it("sets Leader's wordmark with no figure to hide as a division: the trade smaller, closing on the name's right edge, in its ink", () => {
    const mark = buildMark(
      createFixtureContext({
        designerId: 'lindon-leader',
        brief: brief('Summit Legal', 'law firm', 'Contracts and disputes for small firms.'),
      }),
      'negative-space-wordmark',
    );
    expect(mark.features?.descriptor).toBe('LEGAL');
    expect(mark.features?.hiddenFigure).toBeUndefined();
    const [head, tail] = mark.layers.map((l) => boxOf(l.d));
    expect(tail!.maxX).toBeCloseTo(head!.maxX, 0);
    expect(tail!.minY).toBeGreaterThan(head!.maxY);
    // Heavy capitals closing on the right in a second colour are FedEx's division lockup: one ink here.
    expect(new Set(mark.layers.map((l) => l.ink))).toEqual(new Set(['primary']));
  });

  it('gives up a lockup wider than a primary can stand, as a wide face makes of a long name proper', () => {
    const wide = markOf(brief('Okafor & Lind Architects', 'architecture practice'), 'james-modarelli');
    expect(wide.features?.descriptor).toBeUndefined();
  });

  it('opens a tight heavy setting until no two letters of the name proper touch', () => {
    // Davidson's heavy italic set the T's arm onto the O of SATO: the letters check refused the lockup.
    const design = designBrand(
      brief('Sato Tailoring', 'bespoke tailor', 'Made-to-measure suits, alterations and wedding wear.'),
      'carolyn-davidson',
    );
    expect(design.decisions?.mark.description).toMatch(/SATO set large over TAILORING/);
    expect(design.quality.repairs.join('; ')).not.toMatch(/letters-read/);
  });

  it.each([
    ['Sunfield Solar', 'solar panel installation', 'Rooftop solar panels fitted and serviced.'],
    ['Mapleton Cartography', 'map making and cartography studio', 'Hand-drawn and printed maps of walks and towns.'],
  ])(
    "opens the trailing division's own pairs as far as the name's (LA of SOLAR touched, so Leader's %s was replaced)",
    (name, industry, oneLiner) => {
      const mark = buildMark(
        createFixtureContext({ designerId: 'lindon-leader', brief: brief(name, industry, oneLiner) }),
        'negative-space-wordmark',
      );
      expect(mark.features?.descriptor).toBeDefined();
      const glyphs = (mark.features?.nameGlyphs ?? []).map((g) => ({ char: g.char, region: regionFromPath(g.d, 0.5) }));
      const heights = glyphs.map((g) => boxOfRings(g.region)).map((b) => b.maxY - b.minY);
      const cap = [...heights].sort((a, b) => a - b)[Math.floor(heights.length / 2)]!;
      // The name check measures every pair of the mark against the mark's median cap.
      expect(findTouchingGlyphs(glyphs, { minGap: 0.02 * cap })).toEqual([]);
      expect(designBrand(brief(name, industry, oneLiner), 'lindon-leader').quality.repairs.join('; ')).not.toMatch(/touch/);
    },
  );

  it("opens the touching letters of any wordmark the same way (Dali's heavy accent-letter setting of a long name)", () => {
    const design = designBrand(
      brief(
        'Okafor & Lind Architects',
        'architecture practice',
        'Designing low-energy homes and small public buildings in timber and brick.',
      ),
      'salvador-dali',
    );
    expect(design.archetype).toBe('accent-letter-wordmark');
    expect(design.quality.repairs.join('; ')).not.toMatch(/letters-read/);
  });
});

describe('a descriptor in capitals under an ornate face', () => {
  // The eighteenth review's "STUDIO" under a blackletter Halftone: a row of Fraktur capitals reads as nothing.
  const halftone = brief('Halftone Studio', 'Screen printing studio', 'Screen printing for t-shirts and gig posters.');
  const rolesOf = (capitalsRole: 'display' | 'support' | undefined) => {
    const ctx = createFixtureContext({ designerId: 'ed-benguiat', brief: halftone });
    const fonts = ctx.fonts!;
    const asked: Array<{ text: string; role: string }> = [];
    const record = <T>(text: string, role: string, result: T) => {
      asked.push({ text, role });
      return result;
    };
    const recording = {
      ...fonts,
      capitalsRole,
      setText: (text: string, options: Parameters<typeof fonts.setText>[1]) => record(text, options.role, fonts.setText(text, options)),
      glyphOutlines: fonts.glyphOutlines
        ? (text: string, options: Parameters<typeof fonts.setText>[1]) => record(text, options.role, fonts.glyphOutlines!(text, options))
        : undefined,
    };
    buildMark({ ...ctx, fonts: recording }, 'pure-wordmark');
    return asked.filter((a) => a.text.includes('STUDIO')).map((a) => a.role);
  };

  it('sets the capitals in the support face where the display writes its capitals for a word', () => {
    expect(rolesOf('support').length).toBeGreaterThan(0);
    expect(new Set(rolesOf('support'))).toEqual(new Set(['support']));
  });

  it('keeps the display face for capitals that read alone', () => {
    expect(new Set(rolesOf('display'))).toEqual(new Set(['display']));
  });
});
