/**
 * The stored files a logo system's rows name, and whether a remaining row still names a generation. A system's
 * record and every version of it name files by public URL; those URLs are only claims written by the caller. What
 * may be deleted is decided by the server's record of who made each file (storage's generated store), and a
 * generation a remaining system or version still shows is kept.
 */
import type { Queryable } from '../db/database';

/** The URL columns of a `logo_systems` row (appIcon is the primary's image, listed for rows written otherwise). */
export const SYSTEM_URL_COLUMNS = [
  'primary_logo_url',
  'monochrome_logo_url',
  'horizontal_logo_url',
  'stacked_logo_url',
  'app_icon_url',
] as const;

/** Any storage URL in a text: the JSON of a version's record holds several. */
const URL_IN_TEXT = /https?:\/\/[^\s"'\\<>]+/g;

/** Most keys read from one system and its versions: more are ignored (a row cannot make the lookup unbounded). */
export const MAX_NAMED_KEYS = 2000;

/** The path under which this project's files are served (`/storage/v1/{projectId}/`), from the public URL of the storage root. */
export function toFilesPath(publicUrlOfRoot: string): string {
  return new URL(publicUrlOfRoot).pathname;
}

/**
 * The storage key a URL of this project's files (served under `filesPath`) names, or undefined. Only the path counts,
 * so rows written before PUBLIC_URL changed still name their files.
 */
export function toStorageKey(url: string, filesPath: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return undefined;
  }
  if (!pathname.startsWith(filesPath) || pathname.length === filesPath.length) return undefined;
  try {
    return pathname.slice(filesPath.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return undefined;
  }
}

/** Adds the key of every stored file named in `texts` (URLs, or JSON text holding URLs), up to MAX_NAMED_KEYS. */
export function collectStorageKeys(texts: Iterable<unknown>, filesPath: string, into = new Set<string>()): Set<string> {
  for (const text of texts) {
    if (typeof text !== 'string') continue;
    for (const [url] of text.matchAll(URL_IN_TEXT)) {
      if (into.size >= MAX_NAMED_KEYS) return into;
      const key = toStorageKey(url, filesPath);
      if (key) into.add(key);
    }
  }
  return into;
}

/**
 * True when a remaining system or version still names a file of `generation` (a folder `generated/{f}/` or a single
 * key; exact, case-sensitive text search).
 */
export async function isGenerationReferenced(db: Queryable, generation: string): Promise<boolean> {
  const needle = `/${generation}`;
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
