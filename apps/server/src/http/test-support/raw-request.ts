/**
 * Raw HTTP/1.1 over a socket, for tests that must send what a client library would not: a head that
 * declares a body never sent, a request line past the parser's limit. Resolves with the response as
 * soon as it is complete, whether or not the server closes the connection.
 */
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
  /** How many bytes of `bodyPart` the socket had written when the response came back. */
  written: number;
}

/** Sends `head` (request line and headers, without the blank line) and `bodyPart`, then reads one response. */
export function sendRaw(port: number, head: string, bodyPart: Buffer | string = ''): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      const response = parseResponse(received);
      if (response || error) {
        settled = true;
        socket.destroy();
        if (response) resolve({ ...response, written: socket.bytesWritten });
        else reject(error);
      }
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      finish();
    });
    socket.on('error', (error) => finish(error));
    socket.on('close', () => finish(new Error(`connection closed before a complete response: ${received.toString('latin1')}`)));
    socket.write(`${head}\r\n\r\n`);
    if (bodyPart.length > 0) socket.write(bodyPart);
  });
}

function parseResponse(raw: Buffer): Omit<RawResponse, 'written'> | undefined {
  const end = raw.indexOf('\r\n\r\n');
  if (end === -1) return undefined;
  const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? 0);
  const body = raw.subarray(end + 4);
  if (body.length < length) return undefined;
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.subarray(0, length).toString('utf8') };
}

/** A POST head with a JSON content type and the given declared length. */
export function jsonPostHead(path: string, contentLength: number, headers: Record<string, string> = {}): string {
  const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return [`POST ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Content-Type: application/json', `Content-Length: ${contentLength}`, ...extra].join(
    '\r\n',
  );
}
