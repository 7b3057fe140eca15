/** The one HTTP client every module shares: base URL, bearer token, body encoding, response parsing and error mapping. */
import { AuthError, type LogoDnaError, NetworkError, ValidationError } from './errors';

type QueryValue = string | number | boolean | undefined | null;

interface HttpRequestOptions {
  query?: URLSearchParams | Record<string, QueryValue>;
  /** FormData is sent as multipart; anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

export interface HttpClientOptions {
  /** Origin (and optional path prefix) the `/api/...` paths are joined to. */
  baseUrl: string;
  fetch: typeof fetch;
  /** A valid access token (refreshed first if needed), or null when signed out. */
  getToken: () => Promise<string | null>;
}

export interface HttpClient {
  readonly baseUrl: string;
  /** The bearer token requests carry (refreshed first if needed), for transports outside fetch. */
  getToken(): Promise<string | null>;
  request<T = unknown>(method: string, path: string, options?: HttpRequestOptions): Promise<HttpResponse<T>>;
  /** Like `request`, but hands back the raw Response of a 2xx answer for streaming. */
  stream(method: string, path: string, options?: HttpRequestOptions): Promise<Response>;
}

/** Joins a base URL and an absolute path without doubling or dropping slashes. */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  async function send(method: string, path: string, request: HttpRequestOptions): Promise<Response> {
    const url = new URL(joinUrl(baseUrl, path));
    const query = request.query instanceof URLSearchParams ? request.query : toSearchParams(request.query);
    for (const [key, value] of query) url.searchParams.append(key, value);
    const headers: Record<string, string> = { ...request.headers };
    const token = await options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) body = request.body;
    else if (request.body !== undefined && method !== 'GET') {
      body = JSON.stringify(request.body);
      headers['Content-Type'] = 'application/json';
    }
    let response: Response;
    try {
      response = await options.fetch(url.toString(), { method, headers, body, signal: request.signal });
    } catch (error) {
      throw new NetworkError(`Network request failed: ${error instanceof Error ? error.message : String(error)}`, {
        status: 0,
        cause: error,
      });
    }
    if (!response.ok) throw toHttpError(response.status, await readBody(response));
    return response;
  }

  return {
    baseUrl,
    getToken: options.getToken,
    async request<T>(method: string, path: string, request: HttpRequestOptions = {}) {
      const response = await send(method, path, request);
      return { data: (await readBody(response)) as T, status: response.status, headers: response.headers };
    },
    stream: (method, path, request = {}) => send(method, path, request),
  };
}

function toSearchParams(query: Record<string, QueryValue> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) params.append(key, String(value));
  return params;
}

/** Parses a body by content type; an empty JSON body reads as null instead of failing (a 0.18.8 defect). */
export async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const text = await response.text();
    if (!text) return null;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  if (type.startsWith('text/')) return response.text();
  if (response.status === 204 || response.headers.get('content-length') === '0') return null;
  return response.blob();
}

/** The message of an error body: nested `error.message`, then `message`, then a string `error`, then "HTTP <status>". */
export function readErrorMessage(status: number, body: unknown): string {
  // Short plain-text bodies are messages; an HTML error page from a proxy is not.
  if (typeof body === 'string') {
    const text = body.trim();
    return text && text.length <= 200 && !text.startsWith('<') ? text : `HTTP ${status}`;
  }
  if (typeof body === 'object' && body !== null) {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
      return (error as { message: string }).message;
    }
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  return `HTTP ${status}`;
}

function readErrorCode(body: unknown): string | undefined {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code ? code : undefined;
}

/** Maps a non-2xx answer: 400 → validation, 401 → auth (with the server's code and message), others → network with status. */
export function toHttpError(status: number, body: unknown): LogoDnaError {
  const message = readErrorMessage(status, body);
  if (status === 400) return new ValidationError(message, { status, details: body });
  if (status === 401) return new AuthError(readErrorCode(body) ?? 'UNAUTHORIZED', message, { status, details: body });
  if (status === 429) return new NetworkError(message, { status, details: body, code: 'RATE_LIMITED' });
  return new NetworkError(message, { status, details: body });
}
