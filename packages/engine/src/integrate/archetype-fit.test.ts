import { describe, expect, it } from 'vitest';
import { getDesigner } from '../dna';
import { designBrand } from '../node';
import type { Brief } from '../types';
import { fitArchetypes } from './archetype-fit';

const coffee = { brandName: 'Maqha Layla', industry: 'coffee house', oneLiner: 'Late-night Arabic coffee and sweets' };
const freight = { brandName: 'Atlas Freight', industry: 'logistics', oneLiner: 'International freight forwarding' };

describe('archetypes with a subject of their own', () => {
  it('leaves the striped globe out for a coffee house and keeps it for international freight', () => {
    const dna = getDesigner('ivan-chermayeff');
    const forCoffee = fitArchetypes(dna, coffee);
    expect(forCoffee.dna.archetypes.map((a) => a.id)).not.toContain('globe-arcs');
    expect(forCoffee.unfit).toEqual(['globe-arcs: the brief names nothing global or travelling']);
    expect(fitArchetypes(dna, freight).dna.archetypes.map((a) => a.id)).toContain('globe-arcs');
    expect(fitArchetypes(dna, freight).unfit).toEqual([]);
  });

  it('leaves designers without such archetypes as they are', () => {
    const dna = getDesigner('paul-rand');
    expect(fitArchetypes(dna, coffee).dna).toBe(dna);
  });

  it('never draws a globe for the coffee house, whatever the seed, and records why', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const design = designBrand(coffee, 'ivan-chermayeff', seed);
      expect(design.archetype).not.toBe('globe-arcs');
      expect(design.decisions?.mark.rejected.join('\n')).toMatch(/globe-arcs/);
    }
  });
});

describe('a bite only out of something eaten', () => {
  it('keeps the bitten silhouette for a bakery and leaves it out for a ferry company', () => {
    const dna = getDesigner('rob-janoff');
    const ids = (brief: typeof coffee) => fitArchetypes(dna, brief).dna.archetypes.map((a) => a.id);
    expect(ids({ brandName: 'Ember & Crumb', industry: 'bakery', oneLiner: 'Wood-fired sourdough' })).toContain('bitten-silhouette');
    expect(ids({ brandName: 'Halcyon Ferry', industry: 'transport', oneLiner: 'Electric ferries for island commuters' })).not.toContain(
      'bitten-silhouette',
    );
  });
});

describe('petals round a letter only where petals belong', () => {
  it('keeps the flower frame for a florist and leaves it out for audit software', () => {
    const dna = getDesigner('salvador-dali');
    const ids = (brief: typeof coffee) => fitArchetypes(dna, brief).dna.archetypes.map((a) => a.id);
    expect(ids({ brandName: 'Petal & Stem', industry: 'florist', oneLiner: 'Seasonal bouquets' })).toContain('radial-petal-frame');
    expect(ids({ brandName: 'Tallymark', industry: 'accounting software', oneLiner: 'Audit trails for small firms' })).not.toContain(
      'radial-petal-frame',
    );
  });
});

describe('devices a word in another sense does not ask for', () => {
  it('a football club "playing in the Sunday league" gets no petals and no sun', () => {
    const club = {
      brandName: 'Riverside Rovers FC',
      industry: 'Sports club',
      oneLiner: "Amateur football club with men's, women's and under-12 teams playing in the local Sunday league.",
    };
    const kept = (id: string) => fitArchetypes(getDesigner(id), club).dna.archetypes.map((a) => a.id);
    expect(kept('salvador-dali')).not.toContain('radial-petal-frame');
    expect(kept('salvador-dali')).not.toContain('sun-badge');
  });

  it('a spring of water gets no flower (the nineteenth review: a borehole driller called Deep Spring)', () => {
    const deep = {
      brandName: 'Deep Spring',
      industry: 'Well drilling and water testing',
      oneLiner: 'Boreholes, pumps and well water tests.',
    };
    expect(fitArchetypes(getDesigner('salvador-dali'), deep).dna.archetypes.map((a) => a.id)).not.toContain('radial-petal-frame');
  });
});

