/**
 * Per-user storage quota (reliability.md S13). `storage_usage` holds the bytes each user's uploads take,
 * `storage_objects` the size of each file a user uploaded, so removing or replacing it gives the bytes
 * back. Space is reserved by one conditional UPDATE before a file is stored, so uploads racing each other
 * cannot take a user past the quota.
 */
import type { StorageLimits } from '../config';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/errors';

/** Bytes set aside for one upload; give them back with `release` if the file is not stored. */
export interface Reservation {
  userId: string;
  bytes: number;
}

export interface StorageQuota {
  /** 413 QUOTA_EXCEEDED, before anything is read, when even `minimumBytes` more would not fit. */
  checkRoom(userId: string, minimumBytes: number): Promise<void>;
  /**
   * Reserves `bytes` for a file under `key`. With `replacing`, the size the user's current file at `key`
   * takes counts as free (it is about to go). 413 QUOTA_EXCEEDED when it does not fit.
   */
  reserve(userId: string, key: string, bytes: number, replacing: boolean): Promise<Reservation>;
  release(reservation: Reservation): Promise<void>;
  /** Records a stored file (`owner` null for the service key): the bytes of whatever it replaced are given back. */
  recordStored(key: string, owner: Reservation | null): Promise<void>;
  /** Forgets removed files and gives their bytes back. */
  recordRemoved(keys: readonly string[]): Promise<void>;
}

function quotaExceeded(quotaBytes: number, usedBytes: number): HttpError {
  const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  return new HttpError(
    413,
    'QUOTA_EXCEEDED',
    `Storage quota exceeded: ${mib(usedBytes)} MB of ${mib(quotaBytes)} MB used`,
    { quotaBytes, usedBytes },
    { connection: 'close' },
  );
}

async function giveBack(db: Queryable, userId: string, bytes: number): Promise<void> {
  await db.query('UPDATE storage_usage SET bytes = CASE WHEN bytes > ? THEN bytes - ? ELSE 0 END WHERE user_id = ?', [
    bytes,
    bytes,
    userId,
  ]);
}

/** Deletes the row of `key`, giving its bytes back to whoever uploaded it. */
async function forget(tx: Queryable, key: string): Promise<void> {
  const removed = await tx.query<{ user_id: string; size: number }>('DELETE FROM storage_objects WHERE key = ? RETURNING user_id, size', [
    key,
  ]);
  for (const row of removed.rows) await giveBack(tx, row.user_id, Number(row.size));
}

export function createStorageQuota(db: Database, limits: StorageLimits, now: () => number): StorageQuota {
  const quotaBytes = limits.userQuotaBytes;
  const usedBy = async (userId: string) =>
    Number((await db.query<{ bytes: number }>('SELECT bytes FROM storage_usage WHERE user_id = ?', [userId])).rows[0]?.bytes ?? 0);

  return {
    async checkRoom(userId, minimumBytes) {
      const used = await usedBy(userId);
      if (used + minimumBytes > quotaBytes) throw quotaExceeded(quotaBytes, used);
    },

    async reserve(userId, key, bytes, replacing) {
      let credit = 0;
      if (replacing) {
        const current = await db.query<{ size: number }>('SELECT size FROM storage_objects WHERE key = ? AND user_id = ?', [key, userId]);
        credit = Number(current.rows[0]?.size ?? 0);
      }
      await db.query('INSERT INTO storage_usage (user_id, bytes) VALUES (?, 0) ON CONFLICT (user_id) DO NOTHING', [userId]);
      const taken = await db.query('UPDATE storage_usage SET bytes = bytes + ? WHERE user_id = ? AND bytes + ? <= ?', [
        bytes,
        userId,
        bytes - credit,
        quotaBytes,
      ]);
      if (taken.rowCount === 0) throw quotaExceeded(quotaBytes, await usedBy(userId));
      return { userId, bytes };
    },

    release: (reservation) => giveBack(db, reservation.userId, reservation.bytes),

    async recordStored(key, owner) {
      await db.transaction(async (tx) => {
        await forget(tx, key);
        if (!owner) return;
        const inserted = await tx.query(
          'INSERT INTO storage_objects (key, user_id, size, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (key) DO NOTHING',
          [key, owner.userId, owner.bytes, new Date(now()).toISOString()],
        );
        // Another upload of the same key recorded itself in between; its row stands for the file.
        if (inserted.rowCount === 0) await giveBack(tx, owner.userId, owner.bytes);
      });
    },

    async recordRemoved(keys) {
      if (keys.length === 0) return;
      await db.transaction(async (tx) => {
        for (const key of keys) await forget(tx, key);
      });
    },
  };
}
