import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../scripts/mark-fixtures';
import type { Brief } from '../types';
import { letterPair } from './letters';

const pairOf = (brandName: string) =>
  letterPair(
    createFixtureContext({
      designerId: 'massimo-vignelli',
      brief: { brandName, oneLiner: 'a ferry line', industry: 'transport' } as Brief,
    }),
  ).join('');

describe('letterPair', () => {
  it('takes two initials of a name of two words or a camel-cased word', () => {
    expect(pairOf('Salt & Pine')).toBe('SP');
    expect(pairOf('ByteBurrow')).toBe('BB');
  });

  it("gives a closed compound its parts' initials, not a word its first two letters spell", () => {
    // "NO" reads as the word, not as a monogram of Northwind.
    expect(pairOf('Northwind')).toBe('NW');
    expect(pairOf('Copperline')).toBe('CL');
  });

  it('skips to the next letter when the first two spell a word', () => {
    expect(pairOf('Isla')).toBe('IL');
    expect(pairOf('Bello')).toBe('BL');
    expect(pairOf('Atlas')).toBe('AL');
    // Pairs that spell no word stay the first two letters.
    expect(pairOf('Kestrel')).toBe('KE');
    // A name of two letters that spell a word has no other letter to take.
    expect(pairOf('Ox')).toBe('OX');
  });
});
