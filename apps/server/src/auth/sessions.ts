/**
 * Sessions and their refresh-token chains: issue, rotate on every use, reuse detection with a
 * 10 s grace window and the parent-token exception (as GoTrue, reliability.md A1), revocation.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { sessionExpiredError } from './auth-errors';

/** Refresh-token lifetime (spec §9): 30 days. */
const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
/** Reuse of a rotated token within this window returns the active token instead of revoking. */
const REFRESH_REUSE_INTERVAL_MS = 10_000;
/** Absolute session lifetime (ASVS 7.3.2): after 90 days the person signs in again, however active. */
const SESSION_MAX_AGE_MS = 90 * 24 * 3600 * 1000;

export interface RefreshTokenIssue {
  sessionId: string;
  userId: string;
  refreshToken: string;
  /** Seconds the refresh token has left. */
  refreshExpiresIn: number;
}

interface RefreshTokenRow {
  id: string;
  session_id: string;
  parent_id: string | null;
  expires_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
  user_id: string;
  session_revoked_at: string | null;
  session_created_at: string;
  [column: string]: unknown;
}

export interface SessionStoreOptions {
  db: Database;
  /** Derives refresh tokens from their row id, so the active token can be handed out again in the grace window. */
  secret: string;
  now: () => number;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Revokes every open session of a user except `keepSessionId`, with their refresh tokens, inside the
 * caller's transaction (so it commits or rolls back with the change that calls for it).
 */
export async function revokeUserSessionsIn(tx: Queryable, userId: string, reason: string, at: string, keepSessionId = ''): Promise<void> {
  await tx.query(
    `UPDATE auth_refresh_tokens SET revoked_at = ? WHERE revoked_at IS NULL
       AND session_id IN (SELECT id FROM auth_sessions WHERE user_id = ? AND revoked_at IS NULL AND id <> ?)`,
    [at, userId, keepSessionId],
  );
  await tx.query('UPDATE auth_sessions SET revoked_at = ?, revoked_reason = ? WHERE user_id = ? AND revoked_at IS NULL AND id <> ?', [
    at,
    reason,
    userId,
    keepSessionId,
  ]);
}

export function createSessionStore(options: SessionStoreOptions) {
  const { db, now } = options;
  // The token is an HMAC of a random id: the database keeps only its SHA-256, and without the
  // server secret the id alone is worthless.
  const tokenFor = (id: string) => createHmac('sha256', options.secret).update(`refresh-token:${id}`).digest('base64url');
  const iso = (ms: number) => new Date(ms).toISOString();

  async function insertToken(tx: Queryable, sessionId: string, parentId: string | null): Promise<{ token: string; expiresAt: number }> {
    const id = randomUUID();
    const token = tokenFor(id);
    const at = now();
    const expiresAt = at + REFRESH_TOKEN_TTL_SECONDS * 1000;
    await tx.query(
      'INSERT INTO auth_refresh_tokens (id, session_id, parent_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      [id, sessionId, parentId, hashToken(token), iso(at), iso(expiresAt)],
    );
    return { token, expiresAt };
  }

  const secondsLeft = (expiresAt: number) => Math.max(1, Math.floor((expiresAt - now()) / 1000));

  async function revokeFamily(tx: Queryable, sessionId: string, reason: string): Promise<void> {
    const at = iso(now());
    await tx.query('UPDATE auth_sessions SET revoked_at = ?, revoked_reason = ? WHERE id = ? AND revoked_at IS NULL', [
      at,
      reason,
      sessionId,
    ]);
    await tx.query('UPDATE auth_refresh_tokens SET revoked_at = ? WHERE session_id = ? AND revoked_at IS NULL', [at, sessionId]);
  }

  /** The session's active (unrotated, unrevoked) token, if any. */
  async function findActive(tx: Queryable, sessionId: string) {
    const { rows } = await tx.query<{ id: string; parent_id: string | null; expires_at: string }>(
      'SELECT id, parent_id, expires_at FROM auth_refresh_tokens WHERE session_id = ? AND rotated_at IS NULL AND revoked_at IS NULL',
      [sessionId],
    );
    return rows[0];
  }

  async function startSessionIn(tx: Queryable, userId: string): Promise<RefreshTokenIssue> {
    const sessionId = randomUUID();
    await tx.query('INSERT INTO auth_sessions (id, user_id, created_at) VALUES (?, ?, ?)', [sessionId, userId, iso(now())]);
    const { token } = await insertToken(tx, sessionId, null);
    return { sessionId, userId, refreshToken: token, refreshExpiresIn: REFRESH_TOKEN_TTL_SECONDS };
  }

  return {
    /** Starts a session for a user with its first refresh token. */
    async startSession(userId: string): Promise<RefreshTokenIssue> {
      return db.transaction((tx) => startSessionIn(tx, userId));
    },

    /** startSession inside the caller's transaction (to start it only while a credential is still current). */
    startSessionIn,

    /** Exchanges a refresh token for its successor; throws TOKEN_EXPIRED (401) when it is not usable. */
    async rotate(refreshToken: string): Promise<RefreshTokenIssue> {
      return db
        .transaction(async (tx) => {
          const load = async () =>
            (
              await tx.query<RefreshTokenRow>(
                `SELECT t.id, t.session_id, t.parent_id, t.expires_at, t.rotated_at, t.revoked_at, s.user_id, s.revoked_at AS session_revoked_at, s.created_at AS session_created_at
               FROM auth_refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id WHERE t.token_hash = ?`,
                [hashToken(refreshToken)],
              )
            ).rows[0];
          let row = await load();
          const expired = (item: RefreshTokenRow) =>
            Date.parse(item.expires_at) <= now() || Date.parse(item.session_created_at) + SESSION_MAX_AGE_MS <= now();
          if (!row || row.revoked_at || row.session_revoked_at || expired(row)) throw sessionExpiredError();
          if (!row.rotated_at) {
            // The conditional update is the lock: of parallel callers exactly one rotates, the others
            // (blocked on the row in PostgreSQL) see it rotated and take the grace path below.
            const won = await tx.query(
              'UPDATE auth_refresh_tokens SET rotated_at = ? WHERE id = ? AND rotated_at IS NULL AND revoked_at IS NULL',
              [iso(now()), row.id],
            );
            if (won.rowCount === 1) {
              const next = await insertToken(tx, row.session_id, row.id);
              return {
                sessionId: row.session_id,
                userId: row.user_id,
                refreshToken: next.token,
                refreshExpiresIn: REFRESH_TOKEN_TTL_SECONDS,
              };
            }
            row = await load();
            if (!row?.rotated_at) throw sessionExpiredError();
          }
          const active = await findActive(tx, row.session_id);
          const inGrace = now() - Date.parse(row.rotated_at) <= REFRESH_REUSE_INTERVAL_MS;
          if (active && (inGrace || active.parent_id === row.id)) {
            return {
              sessionId: row.session_id,
              userId: row.user_id,
              refreshToken: tokenFor(active.id),
              refreshExpiresIn: secondsLeft(Date.parse(active.expires_at)),
            };
          }
          await revokeFamily(tx, row.session_id, 'refresh_token_reuse');
          return null;
        })
        .then((issue) => {
          // Thrown after the transaction so the revocation commits.
          if (!issue) throw sessionExpiredError();
          return issue;
        });
    },

    /** The session and user a refresh token belongs to (rotated or not), if any. */
    async findByRefreshToken(refreshToken: string): Promise<{ sessionId: string; userId: string } | undefined> {
      const { rows } = await db.query<{ session_id: string; user_id: string }>(
        'SELECT t.session_id, s.user_id FROM auth_refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id WHERE t.token_hash = ?',
        [hashToken(refreshToken)],
      );
      const row = rows[0];
      return row ? { sessionId: row.session_id, userId: row.user_id } : undefined;
    },

    async revokeSession(sessionId: string, reason: string): Promise<void> {
      await db.transaction((tx) => revokeFamily(tx, sessionId, reason));
    },

    /** Revokes every session of a user except `keepSessionId` (password change keeps the caller's). */
    async revokeUserSessions(userId: string, reason: string, keepSessionId?: string): Promise<void> {
      await db.transaction((tx) => revokeUserSessionsIn(tx, userId, reason, iso(now()), keepSessionId));
    },

    async isSessionActive(sessionId: string): Promise<boolean> {
      const { rows } = await db.query<{ revoked_at: string | null }>('SELECT revoked_at FROM auth_sessions WHERE id = ?', [sessionId]);
      return rows.length === 1 && rows[0]?.revoked_at === null;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
