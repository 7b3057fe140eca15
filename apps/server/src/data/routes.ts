/** Data endpoints (protocol.md §8): fetch, scrape, text extraction from URLs and uploads, screenshots, search. */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { badRequest, HttpError, httpError, notFound, notImplemented, tooManyRequests, unauthorized } from '../http/errors';
import type { AddressPolicy } from './address-guard';
import { type DocumentKind, detectKind, scrapeHtml } from './extract';
import { ExtractError } from './extract-limits';
import { readUploadedDocument } from './read-upload';
import { parseOutboundUrl, SafeFetchError, type SafeResponse, safeFetch } from './safe-fetch';
import { createScreenshotter } from './screenshot';
import { screenshotRoute } from './screenshot-route';

/** Outbound requests per caller per minute. */
const REQUESTS_PER_MINUTE = 60;
const DEFAULT_CHUNK_SIZE = 4000;

type Body = Record<string, unknown>;

function toHttpError(error: unknown, retryAfterSeconds = 1): unknown {
  // Each code's status is the catalogue's: TIMEOUT 504, an unusable answer 502, a refused URL 400.
  if (error instanceof SafeFetchError) return httpError(error.failure, error.message);
  if (error instanceof ExtractError) {
    const busy = error.code === 'TOO_MANY_EXTRACTIONS';
    return httpError(error.code, error.message, busy ? { headers: { 'retry-after': String(retryAfterSeconds) } } : {});
  }
  return error;
}

function parseChunking(body: Body): number | undefined {
  if (!body.chunking) return undefined;
  const size = body.chunkSize === undefined ? DEFAULT_CHUNK_SIZE : Number(body.chunkSize);
  if (!Number.isInteger(size) || size < 100 || size > 100_000)
    throw badRequest('chunkSize must be a whole number from 100 to 100000', 'INVALID_CHUNK_SIZE');
  return size;
}

function stringRecord(value: unknown, field: string): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest(`${field} must be an object of strings`);
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.some(([, v]) => typeof v !== 'string' && typeof v !== 'number')) throw badRequest(`${field} must be an object of strings`);
  return Object.fromEntries(entries.map(([k, v]) => [k, String(v)]));
}

export async function dataRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const policy: AddressPolicy = { allowHosts: deps.config.dataAllowHosts };
  const screenshotter = createScreenshotter({ executablePath: deps.config.chromiumPath, policy, egress: deps.config.screenshotEgress });
  await app.register(multipart);
  app.addHook('onClose', async () => screenshotter.close());

  /** Signed-in callers and the service key only; per-caller rate limit. */
  async function guard(request: FastifyRequest<{ Params: { projectId: string } }>): Promise<Body> {
    if (request.params.projectId !== deps.config.projectId) throw notFound('Project not found');
    const identity = request.identity;
    if (identity.kind === 'anonymous') throw unauthorized('Sign in to use the data endpoints');
    if (identity.kind === 'user') {
      const limit = await deps.rateLimiter.hit(`data:${identity.userId}`, { limit: REQUESTS_PER_MINUTE, windowSeconds: 60 });
      if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
    }
    const body = request.body;
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : {};
  }

  async function fetchPage(url: unknown): Promise<SafeResponse> {
    try {
      return await safeFetch({ url: String(url ?? '') }, policy);
    } catch (error) {
      throw toHttpError(error);
    }
  }

  type Route = FastifyRequest<{ Params: { projectId: string } }>;

  app.post('/api/data/:projectId/fetch', async (request: Route) => {
    const body = await guard(request);
    const method = typeof body.method === 'string' ? body.method.toUpperCase() : 'GET';
    if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'].includes(method))
      throw badRequest('method must be GET, POST, PUT, PATCH, DELETE or HEAD');
    const started = Date.now();
    try {
      const url = parseOutboundUrl(body.url, policy);
      for (const [key, value] of Object.entries(stringRecord(body.query, 'query'))) url.searchParams.set(key, value);
      const payload =
        body.body === undefined || body.body === null ? undefined : typeof body.body === 'string' ? body.body : JSON.stringify(body.body);
      const response = await safeFetch(
        {
          url: url.toString(),
          method,
          headers: stringRecord(body.headers, 'headers'),
          ...(payload !== undefined ? { body: payload } : {}),
        },
        policy,
      );
      const text = response.body.toString('utf8');
      let parsed: unknown = text;
      if (response.contentType.includes('json')) {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = text;
        }
      }
      return { status: response.status, headers: response.headers, body: parsed, durationMs: Date.now() - started };
    } catch (error) {
      throw toHttpError(error);
    }
  });

  app.post('/api/data/:projectId/scrape', async (request: Route) => {
    const body = await guard(request);
    const page = await fetchPage(body.url);
    if (detectKind(page.body, page.contentType) !== 'html') throw new HttpError(415, 'UNSUPPORTED_TYPE', 'Only HTML pages can be scraped');
    return scrapeHtml(page.body.toString('utf8'), page.url);
  });

  /** Reads a document in an extraction worker for the caller; caps and the caller's queue answer with their codes. */
  async function extract(request: Route, bytes: Uint8Array, kind: DocumentKind | undefined, chunkSize: number | undefined) {
    if (!kind) throw new HttpError(415, 'UNSUPPORTED_TYPE', 'Text can be extracted from HTML, PDF, DOCX and plain text');
    const identity = request.identity;
    const caller = identity.kind === 'user' ? `user:${identity.userId}` : 'service';
    try {
      return await deps.extractor.extract(caller, { bytes, kind, ...(chunkSize ? { chunkSize } : {}) });
    } catch (error) {
      throw toHttpError(error, Math.ceil(deps.config.extract.timeoutMs / 1000));
    }
  }

  app.post('/api/data/:projectId/extract-from-url', async (request: Route) => {
    const body = await guard(request);
    const chunkSize = parseChunking(body);
    const page = await fetchPage(body.url);
    return extract(request, page.body, detectKind(page.body, page.contentType, new URL(page.url).pathname), chunkSize);
  });

  // Base64 JSON of a 10 MB document is about 13.4 MB.
  app.post('/api/data/:projectId/extract-from-blob', { bodyLimit: 14 * 1024 * 1024 }, async (request: Route) => {
    const body = await guard(request);
    const upload = await readUploadedDocument(request, body);
    const chunkSize = parseChunking(upload.fields);
    return extract(request, upload.bytes, detectKind(upload.bytes, upload.contentType, upload.filename), chunkSize);
  });

  screenshotRoute(app, deps, { screenshotter, policy, guard, toHttpError });

  app.post('/api/data/:projectId/search', async (request: Route) => {
    await guard(request);
    throw notImplemented('Web search needs a search provider; none is configured on this server', 'SEARCH_NOT_CONFIGURED');
  });
}
