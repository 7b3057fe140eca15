/**
 * A system's "Your details" are stored with its record (migration rest-008), checked as the kit checks them, and kept
 * out of its versions: changing them records no version, and they are not part of the design a restore brings back.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness';
import { callRest, logoSystemRow, type RestCall, serviceAuthorization, USER_A, userAuthorization } from '../test-support/rest-test-kit';

const CONTACT = { name: 'Maya Okafor', role: 'Head baker', email: 'maya@cafenoel.fr', website: 'cafenoel.fr' };

describe.each(TEST_DIALECTS)('logo_systems contact on %s', (dialect) => {
  let server: TestServer;
  let authorization = '';
  const call = (request: RestCall) => callRest(server, { authorization, ...request });
  const read = async (id: string) =>
    ((await call({ method: 'GET', query: `id=eq.${id}&select=id,contact` })).json() as Array<{ contact: string | null }>)[0]?.contact;
  const versionCount = async (id: string) =>
    (
      (
        await callRest(server, {
          method: 'GET',
          table: 'logo_system_versions',
          query: `system_id=eq.${id}`,
          authorization: serviceAuthorization(server),
        })
      ).json() as unknown[]
    ).length;

  beforeAll(async () => {
    server = await createTestServer({ dialect });
    authorization = await userAuthorization(server, USER_A);
  });
  afterAll(async () => server.close());
  beforeEach(async () => {
    await callRest(server, { method: 'DELETE', query: 'id=not.is.null', authorization: serviceAuthorization(server) });
  });

  it('keeps the details of a system as written, and older rows read as none', async () => {
    const created = await call({ method: 'POST', body: logoSystemRow('with', USER_A, { contact: JSON.stringify(CONTACT) }) });
    expect(created.statusCode, created.body).toBe(201);
    await call({ method: 'POST', body: logoSystemRow('without', USER_A) });
    expect(JSON.parse((await read('with')) ?? 'null')).toEqual(CONTACT);
    expect(await read('without')).toBeNull();
  });

  it('records no version when only the details change, and keeps them out of the version a save records', async () => {
    await call({ method: 'POST', body: logoSystemRow('s1', USER_A) });
    expect(await versionCount('s1')).toBe(1);
    const patched = await call({ method: 'PATCH', query: 'id=eq.s1', body: { contact: JSON.stringify(CONTACT) } });
    expect(patched.statusCode, patched.body).toBeLessThan(300);
    expect(await versionCount('s1')).toBe(1);
    expect(JSON.parse((await read('s1')) ?? 'null')).toEqual(CONTACT);
    // A later save of the design records a version, without the details in it.
    await call({ method: 'PATCH', query: 'id=eq.s1', body: { variant: 1, updated_at: '2030-01-01T00:00:00.000Z' } });
    const versions = (
      await callRest(server, {
        method: 'GET',
        table: 'logo_system_versions',
        query: 'system_id=eq.s1',
        authorization: serviceAuthorization(server),
      })
    ).json() as Array<{ record: string }>;
    expect(versions).toHaveLength(2);
    for (const version of versions) expect(Object.keys(JSON.parse(version.record))).not.toContain('contact');
  });

  it.each([
    ['an email of the wrong shape', { email: 'maya at cafenoel' }, 'email'],
    ['a phone with letters', { phone: 'call me' }, 'phone'],
    ['a website that is a script', { website: 'javascript:alert(1)' }, 'website'],
    ['a name over its limit', { name: 'N'.repeat(51) }, 'name'],
    ['an unknown field', { fax: '01 42 22 00 00' }, null],
  ])('refuses %s with 400 INVALID_CONTACT and stores nothing', async (_name, contact, field) => {
    await call({ method: 'POST', body: logoSystemRow('s2', USER_A, { contact: JSON.stringify(CONTACT) }) });
    const response = await call({ method: 'PATCH', query: 'id=eq.s2', body: { contact: JSON.stringify(contact) } });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; message: string; details: string | null };
    expect(body.code).toBe('INVALID_CONTACT');
    expect(body.details).toBe(field);
    expect(JSON.parse((await read('s2')) ?? 'null')).toEqual(CONTACT);
    const inserted = await call({ method: 'POST', body: logoSystemRow('s3', USER_A, { contact: JSON.stringify(contact) }) });
    expect(inserted.statusCode).toBe(400);
    expect((inserted.json() as { code: string }).code).toBe('INVALID_CONTACT');
  });

  it('refuses text that is not JSON, and takes null to clear the details', async () => {
    await call({ method: 'POST', body: logoSystemRow('s4', USER_A, { contact: JSON.stringify(CONTACT) }) });
    const junk = await call({ method: 'PATCH', query: 'id=eq.s4', body: { contact: 'maya@cafenoel.fr' } });
    expect(junk.statusCode).toBe(400);
    expect((junk.json() as { code: string }).code).toBe('INVALID_CONTACT');
    const cleared = await call({ method: 'PATCH', query: 'id=eq.s4', body: { contact: null } });
    expect(cleared.statusCode, cleared.body).toBeLessThan(300);
    expect(await read('s4')).toBeNull();
  });
});
