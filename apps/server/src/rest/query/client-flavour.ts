/**
 * Which protocol a request speaks. The server answers PostgREST 12's semantics, except to requests that
 * identify as the original client (protocol.md, version 0.18.8) or as our SDK, which speaks its wire
 * format: they keep that protocol's double percent-decoding, `not.<value>`, `is.1`, camelCase upsert
 * answers, rows on every write and our own error codes.
 *
 * 0.18.8 sends no header of its own, so it is recognised by what only it sends:
 * - `Content-Type: application/json` on a bodiless GET or HEAD (it sets that header on every request;
 *   PostgREST clients send a content type only with a body);
 * - `Prefer` tokens separated by spaces (its upsert: `return=representation resolution=merge-duplicates`);
 * - `on_conflict` on a POST without a `resolution=` preference (its upsert without `onConflict`, which
 *   PostgREST would run as a plain insert).
 * Its other requests (create, update and delete by id) are the same bytes a PostgREST client sends; they
 * get PostgREST's answers, which that client accepts (see protocol.md §5.3 and §5.5).
 */
import type { IncomingHttpHeaders } from 'node:http';

export type ClientFlavour = 'original' | 'postgrest';

/** The `X-Client-Info` product token of our SDK (packages/sdk); any version. */
export const SDK_CLIENT_INFO = 'logo-dna-sdk';

export interface ClientSignals {
  method: string;
  headers: IncomingHttpHeaders;
  /** The raw query string, after `?`. */
  search: string;
}

function headerText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/** True when a `Prefer` value separates its tokens with spaces rather than commas, as only the original client does. */
function isSpaceSeparatedPrefer(prefer: string): boolean {
  return prefer.split(',').some((part) => /\S\s+\S/.test(part.trim()));
}

function hasParameter(search: string, name: string): boolean {
  return new URLSearchParams(search).has(name);
}

export function identifyClient({ method, headers, search }: ClientSignals): ClientFlavour {
  const clientInfo = headerText(headers['x-client-info']).trim().toLowerCase();
  if (clientInfo.startsWith(`${SDK_CLIENT_INFO}/`) || clientInfo === SDK_CLIENT_INFO) return 'original';
  const verb = method.toUpperCase();
  const contentType = headerText(headers['content-type']).toLowerCase();
  if ((verb === 'GET' || verb === 'HEAD') && contentType.includes('application/json')) return 'original';
  const prefer = headerText(headers.prefer);
  if (isSpaceSeparatedPrefer(prefer)) return 'original';
  if (verb === 'POST' && hasParameter(search, 'on_conflict') && !/resolution=/i.test(prefer)) return 'original';
  return 'postgrest';
}
