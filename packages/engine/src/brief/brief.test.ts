import { describe, expect, it } from 'vitest';
import { EngineError } from '../types';
import { initialsOf } from './initials';
import { extractKeywords, singularize } from './keywords';
import { normalizeBrief, normalizeText } from './text';

describe('initialsOf', () => {
  it.each([
    ['The Coffee & Tea Co', 'CTC'],
    ['Bank of America', 'BA'],
    ['north wind', 'NW'],
    ['FedEx', 'FE'],
    ['Northwind', 'N'],
    ['IBM', 'IBM'],
    ['3M Company', '3C'],
    ['7-Eleven', '7E'],
    ['Über Eats', 'ÜE'],
    ['The', 'T'],
    ['  acme   anvil  and   rocket   works ', 'AAR'],
    ['Ωmega labs', 'ΩL'],
  ])('%j → %j', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });

  it('cuts initials that spell a rude word to two, but keeps a name that is its own monogram', () => {
    expect(initialsOf('Alpine Ski School')).toBe('AS');
    expect(initialsOf('Kent Kayak Klub')).toBe('KK');
    expect(initialsOf('Sun Eco Xpress')).toBe('SE');
    expect(initialsOf('Sea Air Tours')).toBe('SAT');
    expect(initialsOf('XXX')).toBe('XXX');
  });

  it('honours a smaller maximum', () => {
    expect(initialsOf('Acme Anvil Rocket', 2)).toBe('AA');
  });
});

describe('extractKeywords', () => {
  it('puts industry words first, drops stop-words and filler, singularises and de-duplicates', () => {
    expect(
      extractKeywords({
        industry: 'Coffee roastery & cafés',
        oneLiner: 'We roast small-batch coffee beans for busy people who love their morning cups',
        tagline: 'Wake up to better',
      }),
    ).toEqual(['coffee', 'roastery', 'café', 'roast', 'small-batch', 'bean', 'busy', 'love', 'morning', 'cup', 'wake', 'better']);
  });

  it('caps the list and ignores numbers and short words', () => {
    expect(extractKeywords({ industry: 'AI', oneLiner: 'We help 2000 teams ship code' })).toEqual(['team', 'ship', 'code']);
    expect(extractKeywords({ industry: 'a b c d e f g h', oneLiner: 'x' }, 3)).toEqual([]);
  });

  it.each([
    ['bakeries', 'bakery'],
    ['shoes', 'shoe'],
    ['boxes', 'box'],
    ['glass', 'glass'],
    ['bus', 'bus'],
    ['analysis', 'analysis'],
    // A hot sauce maker's "chillies" were printed as "a chilly" in its strategy.
    ['chillies', 'chilli'],
    ['cookies', 'cookie'],
    ['smoothies', 'smoothie'],
    ['pies', 'pie'],
  ])('singularize(%j) = %j', (word, expected) => {
    expect(singularize(word)).toBe(expected);
  });
});

describe('normalizeBrief', () => {
  it('normalises to NFC and collapses whitespace', () => {
    expect(normalizeText('  Cafe\u0301\n\t Noir ')).toBe('Café Noir');
    expect(
      normalizeBrief({
        brandName: ' Acme ',
        industry: 'Tools',
        oneLiner: ' Anvils\u00a0for all ',
        tagline: '  ',
        desiredColors: [' navy ', ''],
      }),
    ).toEqual({ brandName: 'Acme', industry: 'Tools', oneLiner: 'Anvils for all', desiredColors: ['navy'] });
  });

  it.each(['brandName', 'industry', 'oneLiner'] as const)('rejects an empty %s with INVALID_BRIEF', (field) => {
    const brief = { brandName: 'Acme', industry: 'Tools', oneLiner: 'Anvils', [field]: '   ' };
    expect(() => normalizeBrief(brief)).toThrowError(new EngineError(`${field} is required`, 'INVALID_BRIEF'));
  });
});
