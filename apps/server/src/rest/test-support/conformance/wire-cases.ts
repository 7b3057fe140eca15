/**
 * What postgrest-js does not show: response headers, exact bodies and requests it never makes, sent
 * as raw HTTP. Each name says what PostgREST 12 answers. The last group sends the original client's
 * own requests (protocol.md §5) to the same server, which keeps that protocol for them.
 */
import { expect } from 'vitest';
import { type Conformance, OWNER } from './conformance-server';
import type { ConformanceCase } from './read-cases';

const json = (body: unknown) => JSON.stringify(body);
const post = (c: Conformance, query: string, body: unknown, headers: Record<string, string> = {}) =>
  c.raw(`logo_systems${query}`, { method: 'POST', body: json(body), headers: { 'content-type': 'application/json', ...headers } });

/** A GET whose status and Content-Range are checked. */
function range(name: string, query: string, headers: Record<string, string>, status: number, contentRange: string): ConformanceCase {
  return {
    name: `${name} → PostgREST: ${status}, Content-Range ${contentRange}`,
    async run(c) {
      const response = await c.raw(`logo_systems?${query}`, { headers });
      expect(response.status).toBe(status);
      expect(response.headers.get('content-range')).toBe(contentRange);
    },
  };
}

export const HEADER_CASES: ConformanceCase[] = [
  range('GET with count=exact', 'select=id', { prefer: 'count=exact' }, 200, '0-5/6'),
  range('GET limit=2 with count=exact', 'select=id&limit=2', { prefer: 'count=exact' }, 206, '0-1/6'),
  range('GET offset=2&limit=2 with count=exact', 'select=id&limit=2&offset=2', { prefer: 'count=exact' }, 206, '2-3/6'),
  range('GET without a count', 'select=id', {}, 200, '0-5/*'),
  range('GET limit=2 without a count', 'select=id&limit=2', {}, 200, '0-1/*'),
  range('GET of no rows', 'select=id&id=eq.none', {}, 200, '*/*'),
  range('GET of no rows with count=exact', 'select=id&id=eq.none', { prefer: 'count=exact' }, 200, '*/0'),
  range('GET offset past the end with count=exact', 'select=id&offset=9', { prefer: 'count=exact' }, 416, '*/6'),
  range('GET with Range: 2-3 and Range-Unit: items', 'select=id', { range: '2-3', 'range-unit': 'items' }, 200, '2-3/*'),
  range('GET with Range: 2-3 and count=exact', 'select=id', { range: '2-3', prefer: 'count=exact' }, 206, '2-3/6'),
  range('GET with Range: 0-100 beyond the rows', 'select=id', { range: '0-100' }, 200, '0-5/*'),
  range('GET with a Range header that is not items (ignored)', 'select=id', { range: 'bytes=0-1' }, 200, '0-5/*'),
  range('GET with count=planned', 'select=id&limit=1', { prefer: 'count=planned' }, 206, '0-0/6'),
  {
    name: 'HEAD with count=exact → PostgREST: 200, no body, Content-Range 0-5/6',
    async run(c) {
      const response = await c.raw('logo_systems?select=id', { method: 'HEAD', headers: { prefer: 'count=exact' } });
      expect([response.status, response.headers.get('content-range'), await response.text()]).toEqual([200, '0-5/6', '']);
    },
  },
  {
    name: 'GET with count=exact → PostgREST: Preference-Applied: count=exact',
    async run(c) {
      const response = await c.raw('logo_systems?select=id', { headers: { prefer: 'count=exact' } });
      expect(response.headers.get('preference-applied')).toBe('count=exact');
    },
  },
  {
    name: 'POST with return=minimal → PostgREST: 201, no body, no Content-Type, Content-Range */*',
    async run(c) {
      const response = await post(c, '', { id: 'h1', user_id: OWNER }, { prefer: 'return=minimal' });
      expect([response.status, response.headers.get('content-type'), response.headers.get('content-range'), await response.text()]).toEqual(
        [201, null, '*/*', ''],
      );
      expect(response.headers.get('preference-applied')).toBe('return=minimal');
    },
  },
  {
    name: 'POST without Prefer → PostgREST: 201 and an empty body',
    async run(c) {
      const response = await post(c, '', { id: 'h1', user_id: OWNER });
      expect([response.status, await response.text()]).toEqual([201, '']);
    },
  },
  {
    name: 'POST with count=exact → PostgREST: Content-Range */1',
    async run(c) {
      const response = await post(c, '', [{ id: 'h1', user_id: OWNER }], { prefer: 'count=exact' });
      expect(response.headers.get('content-range')).toBe('*/1');
    },
  },
  {
    name: 'POST with return=representation → PostgREST: 201, JSON, Preference-Applied: return=representation',
    async run(c) {
      const response = await post(c, '?select=id', { id: 'h1', user_id: OWNER }, { prefer: 'return=representation' });
      expect(response.status).toBe(201);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('preference-applied')).toBe('return=representation');
      expect(await response.json()).toEqual([{ id: 'h1' }]);
    },
  },
  {
    name: 'POST with return=headers-only → PostgREST: 201 with a Location of the new row',
    async run(c) {
      const response = await post(c, '', { id: 'h1', user_id: OWNER }, { prefer: 'return=headers-only' });
      expect([response.status, response.headers.get('location'), await response.text()]).toEqual([201, '/logo_systems?id=eq.h1', '']);
    },
  },
  {
    name: 'POST upsert → PostgREST: Preference-Applied: resolution=merge-duplicates, return=representation',
    async run(c) {
      const response = await post(c, '', { id: 'r1', user_id: OWNER }, { prefer: 'return=representation,resolution=merge-duplicates' });
      expect(response.status).toBe(200);
      expect(response.headers.get('preference-applied')).toBe('resolution=merge-duplicates, return=representation');
    },
  },
  {
    name: 'POST with on_conflict and resolution=merge-duplicates → PostgREST: upsert on that key, 200',
    async run(c) {
      const response = await post(
        c,
        '?on_conflict=id',
        { id: 'r2', user_id: OWNER, tagline: 'T' },
        { prefer: 'resolution=merge-duplicates' },
      );
      expect(response.status).toBe(200);
    },
  },
  {
    name: 'POST with missing=default → PostgREST: Preference-Applied names it',
    async run(c) {
      const response = await post(c, '?columns=id,user_id', [{ id: 'h1', user_id: OWNER }], { prefer: 'missing=default, return=minimal' });
      expect(response.headers.get('preference-applied')).toBe('missing=default, return=minimal');
    },
  },
  {
    name: 'POST ?columns= ignores keys not listed → PostgREST: 201',
    async run(c) {
      const response = await post(
        c,
        '?columns=id,user_id&select=id,brand_name',
        [{ id: 'h1', user_id: OWNER, brand_name: 'Ignored', junk: 1 }],
        {
          prefer: 'return=representation',
        },
      );
      expect([response.status, await response.json()]).toEqual([201, [{ id: 'h1', brand_name: null }]]);
    },
  },
  {
    name: 'POST ?columns= naming an unknown column → PostgREST: 400 PGRST204',
    async run(c) {
      const response = await post(c, '?columns=id,helicopter', [{ id: 'h1' }]);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'PGRST204',
        details: null,
        hint: null,
        message: "Could not find the 'helicopter' column of 'logo_systems' in the schema cache",
      });
    },
  },
  {
    name: 'POST an array whose objects have different keys, without ?columns → PostgREST: 400 PGRST102',
    async run(c) {
      const response = await post(c, '', [{ id: 'h1', user_id: OWNER }, { id: 'h2' }]);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'PGRST102', message: 'All object keys must match' });
    },
  },
  {
    name: 'POST invalid JSON → PostgREST: 400 PGRST102',
    async run(c) {
      const response = await c.raw('logo_systems', { method: 'POST', body: '{"id":', headers: { 'content-type': 'application/json' } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'PGRST102' });
    },
  },
  {
    name: 'PATCH without Prefer → PostgREST: 204, no Content-Type, Content-Range 0-0/*',
    async run(c) {
      const response = await c.raw('logo_systems?id=eq.r1', {
        method: 'PATCH',
        body: json({ tagline: 'x' }),
        headers: { 'content-type': 'application/json' },
      });
      expect([response.status, response.headers.get('content-type'), response.headers.get('content-range')]).toEqual([204, null, '0-0/*']);
    },
  },
  {
    name: 'PATCH with count=exact → PostgREST: Content-Range 0-2/3',
    async run(c) {
      const response = await c.raw('logo_systems?industry=eq.Coffee', {
        method: 'PATCH',
        body: json({ tagline: 'x' }),
        headers: { 'content-type': 'application/json', prefer: 'count=exact' },
      });
      expect(response.headers.get('content-range')).toBe('0-2/3');
    },
  },
  {
    name: 'PATCH matching nothing → PostgREST: 204, Content-Range */*',
    async run(c) {
      const response = await c.raw('logo_systems?id=eq.none', {
        method: 'PATCH',
        body: json({ tagline: 'x' }),
        headers: { 'content-type': 'application/json' },
      });
      expect([response.status, response.headers.get('content-range')]).toEqual([204, '*/*']);
    },
  },
  {
    name: 'DELETE → PostgREST: 204, Content-Range */*; with count=exact */1',
    async run(c) {
      const plain = await c.raw('logo_systems?id=eq.r1', { method: 'DELETE' });
      expect([plain.status, plain.headers.get('content-range'), plain.headers.get('content-type')]).toEqual([204, '*/*', null]);
      const counted = await c.raw('logo_systems?id=eq.r2', { method: 'DELETE', headers: { prefer: 'count=exact' } });
      expect(counted.headers.get('content-range')).toBe('*/1');
    },
  },
  {
    name: 'DELETE with select but no return=representation → PostgREST: 204 (select is ignored)',
    async run(c) {
      const response = await c.raw('logo_systems?id=eq.r3&select=id', { method: 'DELETE' });
      expect([response.status, await response.text()]).toEqual([204, '']);
    },
  },
  {
    name: 'Accept: application/vnd.pgrst.object+json → PostgREST: Content-Type application/vnd.pgrst.object+json; charset=utf-8',
    async run(c) {
      const response = await c.raw('logo_systems?select=id&id=eq.r1', { headers: { accept: 'application/vnd.pgrst.object+json' } });
      expect(response.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8');
      expect(await response.json()).toEqual({ id: 'r1' });
    },
  },
  {
    name: 'Accept: application/vnd.pgrst.object (without +json) → PostgREST: the object too',
    async run(c) {
      const response = await c.raw('logo_systems?select=id&id=eq.r1', { headers: { accept: 'application/vnd.pgrst.object' } });
      expect(await response.json()).toEqual({ id: 'r1' });
    },
  },
  {
    name: 'Accept: text/csv → PostgREST: Content-Type text/csv; charset=utf-8',
    async run(c) {
      const response = await c.raw('logo_systems?select=id&id=eq.r1', { headers: { accept: 'text/csv' } });
      expect([response.headers.get('content-type'), await response.text()]).toEqual(['text/csv; charset=utf-8', 'id\nr1']);
    },
  },
  {
    name: 'Accept with q-values → PostgREST: the best acceptable type (JSON over an unavailable XML)',
    async run(c) {
      const response = await c.raw('logo_systems?select=id&id=eq.r1', { headers: { accept: 'text/xml;q=1, application/json;q=0.5' } });
      expect([response.status, await response.json()]).toEqual([200, [{ id: 'r1' }]]);
    },
  },
  {
    name: 'Accept: */* → PostgREST: application/json',
    async run(c) {
      const response = await c.raw('logo_systems?select=id&id=eq.r1', { headers: { accept: '*/*' } });
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    },
  },
  {
    name: 'Accept-Profile: public → PostgREST: 200 and Content-Profile: public',
    async run(c) {
      const response = await c.raw('logo_systems?select=id&id=eq.r1', { headers: { 'accept-profile': 'public' } });
      expect([response.status, response.headers.get('content-profile')]).toEqual([200, 'public']);
    },
  },
  {
    name: 'Content-Profile: other on a POST → PostgREST: 406 PGRST106, nothing written',
    async run(c) {
      const response = await post(c, '', { id: 'h1', user_id: OWNER }, { 'content-profile': 'other' });
      expect(response.status).toBe(406);
      expect(await response.json()).toEqual({
        code: 'PGRST106',
        details: null,
        hint: null,
        message: 'The schema must be one of the following: public',
      });
      expect((await c.tableRows()).map((row) => row.id)).not.toContain('h1');
    },
  },
  {
    name: 'Prefer: handling=strict with an unknown preference → PostgREST: 400 PGRST122',
    async run(c) {
      const response = await c.raw('logo_systems?select=id', { headers: { prefer: 'handling=strict, nonsense=1' } });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'PGRST122',
        details: 'Invalid preferences: nonsense=1',
        hint: null,
        message: 'Invalid preferences given with handling=strict',
      });
    },
  },
  {
    name: 'Prefer: handling=lenient with an unknown preference → PostgREST: ignored, 200',
    async run(c) {
      const response = await c.raw('logo_systems?select=id', { headers: { prefer: 'handling=lenient, nonsense=1' } });
      expect(response.status).toBe(200);
    },
  },
  {
    name: 'several Prefer headers → PostgREST: read together',
    async run(c) {
      const headers = new Headers({ 'content-type': 'application/json' });
      headers.append('prefer', 'return=representation');
      headers.append('prefer', 'count=exact');
      const response = await c.raw('logo_systems?select=id', { method: 'POST', body: json({ id: 'h1', user_id: OWNER }), headers });
      expect([response.status, response.headers.get('content-range'), await response.json()]).toEqual([201, '*/1', [{ id: 'h1' }]]);
    },
  },
  {
    name: 'an error body → PostgREST: exactly code, message, details and hint',
    async run(c) {
      const response = await c.raw('logo_systems?nope=eq.1');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: '42703',
        message: 'column logo_systems.nope does not exist',
        details: null,
        hint: null,
      });
    },
  },
];

