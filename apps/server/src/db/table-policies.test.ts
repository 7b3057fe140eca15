/** The `-- @policy` comment: its five forms, where it may sit, and the one-line refusals. */
import { describe, expect, it } from 'vitest';
import { formatPolicy, PolicySyntaxError, parsePolicy, parsePolicyDirectives } from './table-policies';

describe('parsePolicy', () => {
  it.each([
    ['owner(user_id)', { kind: 'owner', ownerColumn: 'user_id' }],
    ['owner-read(user_id)', { kind: 'owner', ownerColumn: 'user_id', readOnly: true }],
    ['public-read', { kind: 'public-read' }],
    ['public-read  owner(author_id)', { kind: 'public-read', ownerColumn: 'author_id' }],
    ['service-only', { kind: 'service-only' }],
  ])('reads %s and writes it back', (text, policy) => {
    expect(parsePolicy(text)).toEqual(policy);
    expect(parsePolicy(formatPolicy(policy as never))).toEqual(policy);
  });

  it.each([
    'owner',
    'owner()',
    'owner(user id)',
    'public',
    'public-write',
    'owner(a) public-read',
    'owner-read',
    'owner-write(a)',
    'service_only',
    '',
  ])('refuses %j', (text) => expect(parsePolicy(text)).toBeUndefined());
});

describe('parsePolicyDirectives', () => {
  it('finds line comments with their line numbers, and only in comments', () => {
    const sql = [
      'CREATE TABLE notes (id TEXT PRIMARY KEY, user_id TEXT);',
      '--   @policy notes owner(user_id)',
      "INSERT INTO notes VALUES ('-- @policy x service-only', 'u');",
      '/* -- @policy y service-only */',
      '-- @policy posts public-read owner(author_id)',
      '-- @policyish is not a directive',
    ].join('\n');
    expect(parsePolicyDirectives(sql, 'sqlite')).toEqual([
      { table: 'notes', policy: { kind: 'owner', ownerColumn: 'user_id' }, line: 2 },
      { table: 'posts', policy: { kind: 'public-read', ownerColumn: 'author_id' }, line: 5 },
    ]);
  });

  it.each([
    ['-- @policy notes', 'line 1'],
    ['SELECT 1;\n-- @policy notes owner', 'line 2'],
    ['-- @policy notes owner(user_id) please', 'line 1'],
    ['-- @policy notes public-read\n-- @policy notes service-only', 'declares notes a second time'],
  ])('refuses %j, naming %s', (sql, words) => {
    const parse = () => parsePolicyDirectives(sql, 'postgres');
    expect(parse).toThrow(PolicySyntaxError);
    expect(parse).toThrow(words);
  });
});
