/**
 * Reads through postgrest-js. Each name says what PostgREST 12 answers for the call; the seed is in
 * conformance-server.ts. Where this server knowingly differs, the name says so too.
 */
import { expect } from 'vitest';
import { type Conformance, ids, TABLE } from './conformance-server';

export interface ConformanceCase {
  name: string;
  run: (c: Conformance) => Promise<void>;
}

const from = (c: Conformance) => c.service.from(TABLE);

/** A read that must answer 200 with exactly these rows (ordered by id unless the case orders). */
function rows(name: string, query: (c: Conformance) => PromiseLike<{ data: unknown; status: number; error: unknown }>, expected: string[]) {
  return {
    name: `${name} → PostgREST: 200 [${expected.join(', ')}]`,
    async run(c: Conformance) {
      const { data, status, error } = await query(c);
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(ids(data)).toEqual(expected);
    },
  } satisfies ConformanceCase;
}

/** A call PostgREST refuses: the status and its code (PGRST… or the SQLSTATE). */
function refusal(
  name: string,
  query: (c: Conformance) => PromiseLike<{ status: number; error: unknown }>,
  status: number,
  code: string,
  message?: RegExp,
) {
  return {
    name: `${name} → PostgREST: ${status} ${code}`,
    async run(c: Conformance) {
      const result = await query(c);
      expect(result.status).toBe(status);
      expect(result.error).toMatchObject({ code, message: message ?? expect.any(String) });
      expect(Object.keys(result.error as object).sort()).toEqual(['code', 'details', 'hint', 'message']);
    },
  } satisfies ConformanceCase;
}

const ordered = (c: Conformance) => from(c).select('id').order('id');

