/** Single-use email link tokens (verification, password reset, magic link), stored as SHA-256 hashes. */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { hashToken } from './sessions';

export type EmailTokenKind = 'verify' | 'reset' | 'magic';

/** Link lifetimes: magic ≤ 10 min (ASVS 6.6.3), reset 30 min (PocketBase), verification 24 h. */
const EMAIL_TOKEN_TTL_SECONDS: Record<EmailTokenKind, number> = { magic: 600, reset: 1800, verify: 86_400 };

export interface EmailTokenParams {
  kind: EmailTokenKind;
  email: string;
  userId: string | null;
  redirectUrl?: string | null;
  now: number;
}

export interface EmailTokenIssue {
  token: string;
  expiresAt: string;
}

export interface EmailTokenRow {
  id: string;
  kind: EmailTokenKind;
  email: string;
  user_id: string | null;
  redirect_url: string | null;
  [column: string]: unknown;
}

/** A fresh unguessable token (256 bits). */
function newEmailToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function createEmailToken(db: Queryable, params: EmailTokenParams, token = newEmailToken()): Promise<EmailTokenIssue> {
  const expiresAt = new Date(params.now + EMAIL_TOKEN_TTL_SECONDS[params.kind] * 1000).toISOString();
  await db.query(
    'INSERT INTO auth_email_tokens (id, kind, token_hash, email, user_id, redirect_url, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    [
      randomUUID(),
      params.kind,
      hashToken(token),
      params.email,
      params.userId,
      params.redirectUrl ?? null,
      new Date(params.now).toISOString(),
      expiresAt,
    ],
  );
  return { token, expiresAt };
}

/**
 * Marks a token used and returns it; undefined when unknown, of another kind, expired or already
 * used. The conditional UPDATE makes two parallel uses yield exactly one success.
 */
export async function consumeEmailToken(
  db: Queryable,
  kind: EmailTokenKind,
  token: string,
  now: number,
): Promise<EmailTokenRow | undefined> {
  const at = new Date(now).toISOString();
  const hash = hashToken(token);
  const used = await db.query(
    'UPDATE auth_email_tokens SET used_at = ? WHERE token_hash = ? AND kind = ? AND used_at IS NULL AND expires_at > ?',
    [at, hash, kind, at],
  );
  if (used.rowCount !== 1) return undefined;
  return (
    await db.query<EmailTokenRow>('SELECT id, kind, email, user_id, redirect_url FROM auth_email_tokens WHERE token_hash = ?', [hash])
  ).rows[0];
}

/** Retires a user's other unused links of one kind (after a reset, older reset links must not work). */
export async function retireEmailTokens(db: Queryable, kind: EmailTokenKind, email: string, now: number): Promise<void> {
  await db.query('UPDATE auth_email_tokens SET used_at = ? WHERE kind = ? AND email = ? AND used_at IS NULL', [
    new Date(now).toISOString(),
    kind,
    email,
  ]);
}
