/**
 * The one door for files the server generates (logos, provider images, screenshots): each is recorded with its owner
 * before it is stored, may be charged to the caller's storage quota and given a retention, and is removed only as
 * the record allows. A failed write leaves neither a file nor a record nor reserved bytes behind.
 */
import type { StorageLimits } from '../config';
import type { Database } from '../db/database';
import type { Identity } from '../http/identity';
import type { StorageDriver } from './drivers/driver';
import {
  expiredKeys,
  expiryOf,
  forgetFiles,
  keysOfGeneration,
  ownedGenerations,
  recordDerived,
  recordFiles,
  toFileOwner,
  userFileOwner,
} from './file-owners';
import { createStorageQuota, type Reservation } from './quota';

/** Expired files removed per sweep: a sweep is a bounded piece of work, the next one takes the rest. */
const SWEEP_BATCH = 100;

interface GeneratedFile {
  key: string;
  body: Uint8Array;
  contentType: string;
}

interface PutGeneratedOptions {
  /** Who asked for the files: the record's owner. */
  identity: Identity;
  /** Files removed together: `generated/{folder}/` for a set of lockups, or the key of a single file. */
  generation: string;
  now: number;
  /** When the files are swept (milliseconds since the epoch); undefined keeps them until their system is deleted. */
  expiresAt?: number;
  /** Count the bytes against a signed-in caller's storage quota: 413 QUOTA_EXCEEDED, nothing stored, when they do not fit. */
  charged?: boolean;
}

/** Whose files an operation may touch: a user's, and with `service` also those the service key generated. */
interface FileOwners {
  userId: string;
  service?: boolean;
}

const toOwnerKeys = (owners: FileOwners) => (owners.service ? [userFileOwner(owners.userId), 'service'] : [userFileOwner(owners.userId)]);

export interface GeneratedStore {
  put(files: readonly GeneratedFile[], options: PutGeneratedOptions): Promise<void>;
  /** 413 QUOTA_EXCEEDED before any work when a signed-in caller has not even `minimumBytes` of room. */
  checkRoom(identity: Identity, minimumBytes: number): Promise<void>;
  /** A file made from a recorded one (a PNG from its SVG) is recorded like its source. */
  recordDerived(sourceKey: string, key: string, now: number): Promise<void>;
  /** The generations of `keys` that the record says `owners` made (keys of files nobody recorded count for nothing). */
  ownedGenerations(keys: readonly string[], owners: FileOwners): Promise<string[]>;
  /** Removes every recorded file of a generation made by `owners`; returns the keys that held a file. */
  removeGeneration(generation: string, owners: FileOwners): Promise<string[]>;
  /** When a recorded file expires: a time, null when kept, undefined when it is not recorded. */
  expiryOf(key: string): Promise<number | null | undefined>;
  /** Removes up to SWEEP_BATCH files expired at `now`, giving their bytes back to the quota; returns their keys. */
  sweepExpired(now: number): Promise<string[]>;
  /** Forgets files removed by other means (the storage remove endpoint), giving their bytes back. */
  forget(keys: readonly string[]): Promise<void>;
}

export function createGeneratedStore(db: Database, driver: StorageDriver, limits: StorageLimits): GeneratedStore {
  const quota = createStorageQuota(db, limits, Date.now);
  const forget = async (keys: readonly string[]) => {
    await forgetFiles(db, keys);
    await quota.recordRemoved(keys);
  };
  const removeFiles = async (keys: readonly string[]) => {
    const removed: string[] = [];
    for (const key of keys) if (await driver.delete(key)) removed.push(key);
    await forget(keys);
    return removed;
  };

  async function put(files: readonly GeneratedFile[], options: PutGeneratedOptions): Promise<void> {
    const { identity, generation, now } = options;
    const chargeTo = options.charged && identity.kind === 'user' ? identity.userId : undefined;
    const reservations: Array<{ key: string; reservation: Reservation }> = [];
    let recorded = false;
    const written: string[] = [];
    try {
      if (chargeTo) {
        for (const file of files)
          reservations.push({ key: file.key, reservation: await quota.reserve(chargeTo, file.key, file.body.byteLength, false) });
      }
      const record = {
        generation,
        owner: toFileOwner(identity, generation),
        ...(options.expiresAt ? { expiresAt: options.expiresAt } : {}),
      };
      await recordFiles(
        db,
        files.map((file) => file.key),
        record,
        now,
      );
      recorded = true;
      await Promise.all(
        files.map(async (file) => {
          await driver.put(file.key, file.body, { contentType: file.contentType, contentLength: file.body.byteLength });
          written.push(file.key);
        }),
      );
      while (reservations.length > 0) {
        const next = reservations[0] as (typeof reservations)[number];
        await quota.recordStored(next.key, next.reservation);
        reservations.shift();
      }
    } catch (error) {
      for (const key of written) await driver.delete(key).catch(() => false);
      if (recorded) await forget(files.map((file) => file.key));
      for (const { reservation } of reservations) await quota.release(reservation);
      throw error;
    }
  }

  return {
    put,
    async checkRoom(identity, minimumBytes) {
      if (identity.kind === 'user') await quota.checkRoom(identity.userId, minimumBytes);
    },
    recordDerived: (sourceKey, key, now) => recordDerived(db, sourceKey, key, now),
    ownedGenerations: (keys, owners) => ownedGenerations(db, keys, toOwnerKeys(owners)),
    async removeGeneration(generation, owners) {
      return removeFiles(await keysOfGeneration(db, generation, toOwnerKeys(owners)));
    },
    expiryOf: (key) => expiryOf(db, key),
    async sweepExpired(now) {
      const keys = await expiredKeys(db, now, SWEEP_BATCH);
      await removeFiles(keys);
      return keys;
    },
    forget,
  };
}
