/** A system's edits are stored with its record (migration rest-005) and come back as written, on both databases. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness';
import { callRest, logoSystemRow, USER_A, userAuthorization } from '../test-support/rest-test-kit';

const EDITS = { palette: { primary: '#0B6E4F' }, fonts: { display: 'Bodoni Moda' }, text: { brandName: 'Café Noël' } };

describe.each(TEST_DIALECTS)('logo_systems edits on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ dialect });
  });
  afterAll(async () => server.close());

  it('keeps the edits of a saved system, updates them in place and reads older rows as none', async () => {
    const authorization = await userAuthorization(server, USER_A);
    const created = await callRest(server, {
      method: 'POST',
      authorization,
      prefer: 'return=representation',
      body: logoSystemRow('edited', USER_A, { edits: JSON.stringify(EDITS) }),
    });
    expect(created.statusCode).toBe(201);
    await callRest(server, { method: 'POST', authorization, body: logoSystemRow('plain', USER_A) });
    const read = async () =>
      (await callRest(server, { method: 'GET', authorization, query: 'select=id,edits&order=id.asc' })).json() as Array<{
        id: string;
        edits: string | null;
      }>;
    const [edited, plain] = await read();
    expect(JSON.parse(edited?.edits ?? 'null')).toEqual(EDITS);
    expect(plain?.edits).toBeNull();
    const next = { ...EDITS, layout: { primary: 'stacked' } };
    const patched = await callRest(server, {
      method: 'PATCH',
      authorization,
      query: 'id=eq.edited',
      body: { edits: JSON.stringify(next) },
    });
    expect(patched.statusCode).toBeLessThan(300);
    expect(JSON.parse((await read())[0]?.edits ?? 'null')).toEqual(next);
  });
});
