/**
 * The storage port other features use: the service they receive as deps.storage, and the derivations (files made
 * on first request from another stored file) they may add to it. service.ts opens it.
 */
import type { StorageDriver, StoredObject } from './drivers/driver';
import type { GeneratedStore } from './generated-store';

/**
 * A file made on first request from another stored file (e.g. a PNG from its SVG). Stateless: any
 * instance can make it, so it works behind a load balancer on shared storage.
 */
export interface Derivation {
  /** The key to derive `key` from, or undefined when this derivation does not apply. */
  sourceOf(key: string): string | undefined;
  /** Makes the file `key` from its source's bytes. */
  derive(source: Buffer, key: string): Promise<Uint8Array>;
  contentType: string;
}

export interface StorageService {
  readonly kind: 'local' | 's3';
  readonly driver: StorageDriver;
  /** Server-generated files: written with their owner on record, removed only as that record allows. */
  readonly generated: GeneratedStore;
  /** Absolute URL serving `key` (ends in the key's extension, so AI image checks accept it). */
  publicUrlOf(key: string): string;
  addDerivation(derivation: Derivation): void;
  /** Like `driver.stat`, but makes a missing derivable file first. */
  statOrDerive(key: string): Promise<StoredObject | undefined>;
  close(): Promise<void>;
}
