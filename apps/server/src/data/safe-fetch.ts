/** Outbound HTTP for the data endpoints: http(s) only, guarded addresses, redirects re-checked per hop, size and time caps. */
import http from 'node:http';
import https from 'node:https';
import type { AddressPolicy } from './address-guard';
import { BlockedAddressError, checkLiteralHost, createGuardedLookup } from './address-guard';

const MAX_REDIRECTS = 5;
const MAX_RESPONSE_BYTES = 10 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 15_000;

export type FetchFailure = 'INVALID_URL' | 'BLOCKED_ADDRESS' | 'TOO_MANY_REDIRECTS' | 'RESPONSE_TOO_LARGE' | 'TIMEOUT' | 'FETCH_FAILED';

export class SafeFetchError extends Error {
  constructor(
    readonly failure: FetchFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export interface SafeRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  signal?: AbortSignal;
}

export interface SafeResponse {
  url: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  contentType: string;
}

/** Request headers a caller may not set. */
const FORBIDDEN_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'upgrade',
  'proxy-authorization',
  'te',
  'trailer',
  'keep-alive',
]);

/** Parses and checks a URL: http or https, default ports or explicit ones, no credentials. */
export function parseOutboundUrl(raw: unknown, policy: AddressPolicy): URL {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 4096)
    throw new SafeFetchError('INVALID_URL', 'url must be an http or https URL');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError('INVALID_URL', 'Invalid URL format');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SafeFetchError('INVALID_URL', 'Only http and https URLs can be fetched');
  if (url.username || url.password) throw new SafeFetchError('INVALID_URL', 'URLs with credentials are not allowed');
  try {
    checkLiteralHost(url.hostname, policy);
  } catch (error) {
    if (error instanceof BlockedAddressError) throw new SafeFetchError('BLOCKED_ADDRESS', error.message);
    throw error;
  }
  return url;
}

function requestOnce(url: URL, init: SafeRequest, policy: AddressPolicy, deadline: number): Promise<SafeResponse> {
  const lookup = createGuardedLookup(policy);
  const client = url.protocol === 'https:' ? https : http;
  const headers = Object.fromEntries(Object.entries(init.headers ?? {}).filter(([name]) => !FORBIDDEN_HEADERS.has(name.toLowerCase())));
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: init.method ?? 'GET',
      headers: { 'user-agent': 'LogoDNA-Fetch/1.0', accept: '*/*', ...headers },
      lookup,
      timeout: Math.max(1, deadline - Date.now()),
      signal: init.signal,
    });
    request.on('timeout', () => request.destroy(new SafeFetchError('TIMEOUT', 'The remote server took too long to answer')));
    request.on('error', (error) => {
      if (error instanceof SafeFetchError) reject(error);
      else if (error instanceof BlockedAddressError || (error as { cause?: unknown }).cause instanceof BlockedAddressError) {
        reject(new SafeFetchError('BLOCKED_ADDRESS', 'Refusing to connect to a private or reserved address'));
      } else
        reject(new SafeFetchError('FETCH_FAILED', `Could not fetch the URL (${(error as NodeJS.ErrnoException).code ?? 'network error'})`));
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_RESPONSE_BYTES) {
          request.destroy(new SafeFetchError('RESPONSE_TOO_LARGE', 'The response is larger than 10 MB'));
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => {
        const flat: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers))
          if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
        resolve({
          url: url.toString(),
          status: response.statusCode ?? 0,
          headers: flat,
          body: Buffer.concat(chunks),
          contentType: flat['content-type'] ?? '',
        });
      });
      response.on('error', (error) =>
        reject(error instanceof SafeFetchError ? error : new SafeFetchError('FETCH_FAILED', 'The connection broke')),
      );
    });
    if (init.body !== undefined) request.write(init.body);
    request.end();
  });
}

/** Fetches a URL under the outbound policy, following at most 5 redirects, each re-validated. */
export async function safeFetch(init: SafeRequest, policy: AddressPolicy): Promise<SafeResponse> {
  const deadline = Date.now() + FETCH_TIMEOUT_MS;
  let url = parseOutboundUrl(init.url, policy);
  let request = init;
  for (let hop = 0; ; hop++) {
    const response = await requestOnce(url, request, policy, deadline);
    const location = response.headers.location;
    if (response.status < 300 || response.status >= 400 || !location) return response;
    if (hop >= MAX_REDIRECTS) throw new SafeFetchError('TOO_MANY_REDIRECTS', `More than ${MAX_REDIRECTS} redirects`);
    url = parseOutboundUrl(new URL(location, url).toString(), policy);
    // 303, and 301/302 after POST, continue as GET without a body (as browsers do).
    if (response.status === 303 || ((response.status === 301 || response.status === 302) && request.method && request.method !== 'GET')) {
      request = { ...request, method: 'GET', body: undefined };
    }
  }
}
