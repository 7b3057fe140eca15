/** The storage service other features receive through Deps: the driver plus public URLs for its keys. */
import type { Config } from '../config';
import type { StorageDriver } from './drivers/driver';
import { createLocalDriver } from './drivers/local-driver';
import { createS3Driver } from './drivers/s3-driver';
import { encodeKey } from './object-path';

/** Path prefix of public file URLs: `{publicUrl}/storage/v1/{projectId}/{key}`. */
export const PUBLIC_FILES_PREFIX = '/storage/v1';

export interface StorageService {
  readonly kind: 'local' | 's3';
  readonly driver: StorageDriver;
  /** Absolute URL serving `key` (ends in the key's extension, so AI image checks accept it). */
  publicUrlOf(key: string): string;
  close(): Promise<void>;
}

/** Opens the driver named by `config.storageUrl` (a folder path, or `s3://…`). */
export async function createStorageService(config: Config): Promise<StorageService> {
  const driver = config.storageKind === 's3' ? createS3Driver(config.storageUrl) : await createLocalDriver(config.storageUrl);
  const base = `${config.publicUrl}${PUBLIC_FILES_PREFIX}/${encodeURIComponent(config.projectId)}/`;
  return {
    kind: driver.kind,
    driver,
    publicUrlOf: (key) => base + encodeKey(key),
    close: () => driver.close(),
  };
}