export const FILTER_CASES: ConformanceCase[] = [
  rows('select() every row', (c) => ordered(c), ['r1', 'r2', 'r3', 'r4', 'r5', 'r6']),
  {
    name: "select('id,brand_name') → PostgREST: only those keys",
    async run(c) {
      const { data } = await from(c).select('id,brand_name').eq('id', 'r1');
      expect(data).toEqual([{ id: 'r1', brand_name: 'Acme Coffee' }]);
    },
  },
  {
    name: "select('id, brand_name') with spaces → PostgREST: the spaces are ignored",
    async run(c) {
      const { data } = await from(c).select('id, brand_name').eq('id', 'r2');
      expect(data).toEqual([{ id: 'r2', brand_name: 'acme labs' }]);
    },
  },
  rows('eq', (c) => ordered(c).eq('brand_name', 'Acme Coffee'), ['r1']),
  rows('eq on an integer column', (c) => ordered(c).eq('variant', 3), ['r3']),
  rows('eq with a space and % in the value', (c) => ordered(c).eq('brand_name', 'Zeta 50% Off'), ['r3']),
  rows('eq with a literal %41 (decoded once, not twice)', (c) => ordered(c).eq('tagline', 'Green %41 tea'), ['r5']),
  rows('neq (NULLs never match)', (c) => ordered(c).neq('variant', 1), ['r2', 'r3', 'r5', 'r6']),
  rows('neq on text', (c) => ordered(c).neq('industry', 'Coffee'), ['r2', 'r3', 'r5']),
  rows('gt', (c) => ordered(c).gt('variant', 2), ['r3', 'r5', 'r6']),
  rows('gte', (c) => ordered(c).gte('variant', 2), ['r2', 'r3', 'r5', 'r6']),
  rows('lt', (c) => ordered(c).lt('variant', 3), ['r1', 'r2']),
  rows('lte', (c) => ordered(c).lte('variant', 3), ['r1', 'r2', 'r3']),
  rows('gt on text compares by code point (C collation)', (c) => ordered(c).gt('brand_name', 'Omega'), ['r2', 'r3']),
  rows('two filters on one column are ANDed', (c) => ordered(c).gt('variant', 1).lt('variant', 5), ['r2', 'r3']),
  rows('like with %', (c) => ordered(c).like('brand_name', '%Coffee'), ['r1']),
  rows('like with * (PostgREST turns it into %)', (c) => ordered(c).like('brand_name', '*Coffee'), ['r1']),
  rows('like is case-sensitive', (c) => ordered(c).like('brand_name', 'acme*'), ['r2']),
  rows('like _ matches one character', (c) => ordered(c).like('tagline', 'Sale_now'), ['r3', 'r6']),
  rows('like \\_ matches a literal underscore', (c) => ordered(c).like('tagline', 'Sale\\_now'), ['r3']),
  rows('like \\% matches a literal percent', (c) => ordered(c).like('brand_name', '%50\\%%'), ['r3']),
  rows('like \\* is a literal % (the * is turned first)', (c) => ordered(c).like('brand_name', '*50\\**'), ['r3']),
  rows('ilike folds case', (c) => ordered(c).ilike('brand_name', 'ACME*'), ['r1', 'r2']),
  rows('ilike \\% matches a literal percent', (c) => ordered(c).ilike('brand_name', '%50\\% off'), ['r3']),
  rows('likeAnyOf: like(any)', (c) => ordered(c).likeAnyOf('brand_name', ['Acme*', 'Omega']), ['r1', 'r4']),
  rows('likeAllOf: like(all)', (c) => ordered(c).likeAllOf('brand_name', ['*a*', '*e*']), ['r2', 'r3', 'r4', 'r5']),
  rows('ilikeAnyOf: ilike(any)', (c) => ordered(c).ilikeAnyOf('brand_name', ['acme*', 'beta']), ['r1', 'r2', 'r5']),
  rows('ilikeAllOf: ilike(all)', (c) => ordered(c).ilikeAllOf('brand_name', ['*a*', '*o*']), ['r1', 'r3', 'r4', 'r6']),
  rows('eq(any) over a {…} list', (c) => ordered(c).filter('variant', 'eq(any)', '{1,3}'), ['r1', 'r3']),
  rows('gt(all) over a {…} list', (c) => ordered(c).filter('variant', 'gt(all)', '{1,2}'), ['r3', 'r5', 'r6']),
  rows('like(any) with an empty list matches nothing', (c) => ordered(c).filter('brand_name', 'like(any)', '{}'), []),
  rows('not.like(any)', (c) => ordered(c).not('brand_name', 'like(any)', '{Acme*,Omega}'), ['r2', 'r3', 'r5', 'r6']),
  rows('regexMatch: match (POSIX regular expression)', (c) => ordered(c).regexMatch('brand_name', '^[A-Z][a-z]+$'), ['r4', 'r5']),
  rows('regexIMatch: imatch (case-insensitive)', (c) => ordered(c).regexIMatch('brand_name', '^acme'), ['r1', 'r2']),
  rows('not.match', (c) => ordered(c).not('brand_name', 'match', '^[A-Z][a-z]+$'), ['r1', 'r2', 'r3', 'r6']),
  rows('match with a character class', (c) => ordered(c).regexMatch('brand_name', '[0-9]+%'), ['r3']),
  rows('in', (c) => ordered(c).in('industry', ['Coffee', 'Tea']), ['r1', 'r4', 'r5', 'r6']),
  rows('in with a value postgrest-js quotes (parentheses)', (c) => ordered(c).in('brand_name', ['Gamma (Group)', 'Beta']), ['r5', 'r6']),
  rows('in on an integer column', (c) => ordered(c).in('variant', [1, 6]), ['r1', 'r6']),
  rows('in with an empty list matches nothing', (c) => ordered(c).in('id', []), []),
  rows('not.in', (c) => ordered(c).not('industry', 'in', '(Coffee,Tea)'), ['r2', 'r3']),
  rows('is null', (c) => ordered(c).is('tagline', null), ['r2']),
  rows('not.is.null', (c) => ordered(c).not('tagline', 'is', null), ['r1', 'r3', 'r4', 'r5', 'r6']),
  rows('isDistinct (NULL is distinct from 1)', (c) => ordered(c).isDistinct('variant', 1), ['r2', 'r3', 'r4', 'r5', 'r6']),
  rows('not.isdistinct is IS NOT DISTINCT FROM', (c) => ordered(c).not('variant', 'isdistinct', 3), ['r3']),
  rows('not.eq leaves out NULLs (three-valued logic)', (c) => ordered(c).not('variant', 'eq', 1), ['r2', 'r3', 'r5', 'r6']),
  rows('match() helper: several eq filters', (c) => ordered(c).match({ industry: 'Coffee', variant: 1 }), ['r1']),
  rows('filter() with a raw operator', (c) => ordered(c).filter('variant', 'in', '(1,2)'), ['r1', 'r2']),
  rows('or', (c) => ordered(c).or('industry.eq.Tea,variant.gt.5'), ['r5', 'r6']),
  rows('or with a nested and', (c) => ordered(c).or('and(industry.eq.Coffee,variant.lt.2),brand_name.eq.Beta'), ['r1', 'r5']),
  rows('or with not.and (NULL stays unknown)', (c) => ordered(c).or('not.and(industry.eq.Coffee,variant.lt.5)'), ['r2', 'r3', 'r5', 'r6']),
  rows('or with a quoted value holding a comma-free space', (c) => ordered(c).or('brand_name.eq."Acme Coffee",id.eq.r2'), ['r1', 'r2']),
  rows('or with like(any) inside', (c) => ordered(c).or('brand_name.like(any).{Omega,Beta},id.eq.r1'), ['r1', 'r4', 'r5']),
  rows('or plus a top-level filter (ANDed)', (c) => ordered(c).or('variant.eq.1,variant.eq.6').eq('industry', 'Coffee'), ['r1', 'r6']),
];

