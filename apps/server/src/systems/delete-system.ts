/**
 * Deletes one logo system with its versions and the generated files only it showed. The rows go in one transaction
 * (the versions by their foreign key's cascade); the files after it commits, so a failed removal can leave a file
 * behind but never a row pointing at a missing one. Only files the server recorded as made by the system's owner are
 * removed (and, when the service key deletes, those the service key generated): the URLs in the rows merely say which
 * of those generations the system showed.
 */
import type { Database } from '../db/database';
import type { StorageService } from '../storage/port';
import { collectStorageKeys, isGenerationReferenced, SYSTEM_URL_COLUMNS } from './generated-files';

export interface DeleteSystemParams {
  db: Database;
  storage: StorageService;
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
  /** Storage keys of the generated files removed. */
  removedFiles: string[];
}

/** Deletes the system, or answers undefined when the caller has no system of that id (theirs or nobody's). */
export async function deleteSystem({ db, storage, filesPath, id, ownerId }: DeleteSystemParams): Promise<DeleteSystemResponse | undefined> {
  const deleted = await db.transaction(async (tx) => {
    const owner = ownerId === undefined ? '' : ' AND user_id = ?';
    const params = ownerId === undefined ? [id] : [id, ownerId];
    const system = await tx.query(`SELECT user_id, ${SYSTEM_URL_COLUMNS.join(', ')} FROM logo_systems WHERE id = ?${owner}`, params);
    const row = system.rows[0];
    if (!row) return undefined;
    const userId = String(row.user_id);
    const versions = await tx.query<{ record: string; thumbnail_url: string | null }>(
      'SELECT record, thumbnail_url FROM logo_system_versions WHERE system_id = ? AND user_id = ?',
      [id, userId],
    );
    const keys = collectStorageKeys(
      [...SYSTEM_URL_COLUMNS.map((column) => row[column]), ...versions.rows.flatMap((version) => [version.record, version.thumbnail_url])],
      filesPath,
    );
    await tx.query(`DELETE FROM logo_systems WHERE id = ?${owner}`, params);
    return { versions: versions.rows.length, keys: [...keys], owners: { userId, service: ownerId === undefined } };
  });
  if (!deleted) return undefined;
  const removedFiles: string[] = [];
  for (const generation of await storage.generated.ownedGenerations(deleted.keys, deleted.owners)) {
    if (await isGenerationReferenced(db, generation)) continue;
    removedFiles.push(...(await storage.generated.removeGeneration(generation, deleted.owners)));
  }
  return { id, versions: deleted.versions, removedFiles: removedFiles.sort() };
}
