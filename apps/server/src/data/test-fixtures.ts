/** Fixture documents for the data tests: a small PDF with real text, a DOCX, and a local site to fetch from. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { strToU8, zipSync } from 'fflate';

/** A one-page PDF whose content stream draws `text` in Helvetica; offsets in the xref are computed. */
export function buildPdf(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A minimal WordprocessingML package with one paragraph per entry. */
export function buildDocx(paragraphs: string[]): Buffer {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('');
  return packageDocx(
    strToU8(
      `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    ),
  );
}

/** A WordprocessingML package around the given `word/document.xml`. */
export function packageDocx(documentXml: Uint8Array): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml': documentXml,
    }),
  );
}

export interface FixtureSite {
  origin: string;
  hits: string[];
  close(): Promise<void>;
}

/** Serves fixture routes on `host` (e.g. 127.0.0.2, allow-listed in the tests); records every path hit. */
export async function startFixtureSite(
  host: string,
  routes: Record<string, (origin: string) => { type: string; body: Buffer | string; status?: number; headers?: Record<string, string> }>,
): Promise<FixtureSite> {
  const hits: string[] = [];
  let origin = '';
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    hits.push(path);
    const route = routes[path.split('?')[0] ?? '/'];
    if (!route) {
      response.writeHead(404).end('missing');
      return;
    }
    const { type, body, status = 200, headers = {} } = route(origin);
    response.writeHead(status, { 'content-type': type, ...headers });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  return { origin, hits, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export interface CountingServer {
  origin: string;
  port: number;
  /** TCP connections accepted (HTTP requests, WebSocket upgrades and bare tunnels alike). */
  connections: number;
  /** Paths of the HTTP requests it answered. */
  requests: string[];
  close(): Promise<void>;
}

/** An "internal" service on `host` that answers every path with a secret and counts every connection it accepts. */
export async function startCountingServer(host: string, secret = 'internal secret'): Promise<CountingServer> {
  const server = createServer((request, response) => {
    state.requests.push(request.url ?? '/');
    response.writeHead(200, { 'content-type': 'text/html' }).end(`<h1>${secret}</h1>`);
  });
  const state: CountingServer = {
    origin: '',
    port: 0,
    connections: 0,
    requests: [],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  server.on('connection', () => {
    state.connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  state.port = (server.address() as AddressInfo).port;
  state.origin = `http://${host}:${state.port}`;
  return state;
}
