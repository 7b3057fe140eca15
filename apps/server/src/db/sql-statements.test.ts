/** Migration files split into statements only at the `;` that end them. */
import { describe, expect, it } from 'vitest';
import { splitSqlStatements } from './sql-statements';

describe('splitSqlStatements', () => {
  it('splits at semicolons in code and drops empty and comment-only pieces', () => {
    const sql = "-- notes\nCREATE TABLE a (id TEXT);\n\n  ;\nINSERT INTO a VALUES ('x;y'); -- trailing\n/* only a comment */";
    expect(splitSqlStatements(sql, 'sqlite')).toEqual(['CREATE TABLE a (id TEXT)', "INSERT INTO a VALUES ('x;y')"]);
  });

  it('keeps a last statement without a semicolon', () => {
    expect(splitSqlStatements('SELECT 1;\nSELECT 2', 'postgres')).toEqual(['SELECT 1', 'SELECT 2']);
  });

  it('keeps semicolons in quoted names, comments and dollar quotes', () => {
    const sql = 'CREATE TABLE "a;b" (id TEXT /* ; */);\nCREATE FUNCTION f() RETURNS int AS $$ BEGIN RETURN 1; END $$ LANGUAGE plpgsql;';
    expect(splitSqlStatements(sql, 'postgres')).toEqual([
      'CREATE TABLE "a;b" (id TEXT /* ; */)',
      'CREATE FUNCTION f() RETURNS int AS $$ BEGIN RETURN 1; END $$ LANGUAGE plpgsql',
    ]);
  });

  it("keeps a SQLite trigger's body, CASE … END included, in one statement", () => {
    const trigger = 'CREATE TRIGGER t AFTER INSERT ON a BEGIN UPDATE a SET n = CASE WHEN n > 1 THEN 1 ELSE 0 END; DELETE FROM b; END';
    expect(splitSqlStatements(`${trigger};\nSELECT 1;`, 'sqlite')).toEqual([trigger, 'SELECT 1']);
  });

  it("keeps PostgreSQL's BEGIN ATOMIC body in one statement", () => {
    const fn = 'CREATE OR REPLACE FUNCTION one() RETURNS int LANGUAGE sql BEGIN ATOMIC SELECT 1; END';
    expect(splitSqlStatements(`${fn};\nSELECT one();`, 'postgres')).toEqual([fn, 'SELECT one()']);
  });
});
