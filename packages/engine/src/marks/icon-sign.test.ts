import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../scripts/mark-fixtures';
import { boxOfRings, distanceToRings, ringsArea } from '../geometry';
import { getIcon } from '../icons';
import { designBrand } from '../node';
import { regionFromPath, regionIntersect, regionUnion } from '../path';
import type { Brief } from '../types';
import { checkForbiddenMotifs } from './guardrails';
import { dealtIdeas } from './icon-pick';
import { buildDeviceSign, buildFigureSign, buildIconSign, pickIconIdea, wordmarkDeviceOf } from './icon-sign';
import type { Mark } from './types';

const brief = (brandName: string): Brief => ({ brandName, industry: 'Plumbing', oneLiner: 'Boiler repairs and pipe fitting' }) as Brief;
const ctxFor = (name: string, designerId = 'ed-benguiat') => createFixtureContext({ designerId, brief: brief(name) });
const wrench = { icon: getIcon('wrench')!, label: 'wrench', words: ['repair'], source: 'deal' as const };
const region = (d: string) => regionUnion(regionFromPath(d, 0.5));

describe('the icon sign of a lettering mark', () => {
  // Modarelli's wide heavy face has counters that hold a figure legibly at 16 px (Benguiat's O holds one of 3.8 px).
  it.each(['Okafor', 'Dunmore', 'Lark'])('%s: nests the figure in the initial, clear of the letter', (name) => {
    const sign = buildIconSign(ctxFor(name, 'james-modarelli'), wrench)!;
    expect(sign).toBeDefined();
    expect(sign.layers).toHaveLength(2);
    const [letter, figure] = sign.layers.map((l) => region(l.d));
    // The figure never lands on the letter: both read whole at 16 px.
    expect(Math.abs(ringsArea(regionIntersect(letter!, figure!)))).toBeLessThan(1);
    expect(sign.features?.icons).toEqual(['wrench']);
    expect(sign.features?.letters).toBe(name[0]);
    expect(checkForbiddenMotifs(sign).passed).toBe(true);
  });

  it('takes the idea the mark draws before the deal, and none past the deal’s third round', () => {
    const ctx = ctxFor('Okafor');
    const rebus = { concept: { label: 'wrench', icons: ['wrench'], words: ['repair'] } } as unknown as Mark;
    expect(pickIconIdea(ctx, rebus)).toMatchObject({ source: 'mark', label: 'wrench' });
    const plain = { features: {} } as unknown as Mark;
    // Seat 19 of a brief with a handful of ideas is past three designers per idea.
    expect(pickIconIdea({ ...ctx, deal: { seat: 19, strict: true } }, plain)).toBeUndefined();
    expect(pickIconIdea({ ...ctx, deal: { seat: 0, strict: true } }, plain)?.source).toBe('deal');
  });

  it('never sets a lone A on a rule (the Moscow bank), and the icon takes another sign', () => {
    const ctx = ctxFor('Adeyemi', 'massimo-vignelli');
    expect(checkForbiddenMotifs(buildDeviceSign(ctx, 'rule')).violations.map((v) => v.id)).toContain('letter-on-bar');
    expect(checkForbiddenMotifs(buildDeviceSign(ctxFor('Okafor', 'massimo-vignelli'), 'rule')).passed).toBe(true);
    const law = { brandName: 'Adeyemi Brooks LLP', industry: 'Law firm', oneLiner: 'Employment and immigration law' } as Brief;
    for (const seed of [undefined, 1, 2]) expect(designBrand(law, 'massimo-vignelli', seed).decisions?.icon?.device).not.toBe('rule');
  });

  it("deals the name's own picture as the brief's second idea, however little the brief speaks of it", () => {
    const books = { brandName: 'Kite & Key Books', industry: 'bookshop', oneLiner: 'Secondhand books and good coffee' } as Brief;
    const ctx = createFixtureContext({ designerId: 'ed-benguiat', brief: books });
    const plain = { features: {} } as unknown as Mark;
    const ideaAt = (seat: number) => pickIconIdea({ ...ctx, deal: { seat, strict: true } }, plain);
    const ideas = dealtIdeas(ctx);
    // Books is the trade's word, not a pun: the key is the name's picture.
    expect(ideas[1]?.name).toBe('key');
    const seats = Array.from({ length: 20 }, (_, seat) => seat).filter((seat) => ideaAt(seat)?.source === 'name');
    expect(seats).toEqual([1, 1 + ideas.length, 1 + 2 * ideas.length]);
    expect(seats.every((seat) => ideaAt(seat)?.icon.name === 'key')).toBe(true);
    expect(ideaAt(0)?.source).toBe('deal');
  });

  it('carries the wordmark’s own device, else the designer’s', () => {
    const titling = { archetype: 'extended-titling', baseArchetype: 'pure-wordmark' } as Mark;
    const plain = { archetype: 'pure-wordmark', baseArchetype: 'pure-wordmark' } as Mark;
    expect(wordmarkDeviceOf(titling, ctxFor('Okafor', 'alan-fletcher'))).toBe('rule');
    expect(wordmarkDeviceOf(plain, ctxFor('Okafor', 'ed-benguiat'))).toBe('swash');
    expect(wordmarkDeviceOf(plain, ctxFor('Okafor', 'massimo-vignelli'))).toBe('rule');
    expect(wordmarkDeviceOf(plain, ctxFor('Okafor', 'alan-fletcher'))).toBe('full-stop');
    // A dot beside ب could read as one of its own dots.
    expect(wordmarkDeviceOf(plain, ctxFor('Okafor', 'alan-fletcher'), 'ب')).toBe('rule');
    // A swash under a round letter is a smile: the O takes a rule.
    expect(wordmarkDeviceOf(plain, ctxFor('Okafor', 'ed-benguiat'), 'O')).toBe('rule');
    expect(wordmarkDeviceOf({ archetype: 'script-wordmark', baseArchetype: 'script-wordmark' } as Mark, ctxFor('Oro'), 'O')).toBe('rule');
    // Anything under a one-stroke I reads as "!" (Haviv's I over a swash for Ink and Nib, twenty-eighth review).
    expect(wordmarkDeviceOf(plain, ctxFor('Ink and Nib', 'ed-benguiat'), 'I')).toBe('full-stop');
    expect(wordmarkDeviceOf(titling, ctxFor('Ink and Nib', 'alan-fletcher'), 'I')).toBe('full-stop');
    // A rule under F, T or Г closes it into E, I or "[" at 16 px (Vignelli and Ivan Chermayeff, thirty-third review).
    for (const initial of ['F', 'T', 'Г']) expect(wordmarkDeviceOf(plain, ctxFor('Flake', 'massimo-vignelli'), initial)).toBe('full-stop');
    expect(wordmarkDeviceOf(plain, ctxFor('Flake', 'ed-benguiat'), 'F')).toBe('swash');
    // Ogilvy puts no full stop after a name: his initial stands alone.
    expect(wordmarkDeviceOf(plain, ctxFor('Okafor', 'david-ogilvy'))).toBeUndefined();
    for (const device of ['rule', 'swash', 'full-stop'] as const) {
      const sign = buildDeviceSign(ctxFor('Okafor'), device);
      const [letter, shape] = sign.layers.map((l) => region(l.d));
      expect(Math.abs(ringsArea(regionIntersect(letter!, shape!)))).toBeLessThan(1);
    }
  });
});

