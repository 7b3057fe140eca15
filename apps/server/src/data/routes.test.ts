import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness';
import { isPublicAddress } from './address-guard';
import { buildDocx, buildPdf, type FixtureSite, startFixtureSite } from './test-fixtures';

/** Only this loopback address is allow-listed; 127.0.0.1 and localhost stay forbidden. */
const ALLOWED = '127.0.0.2';

let server: TestServer;
let site: FixtureSite;
let token: string;

const PAGE = `<!doctype html><html lang="en"><head><title>Acme Coffee</title>
<meta name="description" content="Roasted daily"><meta property="og:image" content="/hero.png"><meta name="keywords" content="coffee, roastery">
</head><body><h1>Acme Coffee</h1><p>Fresh <b>beans</b> every day.</p><a href="/menu">Menu</a> <a href="https://example.org/x">Elsewhere</a>
<script>var secret = 1;</script></body></html>`;

beforeAll(async () => {
  site = await startFixtureSite(ALLOWED, {
    '/page': () => ({ type: 'text/html; charset=utf-8', body: PAGE }),
    '/json': () => ({ type: 'application/json', body: JSON.stringify({ ok: true }) }),
    '/doc.pdf': () => ({ type: 'application/pdf', body: buildPdf('Hello from a PDF') }),
    '/doc.docx': () => ({
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      body: buildDocx(['First paragraph.', 'Second one.']),
    }),
    '/binary': () => ({ type: 'application/octet-stream', body: Buffer.from([0, 1, 2, 3, 0, 9]) }),
    '/to-loopback': () => ({ type: 'text/plain', status: 302, body: '', headers: { location: 'http://127.0.0.1:1/' } }),
    '/to-metadata': () => ({
      type: 'text/plain',
      status: 301,
      body: '',
      headers: { location: 'http://169.254.169.254/latest/meta-data/' },
    }),
    '/loop': (origin) => ({ type: 'text/plain', status: 302, body: '', headers: { location: `${origin}/loop` } }),
    '/huge': () => ({ type: 'text/plain', body: Buffer.alloc(11 * 1024 * 1024, 97) }),
    '/secret': () => ({ type: 'text/plain', body: 'internal' }),
    '/with-internal-image': (origin) => ({
      type: 'text/html',
      body: `<html><body style="background:#fff"><h1>Hi</h1><img src="http://127.0.0.1:${new URL(origin).port}/secret"><img src="${origin}/page"></body></html>`,
    }),
  });
  server = await createTestServer({ env: { DATA_ALLOW_HOSTS: ALLOWED } });
  token = await server.deps.tokens.sign({ userId: 'u1', email: 'u1@example.com', role: 'user' });
});
afterAll(async () => {
  await server.close();
  await site.close();
});

const post = (endpoint: string, payload: unknown, auth = true) =>
  server.app.inject({
    method: 'POST',
    url: `/api/data/logo-dna/${endpoint}`,
    payload: payload as object,
    headers: auth ? { authorization: `Bearer ${token}` } : {},
  });

