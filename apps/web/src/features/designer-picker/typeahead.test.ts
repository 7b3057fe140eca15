import { describe, expect, it } from 'vitest';
import { createTypeahead, TYPEAHEAD_RESET_MS } from './typeahead';

const NAMES = ['Paul Rand', 'Milton Glaser', 'Saul Bass', 'Sagi Haviv', 'Salvador Dalí', 'Paula Scher'];

function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('designer type-ahead (spec §9: resets after 1 s)', () => {
  it('letters typed quickly form one query', () => {
    const time = clock();
    const typeahead = createTypeahead({ now: time.now });
    expect(typeahead.type('s', NAMES, 0)).toBe(2);
    time.advance(200);
    expect(typeahead.type('a', NAMES, 2)).toBe(2);
    time.advance(200);
    expect(typeahead.type('l', NAMES, 2)).toBe(4);
  });

  it('starts a new query after the reset delay', () => {
    const time = clock();
    const typeahead = createTypeahead({ now: time.now });
    typeahead.type('s', NAMES, 0);
    time.advance(TYPEAHEAD_RESET_MS + 1);
    expect(typeahead.type('m', NAMES, 2)).toBe(1);
  });

  it('does not reset within the delay', () => {
    const time = clock();
    const typeahead = createTypeahead({ now: time.now });
    typeahead.type('p', NAMES, 0);
    time.advance(TYPEAHEAD_RESET_MS - 1);
    // "pa" still matches Paul Rand / Paula Scher, not a fresh "a" search (which would match nothing).
    expect(typeahead.type('a', NAMES, 5)).toBe(5);
  });

  it('repeating a letter cycles through names with a word of that initial', () => {
    const time = clock();
    const typeahead = createTypeahead({ now: time.now });
    expect(typeahead.type('s', NAMES, 0)).toBe(2);
    expect(typeahead.type('s', NAMES, 2)).toBe(3);
    expect(typeahead.type('s', NAMES, 3)).toBe(4);
    // Paula Scher's second word starts with s too.
    expect(typeahead.type('s', NAMES, 4)).toBe(5);
    expect(typeahead.type('s', NAMES, 5)).toBe(2);
  });

  it('matches any word of a name, not only the first', () => {
    const names = [...NAMES, 'Massimo Vignelli', 'Chermayeff & Geismar & Haviv'];
    for (const [query, expected] of [
      ['vig', 'Massimo Vignelli'],
      ['bass', 'Saul Bass'],
      ['glas', 'Milton Glaser'],
      ['geis', 'Chermayeff & Geismar & Haviv'],
    ] as const) {
      const typeahead = createTypeahead({ now: clock().now });
      let index = -1;
      for (const letter of query) index = typeahead.type(letter, names, Math.max(index, 0));
      expect(names[index], query).toBe(expected);
    }
  });

  it('ignores accents and case, in the name and in the query', () => {
    for (const query of ['dali', 'DALÍ', 'Dalí']) {
      const typeahead = createTypeahead({ now: clock().now });
      let index = -1;
      for (const letter of query) index = typeahead.type(letter, NAMES, Math.max(index, 0));
      expect(NAMES[index], query).toBe('Salvador Dalí');
    }
  });

  it('still matches the whole name from its start, spaces included', () => {
    const typeahead = createTypeahead({ now: clock().now });
    let index = -1;
    for (const letter of 'paula s') index = typeahead.type(letter, NAMES, Math.max(index, 0));
    expect(NAMES[index]).toBe('Paula Scher');
  });

  it('returns -1 when nothing matches', () => {
    expect(createTypeahead().type('z', NAMES, 0)).toBe(-1);
  });
});
