/** Word-matching full-text search for SQLite, with PostgreSQL's query syntax. */
import { describe, expect, it } from 'vitest';
import { matchesTextSearch, parseTsQuery, TsQuerySyntaxError } from './text-search';

const DOC = 'Roasted coffee beans, from small farms; cold-brew coffee too';

describe('matchesTextSearch', () => {
  it.each([
    ['fts', 'coffee', true],
    ['fts', 'COFFEE & beans', true],
    ['fts', 'coffee & tea', false],
    ['fts', 'tea | farms', true],
    ['fts', '!tea', true],
    ['fts', 'far:*', true],
    ['fts', 'coffee <-> beans', true],
    ['fts', 'beans <-> coffee', false],
    ['fts', 'roasted <2> beans', true],
    ['fts', '(tea | small) & !milk', true],
    ['plfts', 'small farms', true],
    ['plfts', 'small tea', false],
    ['phfts', 'small farms', true],
    ['phfts', 'farms small', false],
    ['phfts', 'cold-brew', true],
    ['wfts', '"coffee beans" -tea', true],
    ['wfts', 'tea or milk', false],
    ['wfts', 'tea or farms', true],
    ['wfts', '', false],
  ] as const)('%s %s → %s', (mode, query, expected) => {
    expect(matchesTextSearch(DOC, mode, query)).toBe(expected);
  });

  it('refuses what to_tsquery refuses', () => {
    for (const query of ['coffee beans', 'coffee &', '(coffee', 'a <x> b']) {
      expect(() => parseTsQuery(query), query).toThrow(TsQuerySyntaxError);
    }
  });
});
