/** Headers for server-rendered auth pages: nonce-based CSP, no framing, no referrer, no caching (S17). */
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Sets the security headers of a page whose only script and style carry `nonce`. */
export function setPageSecurityHeaders(reply: FastifyReply, nonce: string, secure: boolean, popup = false): void {
  reply.header(
    'content-security-policy',
    [
      "default-src 'none'",
      `script-src 'nonce-${nonce}'`,
      `style-src 'nonce-${nonce}'`,
      "img-src 'self' data:",
      // The app's face, from the built web app's assets (app-fonts.ts).
      "font-src 'self'",
      "connect-src 'self'",
      "form-action 'self'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
  );
  reply.header('referrer-policy', 'no-referrer');
  reply.header('cache-control', 'no-store');
  reply.header('x-frame-options', 'DENY');
  // In popup mode the page must keep its (cross-origin) opener to post the tokens back, which any
  // opener policy but unsafe-none would sever; everywhere else it is isolated.
  if (!popup) reply.header('cross-origin-opener-policy', 'same-origin');
  if (secure) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
}
