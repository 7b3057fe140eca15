/** The Prefer header as PostgREST reads it: comma-separated over every header, the first of each kind wins. */
import { describe, expect, it } from 'vitest';
import { parsePrefer, preferenceApplied } from './prefer';

describe('parsePrefer', () => {
  it('reads every kind, from several headers', () => {
    expect(parsePrefer(['return=representation, count=exact', 'resolution=merge-duplicates,missing=default'])).toEqual({
      return: 'representation',
      count: 'exact',
      resolution: 'merge-duplicates',
      missing: 'default',
      invalid: [],
    });
  });

  it("reads the original client's space-separated tokens", () => {
    expect(parsePrefer('return=representation resolution=merge-duplicates')).toMatchObject({
      return: 'representation',
      resolution: 'merge-duplicates',
    });
  });

  it('keeps the first of a kind, lists unknown tokens and reads max-affected', () => {
    expect(parsePrefer('return=minimal,return=representation,handling=strict,max-affected=5,nonsense')).toEqual({
      return: 'minimal',
      handling: 'strict',
      maxAffected: 5,
      invalid: ['nonsense'],
    });
  });
});

describe('preferenceApplied', () => {
  it("names only the method's kinds, in PostgREST's order", () => {
    const prefs = parsePrefer('count=exact,return=representation,resolution=ignore-duplicates,missing=default');
    expect(preferenceApplied(prefs, ['resolution', 'missing', 'return', 'count'])).toBe(
      'resolution=ignore-duplicates, missing=default, return=representation, count=exact',
    );
    expect(preferenceApplied(prefs, ['count'])).toBe('count=exact');
    expect(preferenceApplied(parsePrefer(undefined), ['count'])).toBeUndefined();
  });
});