describe('the idea alone on the tile', () => {
  it('draws the figure alone, with no letter, and names it', () => {
    const sign = buildFigureSign(ctxFor('Mainspring'), { icon: getIcon('clock')!, label: 'clock', words: ['watch'], source: 'deal' })!;
    expect(sign.hasText).toBe(false);
    expect(sign.features?.icons).toEqual(['clock']);
    expect(sign.description).toMatch(/^A clock drawn alone/);
  });

  it("gives a lettering designer's app icon the brief's idea when its initial has no room for it", () => {
    // Benguiat sets the bakery's name as lettering; an H has no open space a figure reads in at 16 px.
    const bakery: Brief = {
      brandName: 'Harlow',
      industry: 'Bakery',
      oneLiner: 'Sourdough bread, croissants, birthday cakes and coffee to take away.',
    };
    const designs = [0, 1, 2, 3, 4, 5].map((seed) => designBrand(bakery, 'ed-benguiat', seed));
    const icons = designs.map((d) => d.decisions?.icon);
    const alone = icons.filter((icon) => icon?.figure === 'idea');
    expect(alone.length).toBeGreaterThan(0);
    for (const icon of alone) {
      expect(icon?.device).toBe('figure');
      expect(icon?.icons).toHaveLength(1);
      expect(icon?.reason).toMatch(/alone/);
    }
    // Never the figure the mark already draws: the stacked logo sets the sign over the mark, and would show it twice.
    for (const d of designs.filter((d) => d.decisions?.icon?.figure === 'idea'))
      expect(d.decisions?.mark.icons).not.toContain(d.decisions?.icon?.icons[0]);
  });
});

