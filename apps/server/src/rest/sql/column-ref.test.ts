/** JSON paths, aliases and cs/cd compile to the SQL each database needs; malformed references are 400s. */
import { describe, expect, it } from 'vitest';
import { isRestQueryError } from '../common/rest-errors';
import { parseRestQuery } from '../query/query-parser';
import { defineTable } from '../tables/table-registry';
import { compileColumnRef, parseColumnRef } from './column-ref';
import { compileSelect } from './read-compiler';

const table = defineTable({
  name: 'notes',
  primaryKey: 'id',
  policy: { kind: 'service-only' },
  columns: [
    { name: 'id', type: 'text', notNull: true },
    { name: 'title', type: 'text' },
    { name: 'stars', type: 'integer' },
    { name: 'meta', type: 'jsonb' },
  ],
});

function select(search: string, dialect: 'sqlite' | 'postgres') {
  const query = parseRestQuery(search);
  return compileSelect({ table, dialect, select: query.select, filters: query.filters, order: query.order, limit: 10, offset: 0 });
}

function refusal(run: () => unknown): { code: string; status: number } | undefined {
  try {
    run();
  } catch (error) {
    if (isRestQueryError(error)) return { code: error.code, status: error.status };
    throw error;
  }
  return undefined;
}

describe('parseColumnRef', () => {
  it('reads a column, a path of keys and indexes, the text arrow and an alias', () => {
    expect(parseColumnRef(table, 'stars')).toMatchObject({ path: [], asText: false, outputName: 'stars' });
    expect(parseColumnRef(table, 'meta->tags->0')).toMatchObject({ path: ['tags', 0], asText: false, outputName: '0' });
    expect(parseColumnRef(table, 'who:meta->author->>name', true)).toMatchObject({
      path: ['author', 'name'],
      asText: true,
      outputName: 'who',
    });
    expect(parseColumnRef(table, 'star_count:stars', true)).toMatchObject({ path: [], outputName: 'star_count' });
  });

  it.each([
    ['nope->a', 'UNKNOWN_COLUMN'],
    ['title->a', 'INVALID_FILTER'],
    ['meta->>a->b', 'INVALID_FILTER'],
    ['meta->', 'INVALID_FILTER'],
    ["meta->a'b", 'INVALID_FILTER'],
    ['meta->12345678901', 'INVALID_FILTER'],
  ])('refuses %s with %s', (text, code) => {
    expect(refusal(() => parseColumnRef(table, text))).toEqual({ code, status: 400 });
  });

  it('takes an alias only where asked (select), and refuses a malformed one', () => {
    expect(refusal(() => parseColumnRef(table, 'who:meta->a'))).toEqual({ code: 'UNKNOWN_COLUMN', status: 400 });
    expect(refusal(() => parseColumnRef(table, 'bad alias:meta->a', true))).toEqual({ code: 'INVALID_SELECT', status: 400 });
  });
});

describe('compileColumnRef', () => {
  it('uses jsonb operators on PostgreSQL and guarded JSON functions on SQLite', () => {
    const ref = parseColumnRef(table, 'meta->author->>name');
    expect(compileColumnRef(ref, 'postgres')).toBe(`(CAST("meta" AS jsonb) -> 'author' ->> 'name')`);
    expect(compileColumnRef(ref, 'sqlite')).toBe(
      `(CASE WHEN json_valid("meta") THEN CASE json_type("meta", '$."author"."name"') WHEN 'text' THEN "meta" ->> '$."author"."name"' WHEN 'null' THEN NULL ELSE "meta" -> '$."author"."name"' END END)`,
    );
    expect(compileColumnRef(parseColumnRef(table, 'meta->tags->1'), 'sqlite')).toBe(
      `(CASE WHEN json_valid("meta") THEN "meta" -> '$."tags"[1]' END)`,
    );
  });
});

describe('JSON in compiled queries', () => {
  it('selects paths under their output names and filters and orders by them', () => {
    expect(select('select=id,meta->>author&meta->>author=eq.ada&order=meta->>author.desc', 'postgres')).toEqual({
      sql: `SELECT "id", (CAST("meta" AS jsonb) ->> 'author') AS "author" FROM "notes" WHERE (CAST("meta" AS jsonb) ->> 'author') = ? ORDER BY (CAST("meta" AS jsonb) ->> 'author') DESC NULLS FIRST, "id" ASC LIMIT 10 OFFSET 0`,
      params: ['ada'],
    });
  });

  it('compiles cs and cd to @> and <@ on PostgreSQL and to the containment function on SQLite', () => {
    expect(select('meta=cs.{"a":1}&meta->tags=cd.["x","y"]', 'postgres')).toMatchObject({
      sql: expect.stringContaining(
        `WHERE CAST("meta" AS jsonb) @> CAST(? AS jsonb) AND CAST((CAST("meta" AS jsonb) -> 'tags') AS jsonb) <@ CAST(? AS jsonb)`,
      ),
      params: ['{"a":1}', '["x","y"]'],
    });
    expect(select('meta=cs.{"a":1}&meta=cd.[1]', 'sqlite').sql).toContain(
      'WHERE logo_dna_json_contains("meta", ?) AND logo_dna_json_contains(?, "meta")',
    );
  });

  it.each([
    ['meta=eq.1', 'INVALID_FILTER'],
    ['meta->a=gt.1', 'INVALID_FILTER'],
    ['meta=in.(1,2)', 'INVALID_FILTER'],
    ['meta=like.a*', 'INVALID_FILTER'],
    ['title=cs.["a"]', 'INVALID_FILTER'],
    ['meta=cs.{not json', 'INVALID_VALUE'],
    ['meta->>a=is.true', 'INVALID_FILTER'],
  ])('refuses %s with %s', (search, code) => {
    expect(refusal(() => select(search, 'sqlite'))).toEqual({ code, status: 400 });
  });

  it('takes is.null on a JSON column and on a path', () => {
    expect(select('meta=is.null&meta->a=not.is.null', 'postgres').sql).toContain(
      `WHERE "meta" IS NULL AND NOT ((CAST("meta" AS jsonb) -> 'a') IS NULL)`,
    );
  });
});
