import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, type TestServer } from '../test/harness';
import { createAuthTestServer, postJson, signUp } from './auth-test-kit';

/** The parts of a response an observer can compare (request ids differ by design). */
function observable(response: Awaited<ReturnType<typeof postJson>>) {
  const { 'x-request-id': _id, date: _date, ...headers } = response.headers;
  return { status: response.statusCode, body: response.body, headers };
}

describe.each(TEST_DIALECTS)('no account enumeration on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createAuthTestServer(dialect);
    await signUp(server, 'known@example.com');
  });
  afterAll(async () => server.close());

  it.each([
    ['password reset', '/api/auth/password/reset'],
    ['magic link', '/api/auth/signin/magic'],
  ])('%s answers known and unknown addresses identically', async (_name, url) => {
    const known = await postJson(server, url, { email: 'known@example.com', projectId: 'p' });
    const unknown = await postJson(server, url, { email: 'unknown@example.com', projectId: 'p' });
    expect(known.statusCode).toBe(200);
    expect(observable(unknown)).toEqual(observable(known));
  });

  it('sign-in answers a wrong password and an unknown address identically', async () => {
    const known = await postJson(server, '/api/auth/signin/email', { email: 'known@example.com', password: 'not the password' });
    const unknown = await postJson(server, '/api/auth/signin/email', { email: 'unknown@example.com', password: 'not the password' });
    expect(known.statusCode).toBe(401);
    expect(observable(unknown)).toEqual(observable(known));
  });

  it('a reset for an unknown address stores nothing and sends nothing', async () => {
    await postJson(server, '/api/auth/password/reset', { email: 'ghost@example.com' });
    // Background work runs in order: once the known address has its mail, the ghost's turn is over.
    await postJson(server, '/api/auth/password/reset', { email: 'known@example.com' });
    await resetLinkFor('known@example.com');
    const { rows } = await server.deps.db.query('SELECT id FROM auth_email_tokens WHERE email = ?', ['ghost@example.com']);
    expect(rows).toHaveLength(0);
    const inbox = await server.app.inject({ method: 'GET', url: '/dev/inbox?format=json&to=ghost@example.com' });
    expect(inbox.json().messages).toHaveLength(0);
  });

  it('a reset for a known address is in the development inbox with its link', async () => {
    await postJson(server, '/api/auth/password/reset', { email: 'known@example.com' });
    expect(await resetLinkFor('known@example.com')).toMatch(/^http:\/\/localhost:3000\/auth\/reset#token=[\w-]{43}$/);
  });

  async function resetLinkFor(email: string): Promise<string | undefined> {
    for (let attempt = 0; attempt < 100; attempt++) {
      const inbox = await server.app.inject({ method: 'GET', url: `/dev/inbox?format=json&to=${email}` });
      const reset = inbox.json().messages.find((message: { subject: string }) => message.subject === 'Reset your password');
      if (reset) return reset.links[0];
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return undefined;
  }
});
