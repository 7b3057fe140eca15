/** The `storage` module: multipart upload with signature-based extension, download metadata, remove (protocol.md §6). */
import { MAX_UPLOAD_BYTES, type StorageDownloadResponse, type StorageUploadResponse } from '@logo-dna/protocol';
import { FeatureError, isLogoDnaError, type LogoDnaError, ValidationError, wrapFeatureError } from '../core/errors';
import type { HttpClient } from '../core/http-client';
import { detectFileType, withExtension } from './file-type';
import { uploadWithProgress, type XhrFactory } from './xhr-upload';

export type UploadInput = Blob | ArrayBuffer | Uint8Array;

export interface UploadOptions {
  /** Overwrite an existing file at this path instead of failing with 409. */
  upsert?: boolean;
  /** Upload progress in percent; in a browser the upload then goes through XMLHttpRequest, elsewhere only 100 is reported at the end. */
  onProgress?: (percent: number) => void;
}

/** What `upload` resolves to: the file's public URL and the path it was stored at, with its corrected extension. */
export type UploadResponse = Pick<StorageUploadResponse, 'publicUrl' | 'path'>;

/** What `download` resolves to; a server that leaves out the type or size leaves them undefined. */
export type DownloadResponse = Pick<StorageDownloadResponse, 'downloadUrl' | 'filename'> &
  Partial<Pick<StorageDownloadResponse, 'contentType' | 'size'>>;

export interface StorageClient {
  upload(file: UploadInput, path: string, options?: UploadOptions): Promise<UploadResponse>;
  download(path: string, options?: { filename?: string }): Promise<DownloadResponse>;
  remove(...paths: string[]): Promise<void>;
}

const storageError = (message: string, status?: number, cause?: unknown) =>
  new FeatureError('storage', 'STORAGE_ERROR', message, { status, cause });

function toBlob(file: UploadInput): Blob {
  if (file instanceof Blob) return file;
  return new Blob([file instanceof Uint8Array ? new Uint8Array(file) : file]);
}

function requirePath(path: unknown): string {
  if (typeof path !== 'string' || path.trim() === '') throw new ValidationError('Path must be a non-empty string');
  return path.trim();
}

/** Maps HTTP failures to the storage messages of spec §8. */
function toStorageError(error: unknown, prefix: string, notFound?: string): LogoDnaError {
  if (isLogoDnaError(error) && error.kind !== 'auth') {
    if (error.status === 409) return storageError('File already exists. Set upsert: true to overwrite.', 409, error);
    if (error.status === 400) return storageError('Invalid request parameters', 400, error);
    if (error.status === 404 && notFound) return storageError(notFound, 404, error);
    if (error.status === 413) return storageError(error.message, 413, error);
  }
  return wrapFeatureError('storage', prefix, error);
}

export function createStorageClient(http: HttpClient, projectId: string): StorageClient {
  const base = `/api/storage/${encodeURIComponent(projectId)}`;
  return {
    async upload(file, path, options = {}) {
      if (file === undefined || file === null) throw new ValidationError('File is required');
      requirePath(path);
      const blob = toBlob(file);
      if (blob.size > MAX_UPLOAD_BYTES) {
        throw new ValidationError(`File size (${(blob.size / 1024 / 1024).toFixed(2)}MB) exceeds maximum allowed size (50MB)`);
      }
      const head = new Uint8Array(await blob.slice(0, 12).arrayBuffer());
      const detected = detectFileType(head, blob.type || undefined);
      const hasExtension = /\.[^./]+$/.test(path.slice(path.lastIndexOf('/') + 1));
      // Content we cannot identify keeps the caller's extension rather than becoming ".bin".
      const finalPath = detected.extension === 'bin' && hasExtension ? path : withExtension(path, detected.extension);
      const form = new FormData();
      const name = typeof File !== 'undefined' && blob instanceof File ? blob.name : 'blob';
      form.append('file', blob.type ? blob : new Blob([blob], { type: detected.mimeType }), name);
      form.append('path', finalPath);
      if (options.upsert !== undefined) form.append('options', JSON.stringify({ upsert: options.upsert }));
      let data: unknown;
      try {
        const XMLHttpRequest = (globalThis as { XMLHttpRequest?: XhrFactory }).XMLHttpRequest;
        data =
          options.onProgress && XMLHttpRequest
            ? await uploadWithProgress({
                XMLHttpRequest,
                baseUrl: http.baseUrl,
                path: `${base}/upload`,
                form,
                token: await http.getToken(),
                onProgress: options.onProgress,
              })
            : (await http.request('POST', `${base}/upload`, { body: form })).data;
      } catch (error) {
        throw toStorageError(error, 'Upload failed');
      }
      const publicUrl = readPublicUrl(data);
      if (!publicUrl) throw storageError('Invalid response format: missing publicUrl');
      options.onProgress?.(100);
      return { publicUrl, path: finalPath };
    },

    async download(path, options = {}) {
      const trimmed = requirePath(path);
      let data: Partial<DownloadResponse> | null;
      try {
        data = (
          await http.request<Partial<DownloadResponse>>('GET', `${base}/download`, { query: { path: trimmed, filename: options.filename } })
        ).data;
      } catch (error) {
        throw toStorageError(error, 'Download failed', 'File not found');
      }
      if (!data?.downloadUrl) throw storageError('Invalid response format: missing downloadUrl');
      const filename = data.filename ?? options.filename ?? trimmed.split('/').pop() ?? 'download';
      return { downloadUrl: data.downloadUrl, filename, contentType: data.contentType, size: data.size };
    },

    async remove(...paths) {
      if (paths.length === 0) throw new ValidationError('At least one path is required');
      for (const path of paths) requirePath(path);
      try {
        await http.request('DELETE', `${base}/remove`, { body: { paths } });
      } catch (error) {
        throw toStorageError(error, 'Remove failed', 'File not found');
      }
    },
  };
}

function readPublicUrl(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const direct = (data as { publicUrl?: unknown }).publicUrl;
  if (typeof direct === 'string' && direct) return direct;
  const nested = (data as { data?: { publicUrl?: unknown } }).data?.publicUrl;
  return typeof nested === 'string' && nested ? nested : undefined;
}
