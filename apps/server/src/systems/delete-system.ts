/**
 * Deletes one logo system with its versions and the generated images only it showed. The rows go in one transaction
 * (the versions by their foreign key's cascade); the files after it commits, so a failed removal can leave a file
 * behind but never a row pointing at a missing one.
 */
import type { Database } from '../db/database';
import type { StorageDriver } from '../storage/drivers/driver';
import { collectGeneratedFolders, removeUnreferencedFolders, SYSTEM_URL_COLUMNS } from './generated-files';

export interface DeleteSystemParams {
  db: Database;
  driver: StorageDriver;
  /** The path this project's files are served under (`/storage/v1/{projectId}/`). */
  filesPath: string;
  id: string;
  /** The caller's user id; undefined for the service key, which may delete any system. */
  ownerId: string | undefined;
}

export interface DeleteSystemResponse {
  id: string;
  /** Versions removed with the system. */
  versions: number;
  /** Storage keys of the generated images removed. */
  removedFiles: string[];
}

/** Deletes the system, or answers undefined when the caller has no system of that id (theirs or nobody's). */
export async function deleteSystem({ db, driver, filesPath, id, ownerId }: DeleteSystemParams): Promise<DeleteSystemResponse | undefined> {
  const deleted = await db.transaction(async (tx) => {
    const owner = ownerId === undefined ? '' : ' AND user_id = ?';
    const params = ownerId === undefined ? [id] : [id, ownerId];
    const system = await tx.query(`SELECT user_id, ${SYSTEM_URL_COLUMNS.join(', ')} FROM logo_systems WHERE id = ?${owner}`, params);
    const row = system.rows[0];
    if (!row) return undefined;
    const versions = await tx.query<{ record: string; thumbnail_url: string | null }>(
      'SELECT record, thumbnail_url FROM logo_system_versions WHERE system_id = ? AND user_id = ?',
      [id, row.user_id as string],
    );
    const folders = collectGeneratedFolders(
      [...SYSTEM_URL_COLUMNS.map((column) => row[column]), ...versions.rows.flatMap((version) => [version.record, version.thumbnail_url])],
      filesPath,
    );
    await tx.query(`DELETE FROM logo_systems WHERE id = ?${owner}`, params);
    return { versions: versions.rows.length, folders };
  });
  if (!deleted) return undefined;
  const removedFiles = await removeUnreferencedFolders(db, driver, deleted.folders);
  return { id, versions: deleted.versions, removedFiles };
}
