import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, type TestServer } from '../test/harness';
import { createAuthTestServer } from './auth-test-kit';
import { toHandBackUrl } from './hosted-page-routes';

describe.each(TEST_DIALECTS)('hosted sign-in page on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createAuthTestServer(dialect, {
      ALLOWED_REDIRECT_ORIGINS: 'http://app.test:5173',
      OIDC_PROVIDERS: JSON.stringify([{ name: 'acme', label: 'Acme ID', issuer: 'http://127.0.0.1:1/', clientId: 'c', clientSecret: 's' }]),
    });
  });
  afterAll(async () => server.close());

  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it('serves the page with a nonce CSP, no framing, no referrer and no caching', async () => {
    const response = await get(`/auth?redirect_url=${encodeURIComponent('http://app.test:5173/home?tab=1')}&project_id=logo-dna`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'none'");
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(response.body).toContain(`<script nonce="${nonce}">`);
    expect(response.body).not.toMatch(/<script(?![^>]*(nonce=|type="application\/json"))/);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-frame-options']).toBe('DENY');
    for (const id of ['form-signin', 'form-signup', 'form-magic', 'form-forgot']) expect(response.body).toContain(`id="${id}"`);
    expect(response.body).toContain('Continue with Acme ID');
    expect(response.body).toContain('"redirectUrl":"http://app.test:5173/home?tab=1"');
  });

  it('declares an inline icon the CSP allows, so browsers do not request a missing /favicon.ico', async () => {
    const response = await get(`/auth?redirect_url=${encodeURIComponent('http://app.test:5173/')}&project_id=logo-dna`);
    const href = /<link rel="icon"[^>]* href="([^"]+)"/.exec(response.body)?.[1];
    expect(href).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(href!.slice('data:image/svg+xml,'.length))).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(String(response.headers['content-security-policy'])).toMatch(/img-src [^;]*data:/);
  });

  it('uses a fresh nonce on every response', async () => {
    const nonceOf = async () => /nonce-([^']+)'/.exec(String((await get('/auth')).headers['content-security-policy']))?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  it('keeps page data from closing its script element', async () => {
    const response = await get(`/auth?redirect_url=${encodeURIComponent('http://app.test:5173/</script><script>alert(1)</script>')}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('</script><script>alert(1)');
  });

  it.each([
    ['an origin off the list', 'https://evil.com/'],
    ['userinfo', 'http://app.test:5173@evil.com/'],
    ['javascript:', 'javascript:alert(1)'],
    ['protocol-relative', '//evil.com/'],
    ['a decimal IP', 'http://2130706433/'],
  ])('refuses a redirect_url with %s (400 page)', async (_name, redirect) => {
    const response = await get(`/auth?redirect_url=${encodeURIComponent(redirect)}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).not.toContain('evil.com');
    // The way back is this server's own app, on whatever origin the browser is on.
    expect(response.body).toContain('<a class="primary" href="/">Back to Logo DNA</a>');
  });

  it.each([
    ['localhost', 'localhost:3000', 'http://localhost:3000/'],
    ['127.0.0.1, the same loopback server', '127.0.0.1:3000', 'http://127.0.0.1:3000/'],
    ['another host, which falls back to PUBLIC_URL', 'evil.test', 'http://localhost:3000/'],
  ])('without a redirect_url returns to the app at %s', async (_name, host, redirectUrl) => {
    const response = await server.app.inject({ method: 'GET', url: '/auth', headers: { host } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`"redirectUrl":"${redirectUrl}"`);
    expect(response.body).toContain('"responseMode":"fragment"');
  });

  it('accepts the other loopback spelling of PUBLIC_URL as a return address, with tokens in the fragment', async () => {
    const response = await get(`/auth?redirect_url=${encodeURIComponent('http://127.0.0.1:3000/')}&project_id=logo-dna`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"redirectUrl":"http://127.0.0.1:3000/"');
    expect(response.body).toContain('"responseMode":"fragment"');
  });

  it('popup mode needs a state and echoes the exact target origin', async () => {
    expect((await get('/auth?mode=popup&redirect_url=http%3A%2F%2Fapp.test%3A5173')).statusCode).toBe(400);
    const response = await get(
      '/auth?mode=popup&state=0123456789abcdef0123456789abcdef&project_id=proj_1&redirect_url=http%3A%2F%2Fapp.test%3A5173',
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"targetOrigin":"http://app.test:5173"');
    expect(response.body).toContain('"state":"0123456789abcdef0123456789abcdef"');
    expect(response.body).toContain('"projectId":"proj_1"');
    expect(response.body).toContain("type: 'BLINK_AUTH_TOKENS'");
    // The popup keeps its opener (no opener policy); the redirect page is isolated.
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect((await get('/auth')).headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it.each([
    ["this server's own web app", '', 'fragment'],
    ['an app that asks for the fragment', `redirect_url=${encodeURIComponent('http://app.test:5173/')}&response_mode=fragment`, 'fragment'],
    [
      'an app that does not ask (the original client reads the query)',
      `redirect_url=${encodeURIComponent('http://app.test:5173/')}`,
      'query',
    ],
    ['its own web app asking for the query', 'response_mode=query', 'query'],
  ])('hands tokens back to %s in the %s', async (_name, query, mode) => {
    const response = await get(`/auth?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`"responseMode":"${mode}"`);
    expect(response.body).toContain("if (data.responseMode === 'fragment') url.hash = params.toString();");
  });

  it("carries the response mode through the provider start and the reset page's sign-in link", async () => {
    const started = await get('/auth?provider=acme&response_mode=fragment&redirect_url=http%3A%2F%2Fapp.test%3A5173');
    expect(new URL(String(started.headers.location), 'http://localhost').searchParams.get('response_mode')).toBe('fragment');
    const reset = await get('/auth/reset?response_mode=fragment&redirect_url=http%3A%2F%2Fapp.test%3A5173');
    expect(reset.body).toContain('response_mode=fragment');
  });

  it("hands the app's state back beside the tokens in redirect mode, and carries it through links and mails", async () => {
    const state = '0123456789abcdef0123456789abcdef';
    const page = await get(`/auth?state=${state}&response_mode=fragment&redirect_url=${encodeURIComponent('http://app.test:5173/')}`);
    expect(page.body).toContain(`"state":"${state}"`);
    expect(page.body).toContain("if (data.state) params.set('state', data.state);");
    // The email-link and reset forms send it, so the mailed link brings it back.
    expect(page.body).toContain(
      "'/api/auth/signin/magic', { email: f.email, redirectUrl: data.redirectUrl, projectId: data.projectId, state: data.state || undefined }",
    );
    const started = await get(`/auth?provider=acme&state=${state}&redirect_url=${encodeURIComponent('http://app.test:5173/')}`);
    expect(new URL(String(started.headers.location), 'http://localhost').searchParams.get('state')).toBe(state);
    expect((await get(`/auth/reset?state=${state}`)).body).toContain(`state=${state}`);
    const magic = await server.app.inject({
      method: 'POST',
      url: '/api/auth/signin/magic/generate',
      headers: { authorization: `Bearer ${server.serviceKey}` },
      payload: { email: 'state.user@example.com', state },
    });
    const link = new URL(magic.json().magicUrl);
    expect(link.searchParams.get('state')).toBe(state);
    expect((await get(`${link.pathname}${link.search}`)).body).toContain(`"state":"${state}"`);
  });

  it('refuses a malformed state in a magic-link or reset request', async () => {
    for (const url of ['/api/auth/signin/magic', '/api/auth/password/reset']) {
      const response = await server.app.inject({ method: 'POST', url, payload: { email: 'x@example.com', state: 'no spaces allowed' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('puts tokens in the fragment or the query of the return address', () => {
    const tokens = { access_token: 'a.b.c', refresh_token: 'r1' };
    const fragment = new URL(toHandBackUrl({ redirectUrl: 'http://app.test:5173/home?tab=1', responseMode: 'fragment' }, tokens));
    expect(fragment.search).toBe('?tab=1');
    expect(Object.fromEntries(new URLSearchParams(fragment.hash.slice(1)))).toEqual(tokens);
    const query = new URL(toHandBackUrl({ redirectUrl: 'http://app.test:5173/home?tab=1', responseMode: 'query' }, tokens));
    expect(Object.fromEntries(query.searchParams)).toEqual({ tab: '1', ...tokens });
    expect(query.hash).toBe('');
  });

  it('a provider in the query goes straight to that provider; an unknown one is refused', async () => {
    const started = await get('/auth?provider=acme&mode=popup&state=0123456789abcdef&redirect_url=http%3A%2F%2Fapp.test%3A5173');
    expect(started.statusCode).toBe(302);
    expect(started.headers.location).toMatch(/^\/auth\/oidc\/acme\/start\?/);
    expect((await get('/auth?provider=github')).statusCode).toBe(400);
    const popup = await get('/auth?provider=github&mode=popup&state=0123456789abcdef&redirect_url=http%3A%2F%2Fapp.test%3A5173');
    expect(popup.statusCode).toBe(400);
    expect(popup.body).toContain('"error":{"code":"PROVIDER_NOT_CONFIGURED"');
    expect(popup.body).toContain('"targetOrigin":"http://app.test:5173"');
  });

  it.each(['/auth/magic', '/auth/reset', '/auth/verify'])('%s is a page that posts, with the same headers', async (path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.body).toMatch(/<form id="form-(magic-verify|reset|verify)"/);
  });

  it('leads back to the app that asked, from the sign-in page and the email-link pages; a popup has no such link', async () => {
    const back = (body: string) => /<a class="back" href="([^"]+)">/.exec(body)?.[1];
    const app = encodeURIComponent('http://app.test:5173/home?tab=1');
    expect(back((await get(`/auth?redirect_url=${app}`)).body)).toBe('http://app.test:5173/home?tab=1');
    for (const path of ['/auth/magic', '/auth/reset'])
      expect(back((await get(`${path}?redirect_url=${app}`)).body)).toBe('http://app.test:5173/home?tab=1');
    const popup = await get(`/auth?mode=popup&state=0123456789abcdef0123456789abcdef&redirect_url=${app}`);
    expect(back(popup.body)).toBeUndefined();
  });

  it("wears the app's name, its icon, its face and its night theme", async () => {
    const response = await get('/auth');
    expect(response.body).toContain('<span class="mark" aria-hidden="true"></span>Logo DNA Generator');
    expect(response.body).toContain("localStorage.getItem('logo-dna:theme')");
    expect(response.body).toContain(':root[data-theme=dark]{color-scheme:dark;--canvas:#0b1220');
    const nonce = /script-src 'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(response.body).toContain(`<link rel="stylesheet" href="/auth/app-fonts.css" nonce="${nonce}">`);
    expect(String(response.headers['content-security-policy'])).toContain("font-src 'self'");
    const fonts = await get('/auth/app-fonts.css');
    expect(fonts.statusCode).toBe(200);
    expect(fonts.headers['content-type']).toContain('text/css');
  });

  it('lists configured providers', async () => {
    expect((await get('/api/auth/providers')).json()).toEqual({ providers: ['email', 'acme'] });
  });
});
