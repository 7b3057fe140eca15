/** The storage port: one small interface over a local folder and an S3-compatible bucket. */
import type { Readable } from 'node:stream';

/** What a driver knows about a stored object. */
export interface StoredObject {
  key: string;
  size: number;
  contentType: string;
  /** Strong validator for conditional GETs, quoted as HTTP wants it. */
  etag: string;
  lastModified: Date;
}

export interface PutOptions {
  contentType: string;
  /** Byte length when known (S3 needs it for a streamed body). */
  contentLength?: number;
  /** Refuse bodies longer than this, while streaming; nothing is left behind. */
  maxBytes?: number;
  /** Fail with StorageConflictError when the key exists (no overwrite). */
  ifNotExists?: boolean;
}

/** Inclusive byte range, as range-parser returns it. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /** Stores a body under `key` atomically: readers see the old object or the whole new one. */
  put(key: string, body: Readable | Uint8Array, options: PutOptions): Promise<StoredObject>;
  /** Opens an object (or a byte range of it); undefined when it does not exist. */
  get(key: string, range?: ByteRange): Promise<{ info: StoredObject; body: Readable } | undefined>;
  stat(key: string): Promise<StoredObject | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes an object; true when something was removed. */
  delete(key: string): Promise<boolean>;
  /** The keys of every object under a folder (`prefix` ends with `/`), sorted; empty when there is none. */
  list(prefix: string): Promise<string[]>;
  close(): Promise<void>;
}

/** The body went past `maxBytes`. */
export class StorageLimitError extends Error {
  readonly isStorageLimitError = true;
  constructor(readonly maxBytes: number) {
    super(`Body exceeds ${maxBytes} bytes`);
    this.name = 'StorageLimitError';
  }
}

/** `ifNotExists` was set and the key already holds an object. */
export class StorageConflictError extends Error {
  readonly isStorageConflictError = true;
  constructor(readonly key: string) {
    super('Object already exists');
    this.name = 'StorageConflictError';
  }
}

export function isStorageLimitError(value: unknown): value is StorageLimitError {
  return typeof value === 'object' && value !== null && (value as { isStorageLimitError?: unknown }).isStorageLimitError === true;
}

export function isStorageConflictError(value: unknown): value is StorageConflictError {
  return typeof value === 'object' && value !== null && (value as { isStorageConflictError?: unknown }).isStorageConflictError === true;
}