export const TEXT_SEARCH_CASES: ConformanceCase[] = [
  rows('textSearch: to_tsquery with one word', (c) => ordered(c).textSearch('strategy_text', 'coffee'), ['r1', 'r4', 'r6']),
  rows('textSearch: & (and)', (c) => ordered(c).textSearch('strategy_text', 'coffee & cake'), ['r4']),
  rows('textSearch: | (or)', (c) => ordered(c).textSearch('strategy_text', 'coffee | tea'), ['r1', 'r4', 'r5', 'r6']),
  rows('textSearch: ! (not)', (c) => ordered(c).textSearch('strategy_text', '!coffee'), ['r2', 'r3', 'r5']),
  rows('textSearch: word:* prefix', (c) => ordered(c).textSearch('strategy_text', 'disc:*'), ['r3']),
  rows('textSearch: <-> (followed by)', (c) => ordered(c).textSearch('strategy_text', 'cold <-> brew'), ['r6']),
  rows('textSearch: parentheses', (c) => ordered(c).textSearch('strategy_text', '(tea | cake) & !cold'), ['r4', 'r5']),
  rows('textSearch type plain: plfts', (c) => ordered(c).textSearch('strategy_text', 'coffee beans', { type: 'plain' }), ['r1']),
  rows('textSearch type phrase: phfts', (c) => ordered(c).textSearch('strategy_text', 'cold brew', { type: 'phrase' }), ['r6']),
  rows(
    'textSearch type phrase: words apart do not match',
    (c) => ordered(c).textSearch('strategy_text', 'coffee cake', { type: 'phrase' }),
    [],
  ),
  rows(
    'textSearch type websearch: "phrase" or word',
    (c) => ordered(c).textSearch('strategy_text', '"cold brew" or tea', { type: 'websearch' }),
    ['r5', 'r6'],
  ),
  rows('textSearch type websearch: -word excludes', (c) => ordered(c).textSearch('strategy_text', 'coffee -cake', { type: 'websearch' }), [
    'r1',
    'r6',
  ]),
  rows('textSearch with config english: fts(english)', (c) => ordered(c).textSearch('strategy_text', 'coffee', { config: 'english' }), [
    'r1',
    'r4',
    'r6',
  ]),
  rows(
    'textSearch with config simple: plfts(simple)',
    (c) => ordered(c).textSearch('strategy_text', 'Tea', { config: 'simple', type: 'plain' }),
    ['r5'],
  ),
  rows('not.fts', (c) => ordered(c).not('strategy_text', 'fts', 'coffee'), ['r2', 'r3', 'r5']),
  refusal(
    'textSearch with an unknown configuration',
    (c) => ordered(c).textSearch('strategy_text', 'x', { config: 'klingon' }),
    400,
    '42704',
  ),
  refusal(
    'textSearch with a tsquery syntax error',
    (c) => ordered(c).textSearch('strategy_text', 'coffee cake'),
    400,
    '42601',
    /syntax error in tsquery/,
  ),
  refusal('textSearch on an integer column', (c) => ordered(c).textSearch('variant', '1'), 404, '42883'),
];

