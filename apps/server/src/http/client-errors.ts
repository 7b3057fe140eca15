/**
 * Answers for requests Node's HTTP parser refuses before Fastify sees them (oversized request line or
 * headers, malformed requests, header timeouts), written in the same error envelope as every other
 * error.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_CODES, type ErrorStatus, type HttpErrorCode, toErrorEnvelope } from '@logo-dna/protocol';
import type { ConnectionError } from 'fastify';

/** A request line longer than this, when the parser gave up, is reported as a long URL. */
const LONG_REQUEST_LINE = 8 * 1024;

/** True when the packet starts a request whose first line is long or never ends. */
function isLongRequestLine(rawPacket: unknown): boolean {
  if (!Buffer.isBuffer(rawPacket)) return false;
  const head = rawPacket.subarray(0, LONG_REQUEST_LINE + 2).toString('latin1');
  if (!/^[A-Z]+ /.test(head)) return false;
  const end = head.indexOf('\r\n');
  return end === -1 || end > LONG_REQUEST_LINE;
}

function describe(error: ConnectionError): { status: ErrorStatus<HttpErrorCode>; code: HttpErrorCode; message: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return isLongRequestLine(error.rawPacket)
      ? { status: 431, code: ERROR_CODES.URL_TOO_LONG, message: 'The request URL is too long' }
      : { status: 431, code: ERROR_CODES.HEADERS_TOO_LARGE, message: 'The request headers are too large' };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive' };
  return { status: 400, code: 'BAD_REQUEST', message: 'Malformed HTTP request' };
}

/** The `clientErrorHandler` Fastify option: the envelope, then the connection closed as Node would. */
export function handleClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = describe(error);
  if (socket.writable) {
    const body = JSON.stringify(toErrorEnvelope(message, code));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