/** The original client's requests (protocol.md §5.3), byte for byte, to the same server. */
export const ORIGINAL_CLIENT_CASES: ConformanceCase[] = [
  {
    name: 'original client: a double-encoded value on a GET with Content-Type: application/json → decoded twice, matches',
    async run(c) {
      const response = await c.raw(`logo_systems?select=id&brand_name=eq.${encodeURIComponent(encodeURIComponent('Zeta 50% Off'))}`, {
        headers: { 'content-type': 'application/json' },
      });
      expect(await response.json()).toEqual([{ id: 'r3' }]);
    },
  },
  {
    name: 'the same double-encoded value from a PostgREST client → PostgREST: decoded once, matches nothing',
    async run(c) {
      const response = await c.raw(`logo_systems?select=id&brand_name=eq.${encodeURIComponent(encodeURIComponent('Zeta 50% Off'))}`);
      expect(await response.json()).toEqual([]);
    },
  },
  {
    name: 'original client: not.<value> means "not equal"',
    async run(c) {
      const response = await c.raw('logo_systems?select=id&industry=not.Coffee&order=id.asc', {
        headers: { 'content-type': 'application/json' },
      });
      expect(await response.json()).toEqual([{ id: 'r2' }, { id: 'r3' }, { id: 'r5' }]);
    },
  },
  {
    name: 'original client: count with a limit keeps 200 (its protocol), with the total in Content-Range',
    async run(c) {
      const response = await c.raw('logo_systems?select=id&limit=2', {
        headers: { 'content-type': 'application/json', prefer: 'count=exact' },
      });
      expect([response.status, response.headers.get('content-range')]).toEqual([200, '0-1/6']);
    },
  },
  {
    name: 'original client: upsert with on_conflict and no resolution merges, answers 201 in camelCase',
    async run(c) {
      const response = await post(
        c,
        '?on_conflict=id',
        { id: 'r1', userId: OWNER, brandName: 'Camel' },
        { prefer: 'return=representation' },
      );
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual([expect.objectContaining({ id: 'r1', brandName: 'Camel', industry: 'Coffee' })]);
    },
  },
  {
    name: 'original client: upsert with space-separated Prefer merges',
    async run(c) {
      const response = await post(
        c,
        '?on_conflict=id',
        { id: 'r2', userId: OWNER, tagline: 'Spaced' },
        {
          prefer: 'return=representation resolution=merge-duplicates',
        },
      );
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual([expect.objectContaining({ id: 'r2', tagline: 'Spaced' })]);
    },
  },
  {
    name: 'original client: create with return=representation → 201 and the row (as PostgREST)',
    async run(c) {
      const response = await post(c, '', { id: 'o1', user_id: OWNER, brand_name: 'Orig' }, { prefer: 'return=representation' });
      expect([response.status, (await response.json())[0]?.id]).toEqual([201, 'o1']);
    },
  },
  {
    name: 'original client: an unknown filter column keeps our error code beside message and error',
    async run(c) {
      const response = await c.raw('logo_systems?nope=eq.1', { headers: { 'content-type': 'application/json' } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'UNKNOWN_COLUMN',
        error: expect.any(String),
        message: expect.any(String),
        details: null,
        hint: null,
      });
    },
  },
];
