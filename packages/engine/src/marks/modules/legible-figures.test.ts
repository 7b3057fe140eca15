/**
 * Figures a reviewer called broken at favicon size or too close to a famous mark: a fan of many colours (the
 * peacock), two pictograms pasted one over the other in one disc, and a narrow letter cropped by a square into
 * slivers that read as no letter.
 */
import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../../scripts/mark-fixtures';
import { contrastRatio } from '../../color/wcag-contrast';
import { getDesigner } from '../../dna';
import { boxOfRings, ringSignedArea } from '../../geometry';
import { designBrand } from '../../node';
import { regionFromPath } from '../../path';
import { measurePathBounds } from '../../svg/bounds';
import { checkForbiddenMotifs, hueFamilyOf, isSignalRed } from '../guardrails';
import { buildMark } from '../index';

const ACCOUNTANT = {
  brandName: 'J.R. Patel Accountancy',
  industry: 'Accountant',
  oneLiner: 'Bookkeeping, VAT returns and year-end accounts for sole traders and small limited companies.',
};
const BARBER = {
  brandName: 'Sharp & Co.',
  industry: 'Barber',
  oneLiner: "Walk-in barber shop doing skin fades, beard trims and hot towel shaves in Glasgow's West End.",
};

describe('figures that stay legible and clear of famous marks', () => {
  it('a radial fan is one ink with one leaf picked out, never a leaf per colour', () => {
    for (let variant = 0; variant < 4; variant++) {
      const ctx = createFixtureContext({ designerId: 'chermayeff-geismar-haviv', brief: ACCOUNTANT, variant });
      const mark = buildMark({ ...ctx, take: variant }, 'radial-fan');
      const inks = mark.layers.map((layer) => layer.ink);
      expect(new Set(inks).size).toBe(2);
      expect(inks.filter((ink) => ink !== 'primary')).toHaveLength(1);
    }
  });

  it('a radial fan has straight blades with square-cut ends, not pointed leaves (a lotus, a cannabis leaf)', () => {
    const ctx = createFixtureContext({ designerId: 'chermayeff-geismar-haviv', brief: ACCOUNTANT, variant: 0 });
    const mark = buildMark({ ...ctx, take: 0 }, 'radial-fan');
    const middle = mark.layers.find((layer) => layer.ink === 'accent')!;
    const points = [...middle.d.matchAll(/(-?\d+(?:\.\d+)?)[ ,](-?\d+(?:\.\d+)?)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
    const top = Math.min(...points.map((p) => p.y));
    const tip = points.filter((p) => p.y < top + 8).map((p) => p.x);
    // A pointed leaf meets its top in a point; a blade ends in an edge.
    expect(Math.max(...tip) - Math.min(...tip)).toBeGreaterThan(40);
  });

  it('a chevron vector keeps the initials and the swept chevron without an orbit round them (the 1959 insignia)', () => {
    const FIRM = { brandName: 'Adeyemi Brooks LLP', industry: 'Law firm', oneLiner: 'Employment and property law for small firms' };
    for (let variant = 0; variant < 3; variant++) {
      const ctx = createFixtureContext({ designerId: 'james-modarelli', brief: FIRM, variant });
      const mark = buildMark({ ...ctx, take: variant }, 'chevron-vector');
      expect(mark.features?.orbit).toBeFalsy();
      expect(mark.features?.chevron).toBe(true);
    }
  });

  it('writes a script badge on red as a keyline, never white script knocked out of a red fill (the soft-drink sign)', () => {
    const ROOFER = {
      brandName: 'Hartley Roofing',
      industry: 'Roofing',
      oneLiner: 'Slate and tile roofs repaired since 1987',
      desiredColors: 'red',
    };
    const fixture = createFixtureContext({ designerId: 'frank-mason-robinson', brief: ROOFER, variant: 0 });
    const ctx = { ...fixture, palette: { ...fixture.palette, primary: '#C8102E' } };
    expect(hueFamilyOf(ctx.palette.primary)).toBe('red');
    const mark = buildMark({ ...ctx, take: 0 }, 'script-in-badge');
    const region = regionFromPath(mark.layers[0]!.d);
    const inked = Math.abs(region.reduce((sum, ring) => sum + ringSignedArea(ring), 0));
    const box = boxOfRings(region);
    // Keyline and script cover a small share of the badge's box; a filled badge covers most of it.
    expect(inked / ((box.maxX - box.minX) * (box.maxY - box.minY))).toBeLessThan(0.4);
  });

  it("draws Landor's oval badge on red as a keyline when the name is written, never a script knocked out of a red oval", () => {
    const GLASS = { brandName: 'Halvorsen', industry: 'glassblowing studio', oneLiner: 'Hand-blown glass vessels and lighting.' };
    const inkShares = (writes: boolean) => {
      const shares: number[] = [];
      for (let take = 0; take < 8; take++) {
        const fixture = createFixtureContext({ designerId: 'walter-landor', brief: GLASS, variant: take });
        const fonts = fixture.fonts ? { ...fixture.fonts, displayWrites: writes } : undefined;
        const ctx = { ...fixture, ...(fonts ? { fonts } : {}), palette: { ...fixture.palette, primary: '#C8102E' }, take };
        const mark = buildMark(ctx, 'emblem-badge');
        if (!/oval/.test(mark.description)) continue;
        const region = regionFromPath(mark.layers[0]!.d);
        const inked = Math.abs(region.reduce((sum, ring) => sum + ringSignedArea(ring), 0));
        const box = boxOfRings(region);
        shares.push(inked / ((box.maxX - box.minX) * (box.maxY - box.minY)));
      }
      return shares;
    };
    // Written in a script or an italic: keyline and name cover a small share of the badge's box.
    const written = inkShares(true);
    expect(written.length).toBeGreaterThan(0);
    for (const share of written) expect(share).toBeLessThan(0.4);
    // Upright capitals keep the filled oval, which holds up better small.
    for (const share of inkShares(false)) expect(share).toBeGreaterThan(0.4);
    // A burgundy or oxblood oval is no soft-drink button: it stays filled.
    expect(isSignalRed('#C8102E')).toBe(true);
    expect(['#4A0000', '#6D1A36', '#8F1402'].some(isSignalRed)).toBe(false);
  });

  it('samples an initial with diagonals or stacked bowls on a finer grid of dots (a coarse M read "rM", a B "8")', () => {
    const rowsOf = (brandName: string) => {
      const ctx = createFixtureContext({ designerId: 'alan-fletcher', brief: { ...ACCOUNTANT, brandName }, variant: 0 });
      const mark = buildMark({ ...ctx, take: 0 }, 'dot-matrix');
      return new Set([...mark.layers[0]!.d.matchAll(/M(-?[\d.]+) (-?[\d.]+)A/g)].map((m) => Math.round(Number(m[2])))).size;
    };
    expect(rowsOf('Movewell')).toBeGreaterThanOrEqual(14);
    expect(rowsOf('Bramble Lane')).toBeGreaterThanOrEqual(14);
    expect(rowsOf('Tallyra')).toBeLessThan(14);
  });

  it('sets two initials in a disc as capitals, never the lower-case "abc" of the famous network', () => {
    const FIRM = { brandName: 'Adeyemi Brooks LLP', industry: 'Law firm', oneLiner: 'Employment and property law for small firms' };
    for (let variant = 0; variant < 6; variant++) {
      const ctx = createFixtureContext({ designerId: 'paul-rand', brief: FIRM, variant });
      const mark = buildMark({ ...ctx, take: variant }, 'geometric-monogram');
      const letters = mark.features?.letters ?? '';
      if (mark.description.includes('disc')) expect(letters).toBe(letters.toUpperCase());
    }
  });

  it('a dual emblem gives each pictogram its own field and colour, one above the other, never overlapping', () => {
    for (let variant = 0; variant < 4; variant++) {
      const ctx = createFixtureContext({ designerId: 'ivan-chermayeff', brief: BARBER, variant });
      const mark = buildMark({ ...ctx, take: variant }, 'dual-icon-emblem');
      expect(mark.features?.icons).toHaveLength(2);
      expect(mark.layers).toHaveLength(2);
      const [top, bottom] = mark.layers.map((layer) => measurePathBounds(layer.d)!);
      expect(mark.layers[0]!.ink).not.toBe(mark.layers[1]!.ink);
      expect(top!.maxY).toBeLessThan(bottom!.minY);
    }
  });

  it('an oversized letter is drawn whole as the figure, not cropped out of a square', () => {
    for (let variant = 0; variant < 4; variant++) {
      const ctx = createFixtureContext({ designerId: 'ivan-chermayeff', brief: ACCOUNTANT, variant });
      const mark = buildMark({ ...ctx, take: variant }, 'oversized-glyph');
      expect(mark.features?.letters).toBe('J');
      const box = measurePathBounds(mark.layers[0]!.d)!;
      // A J is far narrower than tall; a square frame with a J cut out of it is as wide as it is tall.
      expect((box.maxX - box.minX) / (box.maxY - box.minY)).toBeLessThan(0.75);
    }
  });
});

describe('a fan clear of the rising-sun flag', () => {
  it("never opens the firm's fan in signal red (a spice merchant's red rays read as the flag), and still in navy", () => {
    const brief = { brandName: 'Okafor & Daughters', industry: 'spice merchant', oneLiner: 'West African pepper blends.' };
    const fixture = createFixtureContext({ designerId: 'chermayeff-geismar-haviv', brief, variant: 0 });
    const red = { ...fixture, palette: { ...fixture.palette, primary: '#E00000', secondary: '#1B2A4A' } };
    // On a red primary the blades take the second ink; with no ink but red the fan gives way.
    expect(buildMark(red, 'radial-fan').layers.filter((layer) => layer.ink === 'primary')).toEqual([]);
    const allRed = { ...fixture, palette: { ...fixture.palette, primary: '#E00000', secondary: '#B0001A' } };
    expect(() => buildMark(allRed, 'radial-fan')).toThrow(/rising-sun flag/);
    const navy = { ...fixture, palette: { ...fixture.palette, primary: '#1B2A4A' } };
    expect(buildMark(navy, 'radial-fan').features?.fanBlades).toBeGreaterThanOrEqual(5);
  });
});

describe('a lone initial clear of the information sign', () => {
  it("sets Rand's lowercase monogram of Ink Tide as a capital I, never a lone lowercase i in a square", () => {
    const brief = { brandName: 'Ink Tide', industry: 'tattoo studio', oneLiner: 'A seaside tattoo studio for fine-line work.' };
    const mark = buildMark({ ...createFixtureContext({ designerId: 'paul-rand', brief }), take: 0 }, 'geometric-monogram');
    expect(mark.features?.letters).toBe('I');
  });
});

describe('a multicolour name clear of the search-engine wordmark', () => {
  const INSURER = { brandName: 'Kestrel Cover', industry: 'Insurance broker', oneLiner: 'Independent broker for tradespeople' };
  it("shows at most two of the famous four hues with the designer's own four-hue palette", () => {
    for (let variant = 0; variant < 4; variant++) {
      const ctx = createFixtureContext({ designerId: 'ruth-kedar', brief: INSURER, variant });
      const mark = buildMark({ ...ctx, take: variant }, 'multicolor-letter-sequence');
      const families = new Set((mark.features?.letterColors ?? []).map(hueFamilyOf).filter(Boolean));
      expect(families.size, [...families].join(',')).toBeLessThanOrEqual(2);
      expect(checkForbiddenMotifs(mark, getDesigner('ruth-kedar')).passed).toBe(true);
    }
  });

  it('splits the initial into two alternating inks, never the segmented four-hue letter', () => {
    for (let variant = 0; variant < 4; variant++) {
      const ctx = createFixtureContext({ designerId: 'ruth-kedar', brief: INSURER, variant });
      const mark = buildMark({ ...ctx, take: variant }, 'multicolor-initial');
      const families = new Set((mark.features?.letterColors ?? []).map(hueFamilyOf).filter(Boolean));
      expect(families.size, [...families].join(',')).toBeLessThanOrEqual(2);
      expect(checkForbiddenMotifs(mark, getDesigner('ruth-kedar')).passed).toBe(true);
    }
  });
});

describe("Dalí's surreal twist", () => {
  // The eighth blind review: a fish grafted across a kettle, a cat over a first-aid cross, a boat on a vase.
  const BRIEFS = [
    { brandName: 'Saltmarsh Pottery', industry: 'ceramics studio', oneLiner: 'A coastal pottery making hand-thrown tableware.' },
    { brandName: 'Kettle & Pike', industry: 'fishmonger', oneLiner: 'Day-boat catch, smoked fish and fish soup.' },
  ];

  it.each(BRIEFS)('opens an eye in one object of $brandName, never pastes a second pictogram on it', (brief) => {
    const mark = buildMark(createFixtureContext({ designerId: 'salvador-dali', brief, variant: 0 }), 'surreal-fusion-pictogram');
    expect(mark.features?.icons).toHaveLength(1);
    expect(mark.layers).toHaveLength(1);
    expect(mark.description).toMatch(/eye/);
    // The eye is cut out of the object: the figure has a hole (a ring wound against its outline) inside its outline.
    const rings = regionFromPath(mark.layers[0]!.d);
    const outer = Math.sign(ringSignedArea(rings.reduce((a, b) => (Math.abs(ringSignedArea(b)) > Math.abs(ringSignedArea(a)) ? b : a))));
    expect(rings.some((ring) => Math.sign(ringSignedArea(ring)) === -outer)).toBe(true);
  });
});

describe("Ivan Chermayeff's two-figure emblem as an app icon", () => {
  it('keeps the first figure alone and large, where two quarter-size figures were specks at 32 px', () => {
    const brief = {
      brandName: 'Lantern Bicycle Works',
      industry: 'bicycle repair shop',
      oneLiner: 'A workshop that repairs, services and rebuilds city and touring bicycles, open late on weekdays.',
    };
    // A seed whose take is his two-figure emblem (the default design cuts the bicycle out of paper).
    const design = designBrand(brief, 'ivan-chermayeff', 5);
    expect(design.archetype).toBe('dual-icon-emblem');
    expect(design.decisions?.mark.icons).toHaveLength(2);
    expect(design.decisions?.icon?.figure).toBe('mark-simplified');
    expect(design.decisions?.icon?.icons).toEqual(design.decisions?.mark.icons.slice(0, 1));
    // One figure: the icon paints one ink on the tile besides the ground, not the emblem's two fields.
    const fills = new Set([...design.logos.icon.matchAll(/fill="(#[0-9A-Fa-f]{6})"/g)].map((m) => m[1]!.toUpperCase()));
    expect(fills.size).toBeLessThanOrEqual(2);
  });
});

describe('a figure of dots as an app icon', () => {
  it('gives way to the initial set heavy, 3:1 on its tile, where its dots ran into a grey tint at 16 px', () => {
    const brief = {
      brandName: 'Bolt Plumbing',
      industry: 'plumbing and heating',
      oneLiner: 'A family plumbing firm fitting boilers, fixing leaks and servicing heating systems since 1978.',
      desiredColors: 'navy blue and orange',
    };
    // A variant in his dot matrix (his default design fuses a drop with the name). Drawn whole as the icon, the B's
    // dots and the gaps between them are under a pixel at 16 px: the mark stays, and the icon sets its initial heavy.
    const design = designBrand(brief, 'alan-fletcher', undefined, { variant: 1 });
    expect(design.archetype).toBe('dot-matrix');
    expect(design.decisions?.icon).toMatchObject({ figure: 'initial' });
    expect(design.decisions?.icon?.reason).toMatch(/blurred at 16 px/);
    const fills = [...design.logos.icon.matchAll(/fill="(#[0-9A-Fa-f]{3,6})"/g)].map((m) => m[1]!);
    const [tile, ...figure] = fills;
    expect(figure.length).toBeGreaterThan(0);
    for (const fill of figure) expect(contrastRatio(fill, tile!)).toBeGreaterThanOrEqual(3);
  });
});

describe("the initial in Dalí's flower", () => {
  it.each([0, 1, 2, 3])('fills the heart (a third of the flower or more), where a fifth vanished at 32 px (variant %i)', (variant) => {
    const brief = { brandName: 'Quill', industry: 'independent bookshop', oneLiner: 'A small bookshop with a reading room.' };
    const mark = buildMark(createFixtureContext({ designerId: 'salvador-dali', brief, variant }), 'radial-petal-frame');
    const flower = measurePathBounds(mark.layers[0]!.d)!;
    const letter = measurePathBounds(mark.features!.letterGlyphs![0]!.d)!;
    expect(Math.max(letter.maxX - letter.minX, letter.maxY - letter.minY)).toBeGreaterThanOrEqual(0.3 * (flower.maxX - flower.minX));
  });
});

describe('a pictogram read twice', () => {
  // The ninth blind review: a van with a crescent through its wheels, an anchor over a black disc, a cake half over a
  // disc: an object pasted before a disc set off its centre has no second reading.
  const BRIEFS = [
    { brandName: 'Kestrel', industry: 'same-day courier', oneLiner: 'Bike and van couriers across the city.' },
    { brandName: 'Anchor Street Laundry', industry: 'laundromat', oneLiner: 'Self-service machines and a same-day wash and fold.' },
    { brandName: 'The Copper Kettle Tearoom', industry: 'tearoom and cake shop', oneLiner: 'Loose-leaf tea, scones and cakes.' },
  ];
  it.each(BRIEFS)('never stands the object of $brandName before an off-centre disc', (brief) => {
    for (const variant of [0, 1, 2, 3, 4, 5]) {
      const mark = buildMark(createFixtureContext({ designerId: 'sagi-haviv', brief, variant }), 'dual-reading-symbol');
      expect(mark.description).not.toMatch(/before a disc/);
    }
  });

  it("gives Ivan Chermayeff's sunburst an icon of its disc and figure alone, the rays a blot at 32 px", () => {
    const brief = {
      brandName: 'Fig',
      industry: 'Mediterranean small-plates restaurant',
      oneLiner: 'Seasonal small plates and natural wine.',
    };
    const design = designBrand(brief, 'ivan-chermayeff');
    expect(design.archetype).toBe('sunburst');
    expect(design.decisions?.icon?.figure).toBe('mark-simplified');
    expect(design.decisions?.icon?.icons).toEqual(design.decisions?.mark.icons);
  });
});

describe('a name inside a tall badge', () => {
  it('gives way to initials past ten letters a line, where ANCHOR STREET across a shield was a twentieth of its height', () => {
    const brief = {
      brandName: 'Anchor Street Laundry',
      industry: 'laundromat',
      oneLiner: 'Self-service machines and a same-day wash and fold.',
    };
    const marks = [0, 1, 2, 3, 4, 5, 6, 7].map((variant) =>
      buildMark(createFixtureContext({ designerId: 'walter-landor', brief, variant }), 'emblem-badge'),
    );
    const tall = marks.filter((mark) => /shield|circle/.test(mark.description));
    expect(tall.length).toBeGreaterThan(0);
    for (const mark of tall) expect(mark.carriesName).toBe(false);
  });
});
