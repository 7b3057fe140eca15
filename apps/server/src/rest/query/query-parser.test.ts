/** Query-string parsing: every filter form of protocol.md §5.4, and a coded refusal for each limit and syntax error. */
import { describe, expect, it } from 'vitest';
import { isRestQueryError } from '../common/rest-errors';
import type { FilterNode } from './filter-ast';
import { parseRestQuery } from './query-parser';

const eq = (column: string, value: string, negated = false): FilterNode => ({ kind: 'compare', column, operator: 'eq', value, negated });

function codeOf(search: string): string | undefined {
  try {
    parseRestQuery(search);
    return undefined;
  } catch (error) {
    if (isRestQueryError(error)) return error.code;
    throw error;
  }
}

describe('parseRestQuery: filters', () => {
  const cases: { name: string; search: string; filters: FilterNode[] }[] = [
    { name: 'eq', search: 'user_id=eq.u1', filters: [eq('user_id', 'u1')] },
    {
      name: 'second percent-decode (like with SQL wildcards)',
      search: 'brand_name=like.%2525Ac%2520me%2525',
      filters: [{ kind: 'compare', column: 'brand_name', operator: 'like', value: '%Ac me%', negated: false }],
    },
    {
      name: 'a comma inside a value',
      search: 'industry=neq.x%252Cy',
      filters: [{ kind: 'compare', column: 'industry', operator: 'neq', value: 'x,y', negated: false }],
    },
    { name: 'undecodable value kept as sent', search: 'industry=eq.100%25', filters: [eq('industry', '100%')] },
    {
      name: 'in list split before the second decode',
      search: 'id=in.(a,b%252Cc)',
      filters: [{ kind: 'in', column: 'id', values: ['a', 'b,c'], negated: false }],
    },
    { name: 'empty in list', search: 'id=in.()', filters: [{ kind: 'in', column: 'id', values: [], negated: false }] },
    { name: 'not.in', search: 'id=not.in.(a,b)', filters: [{ kind: 'in', column: 'id', values: ['a', 'b'], negated: true }] },
    { name: 'not_in', search: 'id=not_in.(a)', filters: [{ kind: 'in', column: 'id', values: ['a'], negated: true }] },
    {
      name: 'not negates an operator',
      search: 'tagline=not.ilike.*x*',
      filters: [{ kind: 'compare', column: 'tagline', operator: 'ilike', value: '*x*', negated: true }],
    },
    {
      name: 'the original client {not: v}',
      search: 'tagline=not.hello',
      filters: [{ kind: 'compare', column: 'tagline', operator: 'neq', value: 'hello', negated: false }],
    },
    {
      name: 'not.null is IS NOT NULL',
      search: 'tagline=not.null',
      filters: [{ kind: 'is', column: 'tagline', target: 'null', negated: true }],
    },
    { name: 'is.1 is is.true', search: 'flag=is.1', filters: [{ kind: 'is', column: 'flag', target: 'true', negated: false }] },
    {
      name: 'two operators on one column',
      search: 'created_at=gte.2026-01-01&created_at=lt.2026-02-01',
      filters: [
        { kind: 'compare', column: 'created_at', operator: 'gte', value: '2026-01-01', negated: false },
        { kind: 'compare', column: 'created_at', operator: 'lt', value: '2026-02-01', negated: false },
      ],
    },
    {
      name: 'nested or/and groups',
      search: `or=${encodeURIComponent('(a.eq.1,and(b.gt.2,c.is.null))')}`,
      filters: [
        {
          kind: 'group',
          combinator: 'or',
          negated: false,
          children: [
            eq('a', '1'),
            {
              kind: 'group',
              combinator: 'and',
              negated: false,
              children: [
                { kind: 'compare', column: 'b', operator: 'gt', value: '2', negated: false },
                { kind: 'is', column: 'c', target: 'null', negated: false },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'not.or with quoted values holding commas and parentheses',
      search: `not.or=${encodeURIComponent('(a.eq."x,(y)",b.in.("p,q",r))')}`,
      filters: [
        {
          kind: 'group',
          combinator: 'or',
          negated: true,
          children: [eq('a', 'x,(y)'), { kind: 'in', column: 'b', values: ['p,q', 'r'], negated: false }],
        },
      ],
    },
    {
      name: 'group values are decoded a second time',
      search: `and=${encodeURIComponent('(a.eq.x%2Cy)')}`,
      filters: [{ kind: 'group', combinator: 'and', negated: false, children: [eq('a', 'x,y')] }],
    },
  ];
  it.each(cases)('$name', ({ search, filters }) => {
    expect(parseRestQuery(search).filters).toEqual(filters);
  });
});

describe('parseRestQuery: select, order, paging', () => {
  it('reads every part', () => {
    const query = parseRestQuery(
      'select=id,brand_name&order=created_at.desc,brand_name.asc.nullsfirst&limit=20&offset=40&cursor=logo_1&on_conflict=brandName',
    );
    expect(query).toMatchObject({
      select: ['id', 'brand_name'],
      order: [
        { column: 'created_at', descending: true, nullsFirst: true },
        { column: 'brand_name', descending: false, nullsFirst: true },
      ],
      limit: 20,
      offset: 40,
      cursor: 'logo_1',
      onConflict: ['brandName'],
    });
  });
  it('treats select=* and no select alike', () => {
    expect(parseRestQuery('select=*').select).toBeUndefined();
    expect(parseRestQuery('').select).toBeUndefined();
  });
});

describe('parseRestQuery: refusals', () => {
  const deep = `${'and('.repeat(8)}a.eq.1${')'.repeat(8)}`;
  const cases: { name: string; search: string; code: string }[] = [
    { name: 'the original client broken and group', search: 'and=(user_id', code: 'INVALID_LOGIC_FILTER' },
    { name: 'an or without parentheses', search: 'or=a.eq.1', code: 'INVALID_LOGIC_FILTER' },
    { name: 'a group member without operator', search: `or=${encodeURIComponent('(a,b.eq.1)')}`, code: 'INVALID_LOGIC_FILTER' },
    { name: 'an empty group member', search: `or=${encodeURIComponent('(a.eq.1,)')}`, code: 'INVALID_LOGIC_FILTER' },
    { name: 'an unknown operator in a group', search: `or=${encodeURIComponent('(a.regex.1)')}`, code: 'INVALID_LOGIC_FILTER' },
    { name: 'unbalanced quotes', search: `or=${encodeURIComponent('(a.eq."x)')}`, code: 'INVALID_LOGIC_FILTER' },
    { name: 'an unknown operator', search: 'a=regex.x', code: 'INVALID_FILTER' },
    { name: 'no operator', search: 'a=5', code: 'INVALID_FILTER' },
    { name: 'in without parentheses', search: 'a=in.x,y', code: 'INVALID_FILTER' },
    { name: 'is with another value', search: 'a=is.maybe', code: 'INVALID_FILTER' },
    { name: 'nesting deeper than 8', search: `or=${encodeURIComponent(`(${deep})`)}`, code: 'NESTING_TOO_DEEP' },
    { name: 'an in list of 501 values', search: `a=in.(${Array.from({ length: 501 }, (_, i) => i).join(',')})`, code: 'IN_LIST_TOO_LONG' },
    { name: 'a value over 4,096 characters', search: `a=eq.${'x'.repeat(4097)}`, code: 'FILTER_TOO_LONG' },
    { name: 'a query string over 8 KB', search: `a=eq.${'x'.repeat(9000)}`, code: 'QUERY_TOO_LONG' },
    { name: 'more than 200 expressions', search: Array.from({ length: 201 }, () => 'a=eq.1').join('&'), code: 'TOO_MANY_FILTERS' },
    { name: 'a NUL in a value', search: 'a=eq.x%2500', code: 'INVALID_VALUE' },
    { name: 'limit over 1,000', search: 'limit=1001', code: 'PAGE_SIZE_EXCEEDED' },
    { name: 'a negative limit', search: 'limit=-1', code: 'INVALID_LIMIT' },
    { name: 'a fractional offset', search: 'offset=1.5', code: 'INVALID_OFFSET' },
    { name: 'an offset past a million', search: 'offset=1000001', code: 'INVALID_OFFSET' },
    { name: 'a bad order direction', search: 'order=a.sideways', code: 'INVALID_ORDER' },
    { name: 'nine order terms', search: `order=${Array.from({ length: 9 }, (_, i) => `c${i}`).join(',')}`, code: 'TOO_MANY_ORDER_TERMS' },
    { name: 'an empty select member', search: 'select=id,,brand_name', code: 'INVALID_SELECT' },
    { name: 'limit given twice', search: 'limit=1&limit=2', code: 'INVALID_FILTER' },
  ];
  it.each(cases)('$name → $code', ({ search, code }) => {
    expect(codeOf(search)).toBe(code);
  });
});
