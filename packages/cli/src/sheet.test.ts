import { describe, expect, it } from 'vitest';
import { UsageError } from './generate';
import { parseSheetArgs } from './sheet';

describe('logo-dna sheet arguments', () => {
  it.each([
    {
      name: 'one industry per name',
      argv: ['--names', 'Ox,Café Noël,Salt & Pine', '--industries', 'pets,bakery,restaurant', '--out', 'x.png'],
      industries: ['pets', 'bakery', 'restaurant'],
    },
    { name: 'one industry for all', argv: ['--names', 'Ox,Kiln', '--industry', 'pets', '--out', 'x.png'], industries: ['pets', 'pets'] },
    { name: 'the default industry', argv: ['--names', 'Ox', '--out', 'x.png'], industries: ['independent studio'] },
  ])('$name', ({ argv, industries }) => {
    expect(parseSheetArgs(argv).industries).toEqual(industries);
  });

  it.each([
    { name: 'fewer industries than names', argv: ['--names', 'Ox,Kiln', '--industries', 'pets', '--out', 'x.png'] },
    { name: 'an empty industry', argv: ['--names', 'Ox,Kiln', '--industries', 'pets,', '--out', 'x.png'] },
  ])('refuses $name', ({ argv }) => {
    expect(() => parseSheetArgs(argv)).toThrow(UsageError);
  });
});
