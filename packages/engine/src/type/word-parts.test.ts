import { describe, expect, it } from 'vitest';
import { camelCaseBoundary, compoundBoundary } from './word-parts';

const split = (word: string) => {
  const at = compoundBoundary(word);
  return at ? `${word.slice(0, at)}|${word.slice(at)}` : word;
};

describe('compoundBoundary', () => {
  it.each([
    ['COPPERLINE', 'COPPER|LINE'],
    ['FROSTBITE', 'FROST|BITE'],
    ['SUNFIELD', 'SUN|FIELD'],
    ['NIGHTJAR', 'NIGHT|JAR'],
    ['Tidewater', 'Tide|water'],
    ['REDLINE', 'RED|LINE'],
  ])('splits the compound %s between its words', (word, expected) => {
    expect(split(word)).toBe(expected);
  });

  it.each(['QUANTIX', 'SOLACE', 'CARPET', 'SEASON', 'KINGSTON', 'LUMEN', 'BRAMBLE', 'ÓMNIBUS'])('finds no boundary in %s', (word) => {
    expect(compoundBoundary(word)).toBe(0);
  });
});

describe('camelCaseBoundary', () => {
  it('splits at a capital inside the word', () => {
    expect(camelCaseBoundary('ByteBurrow')).toBe(4);
  });
  it.each(['Quantix', 'iPhone', 'McLean', 'BYTEBURROW'])('finds none in %s', (word) => {
    expect(camelCaseBoundary(word)).toBe(0);
  });
});
