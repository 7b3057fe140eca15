/** The `data` module: URL extraction, scraping, screenshots, the secret-substituting fetch proxy and web search (protocol.md §8). */
import type { ScrapeResponse } from '@logo-dna/protocol';
import { wrapFeatureError } from '../core/errors';
import type { HttpClient } from '../core/http-client';

interface ExtractOptions {
  chunking?: boolean;
  chunkSize?: number;
}

export interface ProxyFetchRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  query?: Record<string, string>;
}

export interface ProxyFetchResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  durationMs?: number;
}

export interface SearchOptions {
  location?: string;
  type?: 'news' | 'image' | 'images' | 'video' | 'videos' | 'shop' | 'shopping';
  language?: string;
  limit?: number;
}

export interface DataClient {
  extractFromUrl(url: string, options?: ExtractOptions): Promise<string | string[]>;
  extractFromBlob(file: Blob, options?: ExtractOptions): Promise<string | string[]>;
  scrape(url: string): Promise<ScrapeResponse>;
  screenshot(url: string, options?: { fullPage?: boolean; width?: number; height?: number }): Promise<string>;
  fetch(request: ProxyFetchRequest): Promise<ProxyFetchResponse>;
  fetchAsync(request: ProxyFetchRequest): Promise<{ status: string; message?: string }>;
  search(query: string, options?: SearchOptions): Promise<Record<string, unknown>>;
}

const SEARCH_TYPES: Record<string, string> = {
  news: 'nws',
  image: 'isch',
  images: 'isch',
  video: 'vid',
  videos: 'vid',
  shop: 'shop',
  shopping: 'shop',
};

export function createDataClient(http: HttpClient, projectId: string): DataClient {
  const base = `/api/data/${encodeURIComponent(projectId)}`;
  async function post<T>(path: string, prefix: string, body: unknown): Promise<T> {
    try {
      return (await http.request<T>('POST', `${base}/${path}`, { body })).data;
    } catch (error) {
      throw wrapFeatureError('data', prefix, error);
    }
  }
  const pickText = (data: { chunks?: string[]; text?: string }, chunking: boolean | undefined) =>
    chunking ? (data?.chunks ?? []) : (data?.text ?? '');

  return {
    async extractFromUrl(url, options = {}) {
      const data = await post<{ chunks?: string[]; text?: string }>('extract-from-url', 'Text extraction failed', {
        url,
        chunking: options.chunking ?? false,
        chunkSize: options.chunkSize,
      });
      return pickText(data, options.chunking);
    },
    async extractFromBlob(file, options = {}) {
      // Sent as multipart (the original client serialised the FormData as "{}" and lost the file).
      const form = new FormData();
      form.append('file', file, typeof File !== 'undefined' && file instanceof File ? file.name : 'blob');
      // Form fields are strings: send chunking only when on, so "false" can never read as truthy.
      if (options.chunking) form.append('chunking', 'true');
      if (options.chunking && options.chunkSize !== undefined) form.append('chunkSize', String(options.chunkSize));
      const data = await post<{ chunks?: string[]; text?: string }>('extract-from-blob', 'Text extraction failed', form);
      return pickText(data, options.chunking);
    },
    async scrape(url) {
      const data = await post<Partial<ScrapeResponse>>('scrape', 'Scrape failed', {
        url,
        formats: ['markdown', 'html', 'links', 'extract', 'metadata'],
      });
      return {
        markdown: data?.markdown ?? '',
        html: data?.html ?? '',
        links: data?.links ?? [],
        extract: data?.extract ?? ({} as ScrapeResponse['extract']),
        metadata: data?.metadata ?? ({} as ScrapeResponse['metadata']),
      };
    },
    async screenshot(url, options = {}) {
      const data = await post<{ url?: string }>('screenshot', 'Screenshot failed', { url, ...options });
      if (!data?.url) throw wrapFeatureError('data', 'Screenshot failed', new Error('missing url'));
      return data.url;
    },
    async fetch(request) {
      const data = await post<ProxyFetchResponse>('fetch', 'Fetch failed', request);
      if (typeof data !== 'object' || data === null || !('status' in data) || !('headers' in data)) {
        throw wrapFeatureError('data', 'Fetch failed', new Error('Unexpected response format from fetch endpoint'));
      }
      return data;
    },
    fetchAsync: (request) => post('fetch', 'Fetch failed', { ...request, async: true }),
    async search(query, options = {}) {
      const tbm = options.type ? SEARCH_TYPES[options.type] : undefined;
      const body = { q: query, location: options.location, hl: options.language ?? 'en', tbm, num: options.limit };
      return post<Record<string, unknown>>('search', 'Search failed', body);
    },
  };
}
