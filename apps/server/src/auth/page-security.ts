/** Headers for server-rendered auth pages: nonce-based CSP, no framing, no referrer, no caching (S17). */
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Sets the security headers of a page whose only script and style carry `nonce`. */
export function setPageSecurityHeaders(reply: FastifyReply, nonce: string, secure: boolean): void {
  reply.header(
    'content-security-policy',
    [
      "default-src 'none'",
      `script-src 'nonce-${nonce}'`,
      `style-src 'nonce-${nonce}'`,
      "img-src 'self' data:",
      "connect-src 'self'",
      "form-action 'self'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
  );
  reply.header('referrer-policy', 'no-referrer');
  reply.header('cache-control', 'no-store');
  reply.header('x-frame-options', 'DENY');
  // The popup needs its opener to post the tokens back, so the opener policy allows popups.
  reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
  if (secure) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
}
