/**
 * SQLite's stand-in for jsonb `@>` agrees with PostgreSQL's own on every case below: the cases of the
 * PostgreSQL manual (§8.14.3) and the corners around them, each also asked of a live PostgreSQL.
 */
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../test/harness';
import { jsonContains, sqliteJsonContains } from './json-containment';

/** [container, contained, container @> contained] */
const CASES: [string, string, boolean][] = [
  ['"foo"', '"foo"', true],
  ['1', '1.0', true],
  ['[1, 2, 3]', '[1, 3]', true],
  ['[1, 2, 3]', '[3, 1]', true],
  ['[1, 2, 3]', '[1, 2, 2]', true],
  ['{"product": "PostgreSQL", "version": 9.4, "jsonb": true}', '{"version": 9.4}', true],
  ['[1, 2, [1, 3]]', '[1, 3]', false],
  ['[1, 2, [1, 3]]', '[[1, 3]]', true],
  ['{"foo": {"bar": "baz"}}', '{"bar": "baz"}', false],
  ['{"foo": {"bar": "baz"}}', '{"foo": {}}', true],
  ['["foo", "bar"]', '"foo"', true],
  ['"foo"', '["foo"]', false],
  ['["foo", "bar"]', '["foo"]', true],
  ['{"a": [1, 2]}', '{"a": 1}', false],
  ['{"a": [1, 2]}', '{"a": [2]}', true],
  ['{"a": 1}', '[]', false],
  ['[]', '{}', false],
  ['[{"a": 1, "b": 2}]', '[{"a": 1}]', true],
  ['[{"a": 1}]', '{"a": 1}', false],
  ['[[1, 2]]', '[1]', false],
  ['{}', '{}', true],
  ['[]', '[]', true],
  ['null', 'null', true],
  ['[null]', 'null', true],
  ['{"a": null}', '{"a": null}', true],
  ['{"a": true}', '{"a": 1}', false],
  ['"1"', '1', false],
  ['{"tags": ["a", "b"], "n": {"x": 1, "y": [1, 2]}}', '{"n": {"y": [2]}, "tags": ["b"]}', true],
];

describe('jsonContains', () => {
  it.each(CASES)('%s @> %s is %s', (container, contained, expected) => {
    expect(jsonContains(JSON.parse(container), JSON.parse(contained))).toBe(expected);
  });

  it('as the SQLite function: numbers stored with numeric affinity, NULL and text that is not JSON', () => {
    expect(sqliteJsonContains(5, '5')).toBe(1);
    expect(sqliteJsonContains('[1,2]', '[3]')).toBe(0);
    expect(sqliteJsonContains(null, '1')).toBeNull();
    expect(sqliteJsonContains('{not json', '1')).toBeNull();
  });
});

describe('jsonContains against PostgreSQL', () => {
  let client: pg.Client;
  beforeAll(async () => {
    client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
  });
  afterAll(async () => client.end());

  it('gives what jsonb @> gives for every case', async () => {
    const { rows } = await client.query<{ contains: boolean }>(
      'SELECT a::jsonb @> b::jsonb AS contains FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(a, b, n) ORDER BY n',
      [CASES.map((c) => c[0]), CASES.map((c) => c[1])],
    );
    expect(rows.map((row) => row.contains)).toEqual(CASES.map((c) => c[2]));
  });

  it('gives what jsonb @> gives for random documents of few keys and values', async () => {
    // Few keys and scalars, so that containment holds often enough to be tested both ways.
    const { value } = fc.letrec<{ value: unknown }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom(null, true, false, 0, 1, 1.5, 'a', 'b'),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(fc.constantFrom('a', 'b', 'c'), tie('value'), { maxKeys: 3 }),
      ),
    }));
    const pairs = fc.sample(fc.tuple(value, value), { numRuns: 1000, seed: 42 });
    const [left, right] = [pairs.map((pair) => JSON.stringify(pair[0])), pairs.map((pair) => JSON.stringify(pair[1]))];
    const { rows } = await client.query<{ contains: boolean }>(
      'SELECT a::jsonb @> b::jsonb AS contains FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(a, b, n) ORDER BY n',
      [left, right],
    );
    const ours = pairs.map(([a, b]) => jsonContains(a as never, b as never));
    expect(ours).toEqual(rows.map((row) => row.contains));
    // The sample holds both answers, so the comparison above can fail either way.
    expect(ours.filter(Boolean).length).toBeGreaterThan(50);
  });
});
