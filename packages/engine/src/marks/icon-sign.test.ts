import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../scripts/mark-fixtures';
import { ringsArea } from '../geometry';
import { getIcon } from '../icons';
import { designBrand } from '../node';
import { regionFromPath, regionIntersect, regionUnion } from '../path';
import type { Brief } from '../types';
import { checkForbiddenMotifs } from './guardrails';
import { buildDeviceSign, buildIconSign, pickIconIdea, wordmarkDeviceOf } from './icon-sign';
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

  it('carries the wordmark’s own device, else the designer’s', () => {
    const titling = { archetype: 'extended-titling', baseArchetype: 'pure-wordmark' } as Mark;
    const plain = { archetype: 'pure-wordmark', baseArchetype: 'pure-wordmark' } as Mark;
    expect(wordmarkDeviceOf(titling, ctxFor('Okafor', 'alan-fletcher'))).toBe('rule');
    expect(wordmarkDeviceOf(plain, ctxFor('Okafor', 'ed-benguiat'))).toBe('swash');
    expect(wordmarkDeviceOf(plain, ctxFor('Okafor', 'massimo-vignelli'))).toBe('rule');
    expect(wordmarkDeviceOf(plain, ctxFor('Okafor', 'alan-fletcher'))).toBe('full-stop');
    // A dot beside ب could read as one of its own dots.
    expect(wordmarkDeviceOf(plain, ctxFor('Okafor', 'alan-fletcher'), 'ب')).toBe('rule');
    for (const device of ['rule', 'swash', 'full-stop'] as const) {
      const sign = buildDeviceSign(ctxFor('Okafor'), device);
      const [letter, shape] = sign.layers.map((l) => region(l.d));
      expect(Math.abs(ringsArea(regionIntersect(letter!, shape!)))).toBeLessThan(1);
    }
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
  });
});
