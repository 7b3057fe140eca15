/**
 * The generated image files a logo system's rows point at, and whether anything else still points at them. A
 * generation stores its images under `generated/{folder}/`; a system's record and every version of it name files
 * there by public URL. Deleting a system removes the folders nothing else names, so no file is left behind and no
 * file another system (a duplicate, or another user's row) still shows is taken from it.
 */
import type { Queryable } from '../db/database';
import type { StorageDriver } from '../storage/drivers/driver';

/** The URL columns of a `logo_systems` row (appIcon is the primary's image, listed for rows written otherwise). */
export const SYSTEM_URL_COLUMNS = [
  'primary_logo_url',
  'monochrome_logo_url',
  'horizontal_logo_url',
  'stacked_logo_url',
  'app_icon_url',
] as const;

/** Folder and file names the image stores write: base64url folders, role or `image-N` files. */
const GENERATED_PATH = /^generated\/([A-Za-z0-9_-]{1,64})\/([A-Za-z0-9_-]{1,64}\.(?:png|svg))$/;

/** Any storage URL in a text: the JSON of a version's record holds several. */
const URL_IN_TEXT = /https?:\/\/[^\s"'\\<>]+/g;

/** The path under which this project's files are served (`/storage/v1/{projectId}/`), from the public URL of the storage root. */
export function toFilesPath(publicUrlOfRoot: string): string {
  return new URL(publicUrlOfRoot).pathname;
}

/**
 * The generated-image folder of a URL of this project's files (served under `filesPath`), or undefined. Only the
 * path counts, so rows written before PUBLIC_URL changed still name their files.
 */
export function toGeneratedFolder(url: string, filesPath: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return undefined;
  }
  if (!pathname.startsWith(filesPath)) return undefined;
  return GENERATED_PATH.exec(pathname.slice(filesPath.length))?.[1];
}

/** Adds the folder of every generated image named in `texts` (URLs, or JSON text holding URLs). */
export function collectGeneratedFolders(texts: Iterable<unknown>, filesPath: string, into = new Set<string>()): Set<string> {
  for (const text of texts) {
    if (typeof text !== 'string') continue;
    for (const [url] of text.matchAll(URL_IN_TEXT)) {
      const folder = toGeneratedFolder(url, filesPath);
      if (folder) into.add(folder);
    }
  }
  return into;
}

/** True when a remaining system or version still names a file in `folder` (exact, case-sensitive text search). */
export async function isFolderReferenced(db: Queryable, folder: string): Promise<boolean> {
  const needle = `/generated/${folder}/`;
  const contains = (column: string) => (db.dialect === 'sqlite' ? `instr(${column}, ?) > 0` : `strpos(${column}, ?) > 0`);
  const systems = SYSTEM_URL_COLUMNS.map(contains).join(' OR ');
  const found = await db.query(
    `SELECT 1 AS found FROM logo_systems WHERE ${systems}
     UNION ALL SELECT 1 AS found FROM logo_system_versions WHERE ${contains('record')} OR ${contains('thumbnail_url')}
     LIMIT 1`,
    [...SYSTEM_URL_COLUMNS.map(() => needle), needle, needle],
  );
  return found.rows.length > 0;
}

/**
 * Removes every file of each folder nothing names any more (the SVGs a generation stored and the PNGs made from
 * them, named or not); returns the keys removed.
 */
export async function removeUnreferencedFolders(db: Queryable, driver: StorageDriver, folders: Iterable<string>): Promise<string[]> {
  const removed: string[] = [];
  for (const folder of folders) {
    if (await isFolderReferenced(db, folder)) continue;
    for (const key of await driver.list(`generated/${folder}/`)) if (await driver.delete(key)) removed.push(key);
  }
  return removed.sort();
}
