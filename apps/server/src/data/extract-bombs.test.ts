import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../test/harness';
import {
  buildDocxBomb,
  buildEncryptedPdf,
  buildManyEntriesZip,
  buildManyPagesPdf,
  buildPdfFlateBomb,
  understateSize,
} from './bomb-fixtures';
import { buildDocx, buildPdf } from './test-fixtures';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const MB = 1024 * 1024;

/** Each bomb, as a blob, with the answer the caps give it. */
const BOMBS = [
  {
    name: 'a DOCX whose document.xml inflates to 48 MB',
    file: () => buildDocxBomb(48 * MB),
    filename: 'bomb.docx',
    status: 413,
    code: 'DOCUMENT_TOO_LARGE',
  },
  {
    name: 'a zip of 100,000 entries',
    file: () => buildManyEntriesZip(100_000),
    filename: 'many.docx',
    status: 413,
    code: 'TOO_MANY_PARTS',
  },
  {
    name: 'a PDF whose Flate stream inflates to 48 MB',
    file: () => buildPdfFlateBomb(48 * MB),
    filename: 'bomb.pdf',
    status: 413,
    code: 'DOCUMENT_TOO_LARGE',
  },
  { name: 'an encrypted PDF', file: () => buildEncryptedPdf(), filename: 'locked.pdf', status: 422, code: 'UNREADABLE_DOCUMENT' },
  { name: 'a PDF of 3,000 pages', file: () => buildManyPagesPdf(3000), filename: 'pages.pdf', status: 413, code: 'TOO_MANY_PAGES' },
  {
    name: 'a DOCX understating its document.xml size',
    file: () => understateSize(buildDocxBomb(4 * MB), 'word/document.xml', 1000),
    filename: 'liar.docx',
    status: 422,
    code: 'UNREADABLE_DOCUMENT',
  },
];

const built = BOMBS.map((bomb) => ({ ...bomb, bytes: bomb.file() }));

async function tokenFor(server: TestServer, userId: string): Promise<string> {
  return server.deps.tokens.sign({ userId, email: `${userId}@example.com`, role: 'user' });
}

function postBlob(server: TestServer, token: string, bytes: Buffer, filename: string) {
  return server.app.inject({
    method: 'POST',
    url: '/api/data/logo-dna/extract-from-blob',
    headers: { authorization: `Bearer ${token}` },
    payload: { content: bytes.toString('base64'), filename, contentType: filename.endsWith('.docx') ? DOCX_TYPE : 'application/pdf' },
  });
}

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describe.each(TEST_DIALECTS)('decompression bombs (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ dialect });
  });
  afterAll(async () => server?.close());

  it('answers every bomb with its cap code, while /api/health answers during the attack', async () => {
    const order: string[] = [];
    const attacks = built.map(async (bomb, i) => {
      const response = await postBlob(server, await tokenFor(server, `attacker-${i}`), bomb.bytes, bomb.filename);
      order.push(bomb.name);
      return response;
    });
    // The documents are in the extraction workers' hands: the main thread is free for everyone else.
    await waitFor(() => server.deps.extractor.stats.running > 0);
    const health = await server.app.inject({ method: 'GET', url: '/api/health' });
    order.push('health');
    const responses = await Promise.all(attacks);
    expect(health.statusCode).toBe(200);
    expect(order[0]).toBe('health');
    expect(server.deps.extractor.stats.workersStarted).toBeGreaterThan(0);
    responses.forEach((response, i) => {
      expect({ bomb: built[i]?.name, status: response.statusCode, code: response.json().code }).toEqual({
        bomb: built[i]?.name,
        status: built[i]?.status,
        code: built[i]?.code,
      });
    });
  });

  it('still extracts normal documents after the attack', async () => {
    const token = await tokenFor(server, 'reader');
    const docx = await postBlob(server, token, buildDocx(['First paragraph.', 'Second & last.']), 'brief.docx');
    expect(docx.statusCode).toBe(200);
    expect(docx.json().text).toBe('First paragraph.\nSecond & last.');
    const pdf = await postBlob(server, token, buildPdf('Hello from a PDF'), 'brief.pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json().text).toBe('Hello from a PDF');
  });
});

describe('per-caller queue', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: { EXTRACT_THREADS: '2', EXTRACT_QUEUE_PER_CALLER: '2', EXTRACT_TIMEOUT_MS: '60000' } });
  });
  afterAll(async () => server?.close());

  it('refuses a caller past its queue with 429 and Retry-After, and still serves another caller', async () => {
    const heavy = buildDocxBomb(8 * MB);
    const [a, b] = await Promise.all([tokenFor(server, 'user-a'), tokenFor(server, 'user-b')]);
    const first = postBlob(server, a, heavy, 'one.docx');
    const second = postBlob(server, a, heavy, 'two.docx');
    // One of the caller's documents is read at a time; the other waits, holding the caller's second place.
    await waitFor(() => server.deps.extractor.stats.running === 1 && server.deps.extractor.stats.waiting === 1);
    const third = await postBlob(server, a, heavy, 'three.docx');
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('TOO_MANY_EXTRACTIONS');
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    const other = await postBlob(server, b, buildDocx(['Not blocked.']), 'b.docx');
    expect(other.statusCode).toBe(200);
    expect(other.json().text).toBe('Not blocked.');
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
  });
});

describe('time cap', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: { EXTRACT_TIMEOUT_MS: '1' } });
  });
  afterAll(async () => server?.close());

  it('ends a worker still reading at the cap with 422 EXTRACT_TIMEOUT, and a fresh worker takes the next document', async () => {
    const token = await tokenFor(server, 'slow');
    const heavy = buildDocxBomb(16 * MB);
    const first = await postBlob(server, token, heavy, 'slow.docx');
    expect(first.statusCode).toBe(422);
    expect(first.json().code).toBe('EXTRACT_TIMEOUT');
    const { stats } = server.deps.extractor;
    await waitFor(() => stats.workersEnded === 1);
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const second = await postBlob(server, token, heavy, 'slow.docx');
    expect(second.json().code).toBe('EXTRACT_TIMEOUT');
    expect(stats).toMatchObject({ timedOut: 2, workersStarted: 2 });
  });
});
