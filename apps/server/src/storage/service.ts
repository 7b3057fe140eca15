/** Opens the storage service other features receive through Deps (its interface is port.ts): the driver plus public URLs for its keys. */

import { buffer } from 'node:stream/consumers';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { StorageDriver, StoredObject } from './drivers/driver';
import { createLocalDriver } from './drivers/local-driver';
import { createGeneratedStore, type GeneratedStore } from './generated-store';
import { encodeKey } from './object-path';
import type { Derivation, StorageService } from './port';

/** Path prefix of public file URLs: `{publicUrl}/storage/v1/{projectId}/{key}`. */
export const PUBLIC_FILES_PREFIX = '/storage/v1';

/** Makes derived files once per key, however many requests ask for it at the same moment. */
function createDeriver(driver: StorageDriver, generated: GeneratedStore) {
  const derivations: Derivation[] = [];
  const inFlight = new Map<string, Promise<StoredObject | undefined>>();
  async function derive(key: string): Promise<StoredObject | undefined> {
    for (const derivation of derivations) {
      const sourceKey = derivation.sourceOf(key);
      if (!sourceKey) continue;
      const source = await driver.get(sourceKey);
      if (!source) return undefined;
      const bytes = await derivation.derive(await buffer(source.body), key);
      // Recorded before it is stored, so a derived file is never left without its source's owner.
      await generated.recordDerived(sourceKey, key, Date.now());
      return driver.put(key, bytes, { contentType: derivation.contentType });
    }
    return undefined;
  }
  return {
    derivations,
    async statOrDerive(key: string) {
      const info = await driver.stat(key);
      if (info || derivations.length === 0) return info;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = derive(key).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}

/** Opens the driver named by `config.storageUrl` (a folder path, or `s3://…`). */
export async function createStorageService(config: Config, db: Database): Promise<StorageService> {
  // The AWS SDK is loaded only for s3:// storage.
  const driver =
    config.storageKind === 's3'
      ? (await import('./drivers/s3-driver')).createS3Driver(config.storageUrl)
      : await createLocalDriver(config.storageUrl);
  const base = `${config.publicUrl}${PUBLIC_FILES_PREFIX}/${encodeURIComponent(config.projectId)}/`;
  const generated = createGeneratedStore(db, driver, config.storageLimits);
  const deriver = createDeriver(driver, generated);
  return {
    kind: driver.kind,
    driver,
    generated,
    publicUrlOf: (key) => base + encodeKey(key),
    addDerivation: (derivation) => deriver.derivations.push(derivation),
    statOrDerive: deriver.statOrDerive,
    close: () => driver.close(),
  };
}
