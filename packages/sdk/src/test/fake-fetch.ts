/** Test helper: a fetch that records every request and answers from a handler, plus response builders. */

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** Parsed JSON, the FormData, or undefined. */
  body: unknown;
}

export type FetchHandler = (request: RecordedRequest) => Response | Promise<Response>;

export function createFakeFetch(handler: FetchHandler = () => jsonResponse({})) {
  const requests: RecordedRequest[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    let body: unknown;
    if (init.body instanceof FormData) body = init.body;
    else if (typeof init.body === 'string') body = JSON.parse(init.body);
    const request = { method: init.method ?? 'GET', url: new URL(String(input)), headers, body };
    requests.push(request);
    return handler(request);
  }) as typeof globalThis.fetch;
  return { fetch, requests, last: () => requests[requests.length - 1] as RecordedRequest };
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** The query string as the server sees it after its one URL decode. */
export const decodedQuery = (request: RecordedRequest) => decodeURIComponent(request.url.search.slice(1));
