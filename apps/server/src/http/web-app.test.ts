import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness';
import { buildWebAppCsp, SONNER_STYLE_HASHES } from './web-app';

const WEB_ROOT = resolve(import.meta.dirname, '..', '..', '..', 'web');

/** The directives of a policy, by name. */
function parseCsp(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

const APP_JS = `document.getElementById("root").textContent = "${'app '.repeat(200)}";`;

/** A stand-in for `vite build` output: the same shape as apps/web/dist, with the build's precompressed copies. */
function writeDist(dir: string): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'index.js'), APP_JS);
  writeFileSync(join(dir, 'assets', 'index.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(dir, 'assets', 'index.js.gz'), gzipSync(APP_JS));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

describe('the web app pages', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'logo-dna-web-'));
    writeDist(dist);
    server = await createTestServer({ env: { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://logo.example' } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['br', 'br, gzip', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', 'gzip', (body: Buffer) => gunzipSync(body)],
  ])('sends the build’s %s copy of an asset to a browser that accepts it', async (encoding, accept, decode) => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/index.js', headers: { 'accept-encoding': accept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.rawPayload.length).toBeLessThan(APP_JS.length);
    expect(decode(response.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends the plain asset when no encoding is accepted', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/index.js', headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(APP_JS);
  });

  it.each([
    ['the app page', '/'],
    ['a client-side route (SPA fallback)', '/history/42'],
    ['a legacy sign-in hand-back', '/?access_token=a&refresh_token=r'],
    ['a file opened directly', '/favicon.svg'],
  ])('%s has a CSP with only its own scripts and no framing', async (_name, url) => {
    const response = await server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    const csp = parseCsp(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('style-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('img-src')).toContain('https://logo.example');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('serves the built page itself under that policy', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/' });
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.headers['content-security-policy']).toBe(buildWebAppCsp('https://logo.example'));
  });
});

describe('the placeholder page (web app not built)', () => {
  it('allows no script and no framing', async () => {
    const server = await createTestServer();
    try {
      const response = await server.app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(200);
      const csp = parseCsp(response.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('script-src')).toBeUndefined();
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers['x-frame-options']).toBe('DENY');
    } finally {
      await server.close();
    }
  });
});

describe('what the built app needs from the policy', () => {
  it('the page source has no inline script or style for Vite to carry into dist', () => {
    const html = readFileSync(join(WEB_ROOT, 'index.html'), 'utf8');
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toMatch(/<style[\s>]|\sstyle="/);
  });

  it('allows exactly the stylesheet the installed sonner inserts (and the empty one it inserts first)', () => {
    const entry = createRequire(join(WEB_ROOT, 'package.json')).resolve('sonner');
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(readFileSync(entry, 'utf8'))?.[1];
    expect(literal).toBeDefined();
    const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(SONNER_STYLE_HASHES.split(' ')).toEqual([hashOf(JSON.parse(literal!) as string), hashOf('')]);
  });
});
