/** Exact SQL and parameters produced for both dialects, and refusals for undeclared or mistyped input. */
import { describe, expect, it } from 'vitest';
import { isRestQueryError } from '../common/rest-errors';
import { parseRestQuery } from '../query/query-parser';
import { defineTable } from '../tables/table-registry';
import { compileCount, compileSelect } from './read-compiler';
import { compileInsert, compileUpdate } from './write-compiler';

const table = defineTable({
  name: 'things',
  primaryKey: 'id',
  policy: { kind: 'owner', ownerColumn: 'owner' },
  columns: [
    { name: 'id', type: 'text', notNull: true },
    { name: 'owner', type: 'text' },
    { name: 'name', type: 'text' },
    { name: 'score', type: 'integer' },
    { name: 'ratio', type: 'real' },
    { name: 'done', type: 'boolean' },
  ],
});

function select(search: string, dialect: 'sqlite' | 'postgres' = 'sqlite') {
  const query = parseRestQuery(search);
  return compileSelect({
    table,
    dialect,
    select: query.select,
    filters: query.filters,
    order: query.order,
    limit: query.limit ?? 1000,
    offset: query.offset,
  });
}

function refusal(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (isRestQueryError(error)) return error.code;
    throw error;
  }
}

describe('compileSelect', () => {
  it('quotes declared identifiers and binds every value', () => {
    expect(select('select=id,name&name=eq.x&score=gte.3&order=score.desc')).toEqual({
      sql: 'SELECT "id", "name" FROM "things" WHERE "name" = ? AND "score" >= ? ORDER BY "score" DESC NULLS FIRST, "id" ASC LIMIT 1000 OFFSET 0',
      params: ['x', 3],
    });
  });

  it('compiles groups, negation, in and is', () => {
    const search = `or=${encodeURIComponent('(score.lt.1,not.and(name.in.(a,b),done.is.true))')}&ratio=not.is.null`;
    expect(select(search).sql).toBe(
      'SELECT "id", "owner", "name", "score", "ratio", "done" FROM "things" WHERE ("score" < ? OR NOT (("name" IN (?, ?) AND ("done" IS NOT NULL AND "done" = ?)))) AND NOT ("ratio" IS NULL) ORDER BY "id" ASC LIMIT 1000 OFFSET 0',
    );
  });

  it('uses GLOB for like on SQLite and LIKE/ILIKE with an escape on PostgreSQL', () => {
    expect(select('name=like.a*b%25c_d%3F%5B', 'sqlite')).toMatchObject({ params: ['a*b*c?d[?][[]'] });
    expect(select('name=like.a*b', 'sqlite').sql).toContain('"name" GLOB ?');
    expect(select('name=ilike.a*b%5C', 'sqlite')).toMatchObject({ params: ['a%b\\\\'] });
    expect(select('name=ilike.a*b', 'sqlite').sql).toContain(`"name" LIKE ? ESCAPE '\\'`);
    expect(select('name=ilike.a*b', 'postgres').sql).toContain(`"name" ILIKE ? ESCAPE '\\'`);
    expect(select('name=like.a*b', 'postgres').sql).toContain(`"name" LIKE ? ESCAPE '\\'`);
  });

  it('states where NULLs sort only for nullable columns', () => {
    expect(select('order=name.asc,id.desc').sql).toContain('ORDER BY "name" ASC NULLS LAST, "id" DESC LIMIT');
    expect(select('order=name.asc.nullsfirst').sql).toContain('ORDER BY "name" ASC NULLS FIRST, "id" ASC LIMIT');
  });

  it('writes the page bounds as literals, so SQLite need not re-plan on every run', () => {
    const statement = select('id=eq.a&limit=25&offset=50');
    expect(statement.sql).toMatch(/ LIMIT 25 OFFSET 50$/);
    expect(statement.params).toEqual(['a']);
  });

  it('compiles an empty in list to a condition that is never true', () => {
    expect(select('name=in.()').sql).toContain('WHERE 1 = 0');
  });

  it('types values by column', () => {
    expect(select('score=eq.42&ratio=lt.0.5&done=eq.true').params).toEqual([42, 0.5, 1]);
  });

  const refusals = [
    { name: 'an unknown column', search: 'nope=eq.1', code: 'UNKNOWN_COLUMN' },
    { name: 'an injection attempt as a column', search: `${encodeURIComponent('name" OR 1=1 --')}=eq.1`, code: 'UNKNOWN_COLUMN' },
    { name: 'an unknown select column', search: 'select=id,password', code: 'UNKNOWN_COLUMN' },
    { name: 'an unknown order column', search: 'order=secret.asc', code: 'UNKNOWN_COLUMN' },
    { name: 'text in an integer column', search: 'score=eq.abc', code: 'INVALID_VALUE' },
    { name: 'a fraction in an integer column', search: 'score=eq.1.5', code: 'INVALID_VALUE' },
    { name: 'like on a number column', search: 'score=like.1*', code: 'INVALID_FILTER' },
    { name: 'is.true on a text column', search: 'name=is.true', code: 'INVALID_FILTER' },
    { name: 'a bad boolean', search: 'done=eq.yes', code: 'INVALID_VALUE' },
  ];
  it.each(refusals)('refuses $name with $code', ({ search, code }) => {
    expect(refusal(() => select(search))).toBe(code);
  });
});

describe('compileCount and writes', () => {
  it('counts with the same filters', () => {
    expect(compileCount(table, parseRestQuery('name=eq.x').filters, 'postgres')).toEqual({
      sql: 'SELECT COUNT(*) AS total FROM "things" WHERE "name" = ?',
      params: ['x'],
    });
  });

  it('guards an upsert so it cannot take over another owner row', () => {
    const values = new Map<string, string>([
      ['id', 'a'],
      ['owner', 'u1'],
      ['name', 'n'],
    ]);
    const guard = { kind: 'compare' as const, column: 'owner', operator: 'eq' as const, value: 'u1', negated: false };
    const statement = compileInsert({
      table,
      dialect: 'postgres',
      values,
      returning: ['id'],
      upsert: { conflictColumns: ['id'], updateColumns: ['id', 'name'], ignoreDuplicates: false, guard },
    });
    expect(statement).toEqual({
      sql: 'INSERT INTO "things" ("id", "owner", "name") VALUES (?, ?, ?) ON CONFLICT ("id") DO UPDATE SET "name" = excluded."name" WHERE "things"."owner" = ? RETURNING "id"',
      params: ['a', 'u1', 'n', 'u1'],
    });
  });

  it('updates only the given columns', () => {
    const statement = compileUpdate({
      table,
      dialect: 'sqlite',
      values: new Map([['name', 'z']]),
      filters: parseRestQuery('id=eq.a').filters,
      returning: ['id'],
    });
    expect(statement).toEqual({ sql: 'UPDATE "things" SET "name" = ? WHERE "id" = ? RETURNING "id"', params: ['z', 'a'] });
  });
});
