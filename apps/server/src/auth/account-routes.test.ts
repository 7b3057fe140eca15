import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpTestPeer, startSmtpTestPeer } from '../mail/smtp-test-peer';
import { TEST_DIALECTS, type TestServer } from '../test/harness';
import { SIGNUP_CONFIRMATION_RESPONSE } from './account-routes';
import { bearer, createAuthTestServer, findAuthLink, GOOD_PASSWORD, postJson, signUp } from './auth-test-kit';

const TOKEN_FIELDS = {
  access_token: expect.any(String),
  refresh_token: expect.any(String),
  token_type: 'Bearer',
  expires_in: 900,
  refresh_expires_in: expect.any(Number),
};

describe.each(TEST_DIALECTS)('account endpoints on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createAuthTestServer(dialect);
    await signUp(server, 'taken@example.com');
  });
  afterAll(async () => server.close());

  const signupCases: Array<[string, unknown, number, Record<string, unknown>]> = [
    [
      'a new account',
      { email: 'New.User@Example.com ', password: GOOD_PASSWORD, displayName: 'New User', projectId: 'p' },
      200,
      {
        ...TOKEN_FIELDS,
        user: expect.objectContaining({ email: 'new.user@example.com', displayName: 'New User', role: 'user', emailVerified: false }),
      },
    ],
    [
      'a client-chosen role is ignored',
      { email: 'role@example.com', password: GOOD_PASSWORD, role: 'admin' },
      200,
      { user: expect.objectContaining({ role: 'user' }) },
    ],
    // Without email confirmations sign-up returns a session, which a taken address cannot get: 409.
    [
      'a taken address (confirmations off)',
      { email: 'taken@example.com', password: GOOD_PASSWORD },
      409,
      { code: 'EMAIL_ALREADY_EXISTS', error: 'An account with this email already exists.' },
    ],
    [
      'a taken address in another form (confirmations off)',
      { email: '  TAKEN@example.COM', password: GOOD_PASSWORD },
      409,
      { code: 'EMAIL_ALREADY_EXISTS' },
    ],
    [
      'a malformed address',
      { email: 'not-an-email', password: GOOD_PASSWORD },
      400,
      { code: 'INVALID_EMAIL', error: 'Please enter a valid email address.' },
    ],
    ['an address with two @', { email: 'a@b@example.com', password: GOOD_PASSWORD }, 400, { code: 'INVALID_EMAIL' }],
    ['no body', undefined, 400, { code: 'VALIDATION_ERROR' }],
    ['an empty object', {}, 400, { code: 'INVALID_EMAIL' }],
    ['a 7-character password', { email: 'short@example.com', password: 'abcdefg' }, 400, { code: 'WEAK_PASSWORD' }],
    ['a 129-character password', { email: 'long@example.com', password: 'x'.repeat(129) }, 400, { code: 'WEAK_PASSWORD' }],
    ['a common password', { email: 'common@example.com', password: 'Password123' }, 400, { code: 'WEAK_PASSWORD' }],
    ['a password that is not a string', { email: 'num@example.com', password: 12345678 }, 400, { code: 'WEAK_PASSWORD' }],
    [
      'a photo URL that is not http',
      { email: 'photo@example.com', password: GOOD_PASSWORD, photoURL: 'javascript:alert(1)' },
      400,
      { code: 'VALIDATION_ERROR' },
    ],
  ];
  it.each(signupCases)('POST /signup with %s', async (_name, payload, status, body) => {
    const response = await postJson(server, '/api/auth/signup', payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject(body);
  });

  it('accepts exactly 8 and exactly 128 characters', async () => {
    expect((await postJson(server, '/api/auth/signup', { email: 'eight@example.com', password: 'zq8!vT3m' })).statusCode).toBe(200);
    expect((await postJson(server, '/api/auth/signup', { email: 'max@example.com', password: 'zq8!vT3m'.repeat(16) })).statusCode).toBe(
      200,
    );
  });

  const signinCases: Array<[string, unknown, number, Record<string, unknown>]> = [
    [
      'the right password',
      { email: 'taken@example.com', password: GOOD_PASSWORD, projectId: 'p' },
      200,
      { ...TOKEN_FIELDS, user: expect.objectContaining({ email: 'taken@example.com', lastSignInAt: expect.any(String) }) },
    ],
    ['the address in another form', { email: 'Taken@Example.com', password: GOOD_PASSWORD }, 200, TOKEN_FIELDS],
    [
      'a wrong password',
      { email: 'taken@example.com', password: 'wrong password!' },
      401,
      { code: 'INVALID_CREDENTIALS', error: 'Invalid email or password. Please try again.' },
    ],
    [
      'an unknown address',
      { email: 'nobody@example.com', password: GOOD_PASSWORD },
      401,
      { code: 'INVALID_CREDENTIALS', error: 'Invalid email or password. Please try again.' },
    ],
    ['no password', { email: 'taken@example.com' }, 401, { code: 'INVALID_CREDENTIALS' }],
    ['a malformed address', { email: 'taken', password: GOOD_PASSWORD }, 400, { code: 'INVALID_EMAIL' }],
  ];
  it.each(signinCases)('POST /signin/email with %s', async (_name, payload, status, body) => {
    const response = await postJson(server, '/api/auth/signin/email', payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject(body);
  });

  it('answers a wrong password and an unknown address with identical bodies', async () => {
    const wrong = await postJson(server, '/api/auth/signin/email', { email: 'taken@example.com', password: 'wrong password!' });
    const unknown = await postJson(server, '/api/auth/signin/email', { email: 'nobody@example.com', password: 'wrong password!' });
    expect(unknown.body).toBe(wrong.body);
  });

  it('GET /me returns the user shape of protocol.md §4.7', async () => {
    const session = await signUp(server, 'me@example.com');
    const response = await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session.access_token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: session.user.id,
        email: 'me@example.com',
        displayName: null,
        photoURL: null,
        emailVerified: false,
        createdAt: expect.any(String),
        lastSignInAt: expect.any(String),
        role: 'user',
      },
    });
  });

  it.each([
    ['no token', undefined, 401, 'UNAUTHORIZED'],
    ['a forged token', 'Bearer abc.def.ghi', 401, 'UNAUTHORIZED'],
  ])('GET /me with %s', async (_name, authorization, status, code) => {
    const response = await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: authorization ? { authorization } : {} });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
  });

  const patchCases: Array<[string, unknown, number, Record<string, unknown>]> = [
    ['a display name', { displayName: '  Ada  ' }, 200, { user: expect.objectContaining({ displayName: 'Ada' }) }],
    [
      'a photo URL',
      { photoURL: 'https://cdn.example.com/a.png' },
      200,
      { user: expect.objectContaining({ photoURL: 'https://cdn.example.com/a.png' }) },
    ],
    ['clearing the display name', { displayName: null }, 200, { user: expect.objectContaining({ displayName: null }) }],
    ['a role', { role: 'admin' }, 400, { code: 'VALIDATION_ERROR' }],
    ['an email', { email: 'other@example.com' }, 400, { code: 'VALIDATION_ERROR' }],
    ['nothing', {}, 400, { code: 'VALIDATION_ERROR' }],
    ['a display name that is too long', { displayName: 'x'.repeat(201) }, 400, { code: 'VALIDATION_ERROR' }],
    ['a data: photo URL', { photoURL: 'data:text/html,hi' }, 400, { code: 'VALIDATION_ERROR' }],
  ];
  it.each(patchCases)('PATCH /me with %s', async (_name, payload, status, body) => {
    const session = await signUp(server, `patch-${Math.random().toString(36).slice(2)}@example.com`);
    const response = await server.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      payload: payload as object,
      headers: bearer(session.access_token),
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject(body);
    const me = await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session.access_token) });
    expect(me.json().user.role).toBe('user');
  });

  it('GET /providers lists email', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/auth/providers?projectId=p' });
    expect(response.json()).toEqual({ providers: ['email'] });
  });

  it('stores argon2id hashes, never the password', async () => {
    const { rows } = await server.deps.db.query<{ password_hash: string }>('SELECT password_hash FROM auth_users WHERE email = ?', [
      'taken@example.com',
    ]);
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe.each(TEST_DIALECTS)('AUTH_REQUIRE_EMAIL_VERIFICATION on %s', (dialect) => {
  let server: TestServer;
  let smtp: SmtpTestPeer;
  beforeAll(async () => {
    smtp = await startSmtpTestPeer();
    server = await createAuthTestServer(dialect, { AUTH_REQUIRE_EMAIL_VERIFICATION: 'true', SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('sign-up opens no session; the mailed link confirms; password sign-in is 403 until then', async () => {
    const signup = await postJson(server, '/api/auth/signup', { email: 'unverified@example.com', password: GOOD_PASSWORD });
    expect(signup.statusCode).toBe(200);
    expect(signup.json()).toEqual(SIGNUP_CONFIRMATION_RESPONSE);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual(['unverified@example.com']);
    const refused = await postJson(server, '/api/auth/signin/email', { email: 'unverified@example.com', password: GOOD_PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', error: 'Please verify your email address before signing in.' });
    const { token } = findAuthLink(mail?.raw ?? '', 'verify');
    expect((await postJson(server, '/api/auth/email/verify', { token })).statusCode).toBe(200);
    expect(
      (await postJson(server, '/api/auth/signin/email', { email: 'unverified@example.com', password: GOOD_PASSWORD })).statusCode,
    ).toBe(200);
  });
});