export const ORDER_AND_RANGE_CASES: ConformanceCase[] = [
  rows('order ascending puts NULLs last', (c) => from(c).select('id').order('variant'), ['r1', 'r2', 'r3', 'r5', 'r6', 'r4']),
  rows('order descending puts NULLs first', (c) => from(c).select('id').order('variant', { ascending: false }), [
    'r4',
    'r6',
    'r5',
    'r3',
    'r2',
    'r1',
  ]),
  rows('order nullsFirst', (c) => from(c).select('id').order('variant', { nullsFirst: true }), ['r4', 'r1', 'r2', 'r3', 'r5', 'r6']),
  rows('order descending nullsLast', (c) => from(c).select('id').order('variant', { ascending: false, nullsFirst: false }), [
    'r6',
    'r5',
    'r3',
    'r2',
    'r1',
    'r4',
  ]),
  rows('order by two columns', (c) => from(c).select('id').order('industry').order('id', { ascending: false }), [
    'r6',
    'r4',
    'r1',
    'r3',
    'r2',
    'r5',
  ]),
  rows('limit', (c) => from(c).select('id').order('id').limit(2), ['r1', 'r2']),
  rows('range(1, 3)', (c) => from(c).select('id').order('id').range(1, 3), ['r2', 'r3', 'r4']),
  rows('range past the end without a count', (c) => from(c).select('id').order('id').range(10, 12), []),
  rows('limit(0)', (c) => from(c).select('id').limit(0), []),
  {
    name: "count: 'exact' without a limit → PostgREST: 200, count 6",
    async run(c) {
      const { data, count, status } = await from(c).select('id', { count: 'exact' });
      expect([status, count, ids(data).length]).toEqual([200, 6, 6]);
    },
  },
  {
    name: "count: 'exact' with limit(2) → PostgREST: 206 Partial Content, count 6",
    async run(c) {
      const { data, count, status } = await from(c).select('id', { count: 'exact' }).order('id').limit(2);
      expect([status, count, ids(data)]).toEqual([206, 6, ['r1', 'r2']]);
    },
  },
  {
    name: "count: 'exact' with range(4, 5), the last rows → PostgREST: 206, count 6",
    async run(c) {
      const { data, count, status } = await from(c).select('id', { count: 'exact' }).order('id').range(4, 5);
      expect([status, count, ids(data)]).toEqual([206, 6, ['r5', 'r6']]);
    },
  },
  {
    name: "count: 'exact' with a filter → PostgREST: 200, count of the filtered rows",
    async run(c) {
      const { count, status } = await from(c).select('id', { count: 'exact' }).eq('industry', 'Coffee');
      expect([status, count]).toEqual([200, 3]);
    },
  },
  {
    name: "count: 'planned' → PostgREST: the planner's estimate (exact here: 6)",
    async run(c) {
      const { count, status } = await from(c).select('id', { count: 'planned' });
      expect([status, count]).toEqual([200, 6]);
    },
  },
  {
    name: "count: 'estimated' under max-rows → PostgREST: the exact count",
    async run(c) {
      const { count, status } = await from(c).select('id', { count: 'estimated' }).limit(1);
      expect([status, count]).toEqual([206, 6]);
    },
  },
  {
    name: 'head: true with count → PostgREST: 200, no body, count 6',
    async run(c) {
      const { data, count, status } = await from(c).select('*', { count: 'exact', head: true });
      expect([status, count, data]).toEqual([200, 6, null]);
    },
  },
  {
    name: 'count with an offset past the end → PostgREST: 416 PGRST103 with the offset and total',
    async run(c) {
      const { error, status } = await from(c).select('id', { count: 'exact' }).range(10, 11);
      expect(status).toBe(416);
      expect(error).toEqual({
        code: 'PGRST103',
        message: 'Requested range not satisfiable',
        details: 'An offset of 10 was requested, but there are only 6 rows.',
        hint: null,
      });
    },
  },
  {
    name: 'count with an offset equal to the total → PostgREST: 206, no rows',
    async run(c) {
      const { data, status, count } = await from(c).select('id', { count: 'exact' }).range(6, 7);
      expect([status, count, data]).toEqual([206, 6, []]);
    },
  },
  {
    name: 'Range: 0-1 request header → PostgREST: the first two rows',
    async run(c) {
      const { data, status } = await from(c).select('id').order('id').setHeader('Range', '0-1').setHeader('Range-Unit', 'items');
      expect([status, ids(data)]).toEqual([200, ['r1', 'r2']]);
    },
  },
  {
    name: 'Range: 4- (open-ended) with a count → PostgREST: 206 with the rest',
    async run(c) {
      const { data, status, count } = await from(c).select('id', { count: 'exact' }).order('id').setHeader('Range', '4-');
      expect([status, count, ids(data)]).toEqual([206, 6, ['r5', 'r6']]);
    },
  },
  {
    name: 'Range header and limit together → PostgREST: their intersection',
    async run(c) {
      const { data } = await from(c).select('id').order('id').limit(3).setHeader('Range', '1-5');
      expect(ids(data)).toEqual(['r2', 'r3']);
    },
  },
  refusal(
    'Range: 3-1 (end before start)',
    (c) => from(c).select('id').setHeader('Range', '3-1'),
    416,
    'PGRST103',
    /Requested range not satisfiable/,
  ),
  refusal('limit=-1', (c) => from(c).select('id').limit(-1), 416, 'PGRST103'),
];

