/**
 * Responses that hand out tokens or answer a signed-in caller must not be kept by browsers or
 * shared caches (reliability.md S19): the auth API and hosted auth pages, any request carrying
 * credentials, and any URL that carries tokens in its query.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** `/api/auth…` and `/auth…`: token responses, the hosted pages and their hand-back redirects. */
const AUTH_PATH = /^\/(?:api\/)?auth(?:[/?]|$)/;
/** A legacy hand-back or a socket URL with tokens in the query. */
const TOKEN_IN_QUERY = /[?&](?:access_token|refresh_token)=/;

function isCredentialResponse(request: Pick<FastifyRequest, 'headers' | 'url'>): boolean {
  return request.headers.authorization !== undefined || AUTH_PATH.test(request.url) || TOKEN_IN_QUERY.test(request.url);
}

/** Marks the response uncacheable when it carries or answers credentials; called from the app's onSend hook. */
export function setNoStoreHeaders(request: Pick<FastifyRequest, 'headers' | 'url'>, reply: Pick<FastifyReply, 'header'>): void {
  if (!isCredentialResponse(request)) return;
  reply.header('cache-control', 'no-store');
  reply.header('pragma', 'no-cache');
}