describe('display faces the brief fits', () => {
  const dna = getDesigner('ed-benguiat');
  const families = (brief: { brandName: string; industry: string; oneLiner: string }) =>
    fitArchetypes(dna, brief).dna.typography.display.map((font) => font.family);

  it('leaves blackletter out for a trade that does not wear it, and says why', () => {
    const bookkeeper = { brandName: 'Tidy Sums', industry: 'bookkeeping firm', oneLiner: 'Monthly bookkeeping and payroll' };
    expect(families(bookkeeper)).not.toContain('UnifrakturMaguntia');
    expect(families(bookkeeper).length).toBeGreaterThan(0);
    expect(fitArchetypes(dna, bookkeeper).unfit).toContain(
      'UnifrakturMaguntia: blackletter reads only to a brief about a trade that wears it',
    );
  });

  it('keeps it for a brewery, a barber or a paper', () => {
    for (const industry of ['craft brewery', 'barber shop', 'local newspaper'])
      expect(families({ brandName: 'Holloway', industry, oneLiner: 'Since 1890' })).toContain('UnifrakturMaguntia');
  });

  it('reads the trade, not every word of the line: a coffee roaster selling to home brewers wears no blackletter', () => {
    const roaster = {
      brandName: 'Ox',
      industry: 'Coffee roaster',
      oneLiner: 'Small-batch coffee roaster selling beans wholesale to cafés and by subscription to home brewers',
    };
    expect(families(roaster)).not.toContain('UnifrakturMaguntia');
  });

  it('leaves a script whose capitals misread out of a name that shows them ("Fetal & Stem")', () => {
    const ogilvy = getDesigner('david-ogilvy');
    const scripts = (brandName: string) =>
      fitArchetypes(ogilvy, {
        brandName,
        industry: 'Florist',
        oneLiner: 'Wedding bouquets and same-day flowers',
      }).dna.typography.script?.map((font) => font.family) ?? [];
    expect(scripts('Petal & Stem')).not.toContain('Mr De Haviland');
    expect(scripts('Petal & Stem')).not.toContain('Herr Von Muellerhoff');
    expect(scripts('Rose & Moss')).toContain('Mr De Haviland');
  });

  it('leaves Fraktur out of a name with a capital I, which it draws as a J ("Jnk and Nib", twenty-eighth review)', () => {
    const shop = (brandName: string) => ({
      brandName,
      industry: 'stationery and fountain pen shop',
      oneLiner: 'A small shop selling fountain pens, bottled inks, notebooks and letter-writing paper, with a pen repair desk.',
    });
    expect(families(shop('Ink and Nib Paper Company'))).not.toContain('UnifrakturMaguntia');
  });

  it("leaves a face whose ampersand misreads out of a name with '&'", () => {
    const robinson = getDesigner('frank-mason-robinson');
    const faces = (brandName: string) =>
      fitArchetypes(robinson, {
        brandName,
        industry: 'wedding stationery',
        oneLiner: 'Letterpress invitations',
      }).dna.typography.display.map((font) => font.family);
    expect(faces('Bow & Bridge')).not.toContain('Pinyon Script');
    expect(faces('Bow & Bridge').length).toBeGreaterThan(0);
    expect(faces('Bow and Bridge')).toContain('Pinyon Script');
  });
});

describe('a round initial is not carried on a swept line', () => {
  const OX: Brief = { brandName: 'OX', industry: 'coffee roaster', oneLiner: 'Strong coffee, roasted daily' };
  const BRISKET: Brief = { brandName: 'Brisket Case', industry: 'barbecue', oneLiner: 'Smoked brisket and ribs' };
  const ids = (brief: Brief) => fitArchetypes(getDesigner('carolyn-davidson'), brief).dna.archetypes.map((a) => a.id);

  it('never draws an O over a sweep (it reads as a head and shoulders), and says why', () => {
    expect(ids(OX)).not.toContain('gesture-letter');
    expect(fitArchetypes(getDesigner('carolyn-davidson'), OX).unfit.join('\n')).toMatch(/gesture-letter: a round initial/);
    for (const seed of [0, 1, 2, 3, 4, 5, 6, 7]) expect(designBrand(OX, 'carolyn-davidson', seed).archetype).not.toBe('gesture-letter');
  });

  it('still carries a B on its sweep', () => {
    expect(ids(BRISKET)).toContain('gesture-letter');
  });
});

describe('a G is not split into colours', () => {
  const GARDEN: Brief = { brandName: 'Greenway Gardens', industry: 'garden centre', oneLiner: 'Plants, pots and advice' };
  it('never gives a name starting with G the multicolour initial, and says why', () => {
    const fitted = fitArchetypes(getDesigner('ruth-kedar'), GARDEN);
    expect(fitted.dna.archetypes.map((a) => a.id)).not.toContain('multicolor-initial');
    expect(fitted.unfit.join('\n')).toMatch(/multicolor-initial: a G split into colours/);
    for (const seed of [0, 1, 2, 3, 4, 5]) expect(designBrand(GARDEN, 'ruth-kedar', seed).archetype).not.toBe('multicolor-initial');
  });
});

describe('a wedding the trade serves is no flower', () => {
  const ids = (brief: Brief) => fitArchetypes(getDesigner('salvador-dali'), brief).dna.archetypes.map((a) => a.id);

  it("never frames a tailor's initial in a daisy for its wedding wear (it read as a florist's), and still a florist's", () => {
    const tailor: Brief = {
      brandName: 'Sato Tailoring',
      industry: 'bespoke tailor',
      oneLiner: 'Made-to-measure suits, alterations and wedding wear.',
    };
    expect(ids(tailor)).not.toContain('radial-petal-frame');
    const florist: Brief = { brandName: 'Stem', industry: 'florist', oneLiner: 'Wedding flowers and bouquets.' };
    expect(ids(florist)).toContain('radial-petal-frame');
  });
});