export const SHAPE_CASES: ConformanceCase[] = [
  {
    name: 'single() with one row → PostgREST: 200 and the object',
    async run(c) {
      const { data, status } = await from(c).select('id,brand_name').eq('id', 'r4').single();
      expect([status, data]).toEqual([200, { id: 'r4', brand_name: 'Omega' }]);
    },
  },
  {
    name: 'single() with no row → PostgREST: 406 PGRST116 "The result contains 0 rows"',
    async run(c) {
      const { error, status } = await from(c).select('id').eq('id', 'none').single();
      expect(status).toBe(406);
      expect(error).toEqual({
        code: 'PGRST116',
        message: 'JSON object requested, multiple (or no) rows returned',
        details: 'The result contains 0 rows',
        hint: null,
      });
    },
  },
  {
    name: 'single() with six rows → PostgREST: 406 PGRST116 "The result contains 6 rows"',
    async run(c) {
      const { error, status } = await from(c).select('id').single();
      expect(status).toBe(406);
      expect(error).toMatchObject({ code: 'PGRST116', details: 'The result contains 6 rows' });
    },
  },
  {
    name: 'maybeSingle() with no row → PostgREST: 200 and null',
    async run(c) {
      const { data, error, status } = await from(c).select('id').eq('id', 'none').maybeSingle();
      expect([status, data, error]).toEqual([200, null, null]);
    },
  },
  {
    name: 'maybeSingle() with one row → PostgREST: 200 and the object',
    async run(c) {
      const { data } = await from(c).select('id').eq('id', 'r2').maybeSingle();
      expect(data).toEqual({ id: 'r2' });
    },
  },
  {
    name: 'maybeSingle() with several rows → PostgREST (through postgrest-js): 406 PGRST116',
    async run(c) {
      const { error, status } = await from(c).select('id').eq('industry', 'Coffee').maybeSingle();
      expect(status).toBe(406);
      expect(error).toMatchObject({ code: 'PGRST116' });
    },
  },
  {
    name: 'csv() → PostgREST: a header line, then one line per row; spaces and parentheses quoted',
    async run(c) {
      const { data, status } = await from(c).select('id,brand_name,variant').in('id', ['r1', 'r6']).order('id').csv();
      expect(status).toBe(200);
      expect(data).toBe('id,brand_name,variant\nr1,"Acme Coffee",1\nr6,"Gamma (Group)",6');
    },
  },
  {
    name: 'csv() with NULL → PostgREST: an empty field',
    async run(c) {
      const { data } = await from(c).select('id,tagline,variant').eq('id', 'r2').csv();
      expect(data).toBe('id,tagline,variant\nr2,,2');
    },
  },
  {
    name: 'csv() with no rows → PostgREST: an empty header and body',
    async run(c) {
      const { data } = await from(c).select('id').eq('id', 'none').csv();
      expect(data).toBe('\n');
    },
  },
  {
    name: 'stripNulls() → PostgREST (array+json;nulls=stripped): null fields left out',
    async run(c) {
      const { data } = await from(c).select('id,tagline,variant').in('id', ['r2', 'r4']).order('id').stripNulls();
      expect(data).toEqual([
        { id: 'r2', variant: 2 },
        { id: 'r4', tagline: 'Espresso bar' },
      ]);
    },
  },
  {
    name: 'single() with stripNulls() → PostgREST: the object without its nulls',
    async run(c) {
      const { data } = await from(c).select('id,tagline').eq('id', 'r2').single().stripNulls();
      expect(data).toEqual({ id: 'r2' });
    },
  },
  refusal(
    'Accept: text/xml',
    (c) => from(c).select('id').setHeader('Accept', 'text/xml'),
    406,
    'PGRST107',
    /None of these media types are available: text\/xml/,
  ),
  refusal('Accept: application/geo+json (no PostGIS)', (c) => from(c).select('id').geojson(), 406, 'PGRST107'),
  {
    name: "schema('public') → PostgREST: 200, the exposed schema",
    async run(c) {
      const { data, status } = await c.service.schema('public').from(TABLE).select('id').eq('id', 'r1');
      expect([status, ids(data)]).toEqual([200, ['r1']]);
    },
  },
  refusal(
    "schema('private') on a read (Accept-Profile)",
    (c) => c.service.schema('private').from(TABLE).select('id'),
    406,
    'PGRST106',
    /The schema must be one of the following: public/,
  ),
  refusal(
    "schema('private') on a write (Content-Profile)",
    (c) => c.service.schema('private').from(TABLE).update({ brand_name: 'x' }).eq('id', 'r1'),
    406,
    'PGRST106',
  ),
];