describe('address policy', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['198.18.0.1', false],
    ['224.0.0.1', false],
    ['::1', false],
    ['fc00::1', false],
    ['fe80::1', false],
    ['::ffff:127.0.0.1', false],
    ['64:ff9b::7f00:1', false],
    ['2002:7f00:1::', false],
    ['93.184.216.34', true],
    ['2606:4700::6810:84e5', true],
    ['not-an-ip', false],
    ['::127.0.0.1', false],
    ['::7f00:1', false],
    ['::8.8.8.8', false],
    ['64:ff9b::8.8.8.8', false],
    ['64:ff9b:1::a00:1', false],
    ['2001::1', false],
    ['fe80::1%eth0', false],
    ['3fff::1', false],
    ['::ffff:8.8.8.8', true],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('data endpoints', () => {
  it('fetches through the proxy with {status, headers, body, durationMs}', async () => {
    const response = await post('fetch', { url: `${site.origin}/json`, query: { a: '1' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: { ok: true },
      durationMs: expect.any(Number),
    });
    expect(site.hits).toContain('/json?a=1');
  });

  it.each([
    ['a loopback literal', 'http://127.0.0.1:9/', 400, 'BLOCKED_ADDRESS'],
    ['a decimal loopback', 'http://2130706433/', 400, 'BLOCKED_ADDRESS'],
    ['the IPv6 loopback', 'http://[::1]:9/', 400, 'BLOCKED_ADDRESS'],
    ['an IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]:9/', 400, 'BLOCKED_ADDRESS'],
    ['an IPv4-compatible loopback', 'http://[::127.0.0.1]:9/', 400, 'BLOCKED_ADDRESS'],
    ['a NAT64 address embedding 10.0.0.1', 'http://[64:ff9b::10.0.0.1]:9/', 400, 'BLOCKED_ADDRESS'],
    ['the metadata service', 'http://169.254.169.254/latest/meta-data/', 400, 'BLOCKED_ADDRESS'],
    ['a hostname resolving to loopback', 'http://localhost:9/', 400, 'BLOCKED_ADDRESS'],
    ['a redirect to 127.0.0.1', `${'ORIGIN'}/to-loopback`, 400, 'BLOCKED_ADDRESS'],
    ['a redirect to the metadata service', `${'ORIGIN'}/to-metadata`, 400, 'BLOCKED_ADDRESS'],
    ['a redirect loop', `${'ORIGIN'}/loop`, 400, 'TOO_MANY_REDIRECTS'],
    ['a response over 10 MB', `${'ORIGIN'}/huge`, 502, 'RESPONSE_TOO_LARGE'],
    ['a file URL', 'file:///etc/passwd', 400, 'INVALID_URL'],
    ['a gopher URL', 'gopher://example.org/', 400, 'INVALID_URL'],
    ['credentials in the URL', `http://user:pw@${ALLOWED}/`, 400, 'INVALID_URL'],
    ['garbage', 'not a url', 400, 'INVALID_URL'],
  ])('refuses %s', async (_name, target, status, code) => {
    const response = await post('fetch', { url: target.replace('ORIGIN', site.origin) });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
  });

  it('scrapes title, text, markdown, links and metadata', async () => {
    const response = await post('scrape', { url: `${site.origin}/page`, formats: ['markdown', 'html', 'links', 'extract', 'metadata'] });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.metadata).toMatchObject({
      title: 'Acme Coffee',
      description: 'Roasted daily',
      domain: ALLOWED,
      image: `${site.origin}/hero.png`,
      locale: 'en',
      keywords: ['coffee', 'roastery'],
    });
    expect(body.markdown).toContain('# Acme Coffee');
    expect(body.markdown).toContain('**beans**');
    expect(body.markdown).not.toContain('secret');
    expect(body.links).toEqual([
      { text: 'Menu', url: `${site.origin}/menu`, type: 'internal' },
      { text: 'Elsewhere', url: 'https://example.org/x', type: 'external' },
    ]);
    expect(body.extract.text).toContain('Fresh beans every day.');
  });

  it.each([
    ['HTML', '/page', 'Fresh beans every day.'],
    ['PDF', '/doc.pdf', 'Hello from a PDF'],
    ['DOCX', '/doc.docx', 'First paragraph.'],
  ])('extracts text from %s at a URL', async (_kind, path, expected) => {
    const response = await post('extract-from-url', { url: `${site.origin}${path}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().text).toContain(expected);
  });

  it('chunks extracted text on request', async () => {
    const response = await post('extract-from-blob', {
      content: Buffer.from(`${'word '.repeat(100)}\n\n${'more '.repeat(100)}`).toString('base64'),
      filename: 'a.txt',
      chunking: true,
      chunkSize: 300,
    });
    expect(response.statusCode).toBe(200);
    const { chunks } = response.json();
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((chunk: string) => chunk.length <= 300)).toBe(true);
  });

  it('extracts text from an uploaded DOCX (multipart)', async () => {
    const boundary = 'xyz';
    const docx = buildDocx(['Uploaded words.']);
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="chunking"\r\n\r\nfalse\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="brief.docx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.wordprocessingml.document\r\n\r\n`,
      ),
      docx,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/data/logo-dna/extract-from-blob',
      payload,
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().text).toBe('Uploaded words.');
  });

  it.each([
    ['the empty body the original client sends', 'extract-from-blob', {}, 400, 'FILE_REQUIRED'],
    ['an unsupported binary', 'extract-from-url', { url: 'ORIGIN/binary' }, 415, 'UNSUPPORTED_TYPE'],
    [
      'a PDF that is not one',
      'extract-from-blob',
      { content: Buffer.from('%PDF-1.4 broken').toString('base64') },
      422,
      'UNREADABLE_DOCUMENT',
    ],
    ['a bad chunk size', 'extract-from-url', { url: 'ORIGIN/page', chunking: true, chunkSize: 5 }, 400, 'INVALID_CHUNK_SIZE'],
    ['scraping a PDF', 'scrape', { url: 'ORIGIN/doc.pdf' }, 415, 'UNSUPPORTED_TYPE'],
    ['search without a provider', 'search', { q: 'logos' }, 501, 'SEARCH_NOT_CONFIGURED'],
  ])('answers %s', async (_name, endpoint, payload, status, code) => {
    const body = JSON.parse(JSON.stringify(payload).replace('ORIGIN', site.origin));
    const response = await post(endpoint, body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
  });

  it('refuses anonymous callers', async () => {
    expect((await post('fetch', { url: `${site.origin}/json` }, false)).statusCode).toBe(401);
  });

  it('takes a screenshot, stores it, and blocks the page from loading private addresses', async () => {
    const before = site.hits.filter((hit) => hit === '/secret').length;
    const response = await post('screenshot', { url: `${site.origin}/with-internal-image`, width: 640, height: 400 });
    expect(response.statusCode).toBe(200);
    const { url } = response.json();
    expect(url).toMatch(/\/generated\/screenshots\/[0-9a-f]{32}\.png$/);
    const key = decodeURIComponent(new URL(url).pathname.split('/').slice(4).join('/'));
    const stored = await server.deps.storage.driver.stat(key);
    expect(stored?.size).toBeGreaterThan(1000);
    expect(site.hits.filter((hit) => hit === '/secret').length).toBe(before);
    expect(site.hits).toContain('/page');
  }, 60_000);
});
