/** The auth_users table: reads, writes and the wire shape of a user (protocol.md §4.7 BlinkUser). */
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '@logo-dna/protocol';
import type { Queryable } from '../db/database';
import { authError } from './auth-errors';

export interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  display_name: string | null;
  photo_url: string | null;
  role: string;
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
  last_sign_in_at: string | null;
  [column: string]: unknown;
}

export interface NewUserParams {
  email: string;
  passwordHash: string | null;
  displayName?: string | null;
  photoURL?: string | null;
  emailVerified: boolean;
  at: string;
}

export function toUserResponse(row: UserRow): AuthUser {
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    photoURL: row.photo_url,
    emailVerified: row.email_verified_at !== null,
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
    role: row.role,
  };
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>('SELECT * FROM auth_users WHERE email = ?', [email])).rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>('SELECT * FROM auth_users WHERE id = ?', [id])).rows[0];
}

/** True for a unique-constraint violation in either dialect. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Inserts a user; a taken address (even in a race) is EMAIL_ALREADY_EXISTS (409). */
export async function insertUser(db: Queryable, params: NewUserParams): Promise<UserRow> {
  const id = randomUUID();
  try {
    await db.query(
      `INSERT INTO auth_users (id, email, password_hash, display_name, photo_url, role, email_verified_at, created_at, updated_at, last_sign_in_at)
       VALUES (?, ?, ?, ?, ?, 'user', ?, ?, ?, ?)`,
      [
        id,
        params.email,
        params.passwordHash,
        params.displayName ?? null,
        params.photoURL ?? null,
        params.emailVerified ? params.at : null,
        params.at,
        params.at,
        params.at,
      ],
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw authError('EMAIL_ALREADY_EXISTS');
    throw error;
  }
  const user = await findUserById(db, id);
  if (!user) throw new Error('inserted user not found');
  return user;
}

export async function markSignedIn(db: Queryable, userId: string, at: string): Promise<void> {
  await db.query('UPDATE auth_users SET last_sign_in_at = ? WHERE id = ?', [at, userId]);
}

export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string, at: string): Promise<void> {
  await db.query('UPDATE auth_users SET password_hash = ?, updated_at = ? WHERE id = ?', [passwordHash, at, userId]);
}

export interface ProfileUpdate {
  displayName?: string | null;
  photoURL?: string | null;
}

export async function updateProfile(db: Queryable, userId: string, update: ProfileUpdate, at: string): Promise<void> {
  const sets: string[] = [];
  const values: Array<string | null> = [];
  if (update.displayName !== undefined) {
    sets.push('display_name = ?');
    values.push(update.displayName);
  }
  if (update.photoURL !== undefined) {
    sets.push('photo_url = ?');
    values.push(update.photoURL);
  }
  if (sets.length === 0) return;
  await db.query(`UPDATE auth_users SET ${sets.join(', ')}, updated_at = ? WHERE id = ?`, [...values, at, userId]);
}