export const READ_ERROR_CASES: ConformanceCase[] = [
  refusal(
    'an unknown column in a filter',
    (c) => from(c).select('id').eq('nope', 1),
    400,
    '42703',
    /column logo_systems.nope does not exist/,
  ),
  refusal('an unknown column in select', (c) => from(c).select('id,nope'), 400, '42703'),
  refusal('an unknown column in order', (c) => from(c).select('id').order('nope'), 400, '42703'),
  refusal('an unknown operator', (c) => from(c).select('id').filter('variant', 'foo', '1'), 400, 'PGRST100', /failed to parse filter/),
  refusal('not.<value> without an operator', (c) => from(c).select('id').filter('variant', 'not', '1'), 400, 'PGRST100'),
  refusal('is.1 (PostgREST spells it is.true)', (c) => from(c).select('id').filter('variant', 'is', '1'), 400, 'PGRST100'),
  refusal('an unbalanced or group', (c) => from(c).select('id').or('id.eq.r1,and(id.eq.r2'), 400, 'PGRST100'),
  refusal(
    'a text value on an integer column',
    (c) => from(c).select('id').eq('variant', 'abc'),
    400,
    '22P02',
    /invalid input syntax for type integer: "abc"/,
  ),
  refusal(
    'like on an integer column (no such operator)',
    (c) => from(c).select('id').like('variant', '1*'),
    404,
    '42883',
    /operator does not exist: integer ~~ unknown/,
  ),
  refusal('is.true on a text column', (c) => from(c).select('id').is('brand_name', true), 400, '42804'),
  refusal('a malformed any list', (c) => from(c).select('id').filter('variant', 'eq(any)', '1,3'), 400, '22P02', /malformed array literal/),
  refusal('an invalid regular expression', (c) => from(c).select('id').regexMatch('brand_name', '(unclosed'), 400, '2201B'),
  refusal(
    'a bad order direction',
    (c) =>
      from(c)
        .select('id')
        .filter('id', 'eq', 'r1')
        .order('id.sideways' as 'id'),
    400,
    'PGRST100',
  ),
  refusal('an unknown table (PostgREST 13 code; 12 answers 404 with {})', (c) => c.service.from('nope').select('*'), 404, 'PGRST205'),
  {
    name: 'anonymous read of an owner-only table → PostgREST (anon without grants): 401 42501',
    async run(c) {
      const { status, error } = await c.anonymous.from(TABLE).select('id');
      expect(status).toBe(401);
      expect(error).toMatchObject({ code: '42501' });
    },
  },
  {
    name: "a user's read → PostgREST with an owner policy: 200, only the user's rows",
    async run(c) {
      const { data, status } = await c.userA.from(TABLE).select('id').order('id');
      expect([status, ids(data)]).toEqual([200, ['r1', 'r2', 'r3', 'r4']]);
    },
  },
  {
    name: "a user's count → PostgREST: counts only the user's rows",
    async run(c) {
      const { count } = await c.userA.from(TABLE).select('id', { count: 'exact', head: true });
      expect(count).toBe(4);
    },
  },
];
