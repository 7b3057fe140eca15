import { describe, expect, it } from 'vitest';
import { expectedCharacters, findSpellingError, markSpellsName } from './name-check';

describe('findSpellingError', () => {
  const cases = [
    { name: 'exact', expected: 'SALT&PINE', set: 'SALT&PINE', error: null },
    { name: 'dropped ampersand', expected: 'SALT&PINE', set: 'SALTPINE', error: '"P" set where "&" belongs' },
    { name: 'dropped last word', expected: 'BRIGHTWATERCOMMUNITYHEALTHPARTNERS', set: 'BRIGHTWATERCOMMUNITYHEALTH', error: '"P" missing' },
    { name: 'changed accent', expected: 'CaféNoël', set: 'CafeNoel', error: '"e" set where "é" belongs' },
    { name: 'extra characters', expected: 'Ox', set: 'OxPets', error: 'extra "Pets"' },
    { name: 'initials only', expected: 'BCH', set: 'B', error: '"C" missing' },
    { name: 'a CJK character no font has may be omitted', expected: 'Tea茶', set: 'Tea', error: null },
    { name: 'a Latin letter never may', expected: 'Teaß', set: 'Tea', error: '"ß" missing' },
  ];
  it.each(cases)('$name', ({ expected, set, error }) => {
    expect(findSpellingError([...expected], [...set])).toBe(error);
  });
});

describe('expectedCharacters', () => {
  it.each([
    { name: 'Salt & Pine', textCase: 'upper' as const, expected: 'SALT&PINE' },
    { name: 'Café Noël', textCase: 'lower' as const, expected: 'cafénoël' },
    { name: 'studio 54', textCase: 'title' as const, expected: 'Studio54' },
  ])('$name in $textCase', ({ name, textCase, expected }) => {
    expect(expectedCharacters(name, textCase).join('')).toBe(expected);
  });
});

describe('markSpellsName', () => {
  it.each([
    { name: 'collage with every word', mark: { carriesName: true, features: { letters: 'SALT & PINE' } }, spells: true },
    {
      name: 'collage that dropped a word',
      mark: { carriesName: true, features: { letters: 'BRIGHTWATER COMMUNITY HEALTH' } },
      spells: false,
    },
    { name: 'a mark that does not claim the name', mark: { carriesName: false, features: { letters: 'Salt & Pine' } }, spells: false },
    { name: 'no letters reported', mark: { carriesName: true }, spells: false },
  ])('$name', ({ mark, spells }) => {
    const name = mark.features?.letters?.includes('BRIGHT') ? 'Brightwater Community Health Partners' : 'Salt & Pine';
    expect(markSpellsName(mark, name)).toBe(spells);
  });
});
