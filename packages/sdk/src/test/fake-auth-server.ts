/** Test helper: an in-memory auth server speaking `/api/auth/*` for the auth unit tests. */
import { createFakeFetch, jsonResponse, type RecordedRequest } from './fake-fetch';

export const USER = { id: 'user_1', email: 'ada@example.com', displayName: 'Ada', role: 'editor' };

const tokensFor = (n: number) => ({
  access_token: `a${n}`,
  refresh_token: `r${n}`,
  token_type: 'Bearer',
  expires_in: 900,
  refresh_expires_in: 2_592_000,
});

/** Access tokens a1, a2… are valid; refresh token rN yields aN+1/rN+1; `password` is the password. */
export function createAuthServer(options: { refreshStatus?: number } = {}) {
  let issued = 1;
  const valid = new Set(['a1']);
  const fake = createFakeFetch((request: RecordedRequest) => {
    const path = request.url.pathname;
    const bearer = request.headers.get('authorization')?.replace('Bearer ', '');
    const body = request.body as Record<string, string> | undefined;
    if (path === '/api/auth/me') {
      return bearer && valid.has(bearer)
        ? jsonResponse({ user: USER })
        : jsonResponse({ error: 'Session expired', code: 'TOKEN_EXPIRED' }, 401);
    }
    if (path === '/api/auth/refresh') {
      if (options.refreshStatus) return jsonResponse({ error: 'Refresh refused', code: 'TOKEN_EXPIRED' }, options.refreshStatus);
      if (body?.refresh_token !== `r${issued}`) return jsonResponse({ error: 'Invalid refresh token', code: 'TOKEN_EXPIRED' }, 401);
      issued += 1;
      valid.add(`a${issued}`);
      return jsonResponse(tokensFor(issued));
    }
    if (path === '/api/auth/signin/email' || path === '/api/auth/signup') {
      if (body?.password !== 'password') return jsonResponse({ error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }, 401);
      return jsonResponse({ ...tokensFor(issued), user: USER });
    }
    if (path === '/api/auth/signin/magic/verify') {
      return body?.token === 'm1'
        ? jsonResponse({ ...tokensFor(issued), user: USER })
        : jsonResponse({ error: 'Expired', code: 'MAGIC_LINK_EXPIRED' }, 410);
    }
    if (path === '/api/auth/signout') return new Response(null, { status: 204 });
    if (path === '/api/auth/providers') return jsonResponse({ providers: ['email'] });
    return jsonResponse({ rows: [] });
  });
  return { ...fake, tokensFor, paths: () => fake.requests.map((request) => request.url.pathname) };
}
