/**
 * Keeps the server's files private to its own user: folders it creates 0700, files 0600. The SQLite
 * database holds password hashes and live sign-in links (mail_outbox), so no other local user may read it.
 */
import { chmodSync, closeSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;
/** The permission bits of group and others. */
const SHARED_BITS = 0o077;

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

/** True when group or others have any access to `path`; false when it is missing. */
export function isOpenToOthers(path: string): boolean {
  try {
    return (statSync(path).mode & SHARED_BITS) !== 0;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return false;
    throw error;
  }
}

/** Takes group and other access away from `path`; leaves alone a path that is missing or that another user owns. */
export function keepPrivate(path: string): void {
  try {
    const { mode } = statSync(path);
    if ((mode & SHARED_BITS) !== 0) chmodSync(path, mode & 0o700);
  } catch (error) {
    const code = errorCode(error);
    if (code !== 'ENOENT' && code !== 'EPERM') throw error;
  }
}

/**
 * Creates `file` empty with mode 0600 when it is missing, in a folder created 0700. SQLite gives its
 * -wal, -shm and -journal files the main file's mode, so they are created private as well.
 */
export function createPrivateFile(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    closeSync(openSync(file, 'wx', PRIVATE_FILE_MODE));
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
  }
}
