/** Which requests keep the original client's protocol: only those that show something only it (or our SDK) sends. */
import { describe, expect, it } from 'vitest';
import { type ClientSignals, identifyClient } from './client-flavour';

const json = { 'content-type': 'application/json' };

describe('identifyClient', () => {
  const cases: [string, ClientSignals, 'original' | 'postgrest'][] = [
    [
      'a GET with a JSON content type (0.18.8 sends one on every request)',
      { method: 'GET', headers: json, search: 'select=*' },
      'original',
    ],
    ['a HEAD with a JSON content type', { method: 'HEAD', headers: json, search: '' }, 'original'],
    ['a bodiless GET without a content type (postgrest-js)', { method: 'GET', headers: {}, search: 'select=*' }, 'postgrest'],
    [
      'space-separated Prefer tokens (0.18.8 upsert)',
      { method: 'POST', headers: { ...json, prefer: 'return=representation resolution=merge-duplicates' }, search: 'on_conflict=id' },
      'original',
    ],
    [
      'on_conflict without resolution (0.18.8 upsert without onConflict)',
      { method: 'POST', headers: { ...json, prefer: 'return=representation' }, search: 'on_conflict=id' },
      'original',
    ],
    [
      'on_conflict with a comma-separated resolution (postgrest-js upsert)',
      { method: 'POST', headers: { ...json, prefer: 'resolution=merge-duplicates,return=representation' }, search: 'on_conflict=id' },
      'postgrest',
    ],
    [
      'a create with return=representation (both clients send it)',
      { method: 'POST', headers: { ...json, prefer: 'return=representation' }, search: '' },
      'postgrest',
    ],
    ['a delete by id (both clients send it)', { method: 'DELETE', headers: json, search: 'id=eq.x' }, 'postgrest'],
    ['our SDK on any method', { method: 'DELETE', headers: { 'x-client-info': 'logo-dna-sdk/0.1.0' }, search: 'id=eq.x' }, 'original'],
    ['supabase-js', { method: 'GET', headers: { 'x-client-info': 'supabase-js-node/2.50.0' }, search: '' }, 'postgrest'],
  ];
  it.each(cases)('%s', (_name, signals, flavour) => {
    expect(identifyClient(signals)).toBe(flavour);
  });
});
