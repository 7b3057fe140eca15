import { describe, expect, it } from 'vitest';
import { appendFilterParams, toOrderParam, type Where } from './filter';

/** The parameters as the server reads them after its one decode of the URL. */
function wire(where: Where): [string, string][] {
  const url = new URL(`http://x/?${appendFilterParams(new URLSearchParams(), where).toString()}`);
  return [...url.searchParams];
}

describe('where → query parameters', () => {
  const scenarios: { name: string; where: Where; expected: [string, string][] }[] = [
    { name: 'equality on a camelCase column', where: { userId: 'u1' }, expected: [['user_id', 'eq.u1']] },
    {
      name: 'numbers and booleans',
      where: { score: 5, active: true },
      expected: [
        ['score', 'eq.5'],
        ['active', 'eq.1'],
      ],
    },
    { name: 'null and undefined add no filter', where: { a: null, b: undefined }, expected: [] },
    {
      name: 'several operators on one column',
      where: { score: { gte: 1, lte: 5 } },
      expected: [
        ['score', 'gte.1'],
        ['score', 'lte.5'],
      ],
    },
    {
      name: 'in and not_in lists keep commas inside values apart',
      where: { tag: { in: ['a', 'b,c'] }, kind: { not_in: ['x'] } },
      expected: [
        ['tag', 'in.(a,b%2Cc)'],
        ['kind', 'not.in.(x)'],
      ],
    },
    {
      name: 'an empty string in a list is quoted, not an empty list',
      where: { tag: { in: ['', 'a'] } },
      expected: [['tag', 'in.(%22%22,a)']],
    },
    {
      name: 'cs and cd send JSON, encoded once more like any value; a JSON path is a column key',
      where: { tags: { cs: ['a', 'b,c'] }, 'meta->>visitCity': 'Lisbon', meta: { cd: { rank: 1 } } },
      expected: [
        ['tags', 'cs.%5B%22a%22%2C%22b%2Cc%22%5D'],
        ['meta->>visit_city', 'eq.Lisbon'],
        ['meta', 'cd.%7B%22rank%22%3A1%7D'],
      ],
    },
    {
      name: 'a bare array is an in-list',
      where: { designerDna: ['paul-rand', 'saul-bass'] },
      expected: [['designer_dna', 'in.(paul-rand,saul-bass)']],
    },
    {
      name: 'is null / is true',
      where: { a: { is: null }, b: { is: true } },
      expected: [
        ['a', 'is.null'],
        ['b', 'is.1'],
      ],
    },
    {
      name: 'like keeps its wildcards encoded once more',
      where: { brandName: { ilike: '%Ac me%' } },
      expected: [['brand_name', 'ilike.%25Ac%20me%25']],
    },
    {
      name: 'dates go out as ISO strings',
      where: { createdAt: { gte: new Date('2026-03-01T00:00:00.000Z') } },
      expected: [['created_at', 'gte.2026-03-01T00%3A00%3A00.000Z']],
    },
    {
      name: 'an OR group beside a plain column keeps both',
      where: { userId: 'u1', OR: [{ status: 'a' }, { status: 'b', score: { gt: 2 } }] },
      expected: [
        ['user_id', 'eq.u1'],
        ['or', '(status.eq.a,and(status.eq.b,score.gt.2))'],
      ],
    },
    {
      name: 'nested AND inside OR, parentheses in values encoded',
      where: { OR: [{ AND: [{ a: 1 }, { b: { is: null } }] }, { name: 'x(y)' }] },
      expected: [['or', '(and(a.eq.1,b.is.null),name.eq.x%28y%29)']],
    },
    { name: 'a top-level AND group', where: { AND: [{ a: { neq: 1 } }, { b: { not: 'z' } }] }, expected: [['and', '(a.neq.1,b.not.z)']] },
  ];

  it.each(scenarios)('$name', ({ where, expected }) => {
    expect(wire(where)).toEqual(expected);
  });

  it.each([
    ['an unknown operator', { a: { between: [1, 2] } } as unknown as Where, 'Unknown filter operator "between" on "a"'],
    ['an empty OR', { OR: [] }, 'OR needs a non-empty array of filters'],
    ['an OR member without conditions', { OR: [{}] }, 'A filter group member has no conditions'],
    ['in without an array', { a: { in: 'x' } } as unknown as Where, 'Filter "in" on "a" needs an array'],
  ])('refuses %s', (_name, where, message) => {
    expect(() => wire(where)).toThrow(message);
  });
});

describe('orderBy → order', () => {
  it.each([
    [{ createdAt: 'desc' as const }, 'created_at.desc'],
    [{ brandName: 'asc' as const, createdAt: 'desc' as const }, 'brand_name.asc,created_at.desc'],
    ['createdAt.desc', 'created_at.desc'],
    [undefined, undefined],
  ])('%j → %s', (orderBy, expected) => expect(toOrderParam(orderBy)).toBe(expected));
});