describe('a plus-shaped figure is never a full stop', () => {
  it('gives a church no "G+" app icon (a cross after the initial reads as a plus service)', () => {
    const church: Brief = {
      brandName: 'Good Shepherd Church',
      industry: 'Church',
      oneLiner: 'Parish church with Sunday services and a food bank',
    };
    for (const id of ['paul-rand', 'milton-glaser', 'alan-fletcher'])
      for (const seed of [0, 1, 2, 3, 4, 5]) {
        const icon = designBrand(church, id, seed).decisions?.icon;
        expect(`${icon?.description}`, `${id} ${seed}`).not.toMatch(/cross for its full stop/);
      }
    const sign = buildIconSign(createFixtureContext({ designerId: 'paul-rand', brief: church }), {
      icon: getIcon('cross')!,
      label: 'church',
      words: ['church'],
      source: 'deal',
    });
    expect(sign?.description ?? '').not.toMatch(/full stop/);
    // Eighteen whole designs: a loaded machine takes far longer than the default allows.
  }, 120_000);
});

describe('a mark with its own device and not the name gives the icon its letters only', () => {
  it("never draws a picture the mark does not (Ogilvy's oval monogram for a funeral home was followed by a bird: two logos)", () => {
    const hartley = {
      brandName: 'Hartley & Sons Funeral Directors',
      industry: 'funeral director',
      oneLiner: 'A family-run funeral home offering dignified, personal funerals for the local community.',
      tagline: 'Caring for families since 1921',
      desiredColors: 'deep navy',
    };
    // A seed in his oval monogram (his default design sets the name's story detail, drawing the figure itself). In
    // navy and silver its icon set a silver initial on white, too pale at 16 px: that design is replaced now.
    const design = designBrand(hartley, 'david-ogilvy', 2);
    expect(design.archetype).toBe('oval-monogram');
    const drawn = new Set(design.decisions?.mark.icons ?? []);
    for (const icon of design.decisions?.icon?.icons ?? []) expect(drawn.has(icon)).toBe(true);
  });
});

describe('the rule under a narrow initial', () => {
  it('runs well past an I, so the pair never reads as "!" (a block under a stem)', () => {
    const sign = buildDeviceSign(ctxFor('Ines Morvan', 'massimo-vignelli'), 'rule');
    const [letter, rule] = sign.layers.map((l) => boxOfRings(regionFromPath(l.d, 0.5)));
    const height = letter!.maxY - letter!.minY;
    expect(rule!.maxX - rule!.minX).toBeGreaterThanOrEqual(0.59 * height);
    // Centred under the letter.
    expect(Math.abs((rule!.minX + rule!.maxX) / 2 - (letter!.minX + letter!.maxX) / 2)).toBeLessThan(0.02 * height);
  });
});

describe("the sign's initial keeps its curves", () => {
  it('is flattened where it is drawn: the J of a slab face follows its own outline within a unit of the 1000 tile', () => {
    const ctx = ctxFor('J.R. Patel Accountancy', 'paula-scher');
    // The master's initial, as the lockups set it: the wordmark's size, a tenth of the sign's.
    const line = ctx.fonts!.setText('J', { role: 'display', size: 100 });
    const sign = buildDeviceSign(ctx, 'rule', { text: 'J', d: line.d });
    const clean = sign.features?.letterGlyphs?.[0]?.d ?? '';
    const drawn = regionFromPath(sign.layers[0]!.d, 0.05);
    const points = regionFromPath(clean, 0.05).flat();
    const worst = Math.max(...points.map((p) => distanceToRings(p, drawn)));
    // Flattened at the wordmark's size and blown up tenfold, the bowl was cut in straight facets 4 units deep.
    expect(points.length).toBeGreaterThan(50);
    expect(worst).toBeLessThan(1);
  });
});
