/** Local-folder driver: one file per key, written to a temp file and renamed into place. */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { toContentType } from '../media-types';
import { createByteLimit } from './byte-limit';
import { type ByteRange, type PutOptions, StorageConflictError, type StorageDriver, type StoredObject } from './driver';

const TEMP_FOLDER = '.tmp';
/** Files are the server's to serve: no other local user may read them (folders 0700, files 0600). */
const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;
/** Errors that mean "no such object" for a key. */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG']);

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

/** Opens (creating when needed) a local storage folder. */
export async function createLocalDriver(rootPath: string): Promise<StorageDriver> {
  const root = resolve(rootPath);
  const tempDir = join(root, TEMP_FOLDER);
  await mkdir(tempDir, { recursive: true, mode: PRIVATE_DIR });

  /** Maps a key to its file; keys are validated upstream, this is the last line of defence. */
  function fileOf(key: string): string {
    const segments = key.split('/');
    if (segments.some((segment) => segment === '' || segment.startsWith('.') || segment.includes('\\') || segment.includes('\0'))) {
      throw new Error('Unsafe storage key');
    }
    const file = resolve(root, ...segments);
    if (!file.startsWith(root + sep)) throw new Error('Unsafe storage key');
    return file;
  }

  async function statOf(key: string): Promise<StoredObject | undefined> {
    try {
      const info = await stat(fileOf(key));
      if (!info.isFile()) return undefined;
      return {
        key,
        size: info.size,
        contentType: await toContentType(key),
        etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        lastModified: info.mtime,
      };
    } catch (error) {
      if (MISSING.has(errorCode(error) ?? '')) return undefined;
      throw error;
    }
  }

  return {
    kind: 'local',
    async put(key: string, body: Readable | Uint8Array, options: PutOptions) {
      const target = fileOf(key);
      const temp = join(tempDir, randomUUID());
      const source = body instanceof Uint8Array ? Readable.from([body]) : body;
      try {
        const sink = createWriteStream(temp, { mode: PRIVATE_FILE });
        if (options.maxBytes === undefined) await pipeline(source, sink);
        else await pipeline(source, createByteLimit(options.maxBytes), sink);
        await mkdir(dirname(target), { recursive: true, mode: PRIVATE_DIR });
        if (options.ifNotExists) {
          // link() fails when the target exists, so two racing uploads cannot both win.
          try {
            await link(temp, target);
          } catch (error) {
            if (errorCode(error) === 'EEXIST') throw new StorageConflictError(key);
            throw error;
          }
        } else {
          await rename(temp, target);
        }
      } finally {
        await unlink(temp).catch(() => undefined);
      }
      const info = await statOf(key);
      if (!info) throw new Error('Stored object vanished');
      return info;
    },
    async get(key: string, range?: ByteRange) {
      const info = await statOf(key);
      if (!info) return undefined;
      const body = createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
      return { info, body };
    },
    stat: statOf,
    async exists(key: string) {
      return (await statOf(key)) !== undefined;
    },
    async delete(key: string) {
      try {
        await unlink(fileOf(key));
        return true;
      } catch (error) {
        if (MISSING.has(errorCode(error) ?? '')) return false;
        throw error;
      }
    },
    async list(prefix: string) {
      if (!prefix.endsWith('/')) throw new Error('A folder prefix ends with /');
      const folder = fileOf(prefix.slice(0, -1));
      try {
        const entries = await readdir(folder, { recursive: true, withFileTypes: true });
        return entries
          .filter((entry) => entry.isFile())
          .map((entry) => `${prefix}${relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
          .sort();
      } catch (error) {
        if (MISSING.has(errorCode(error) ?? '')) return [];
        throw error;
      }
    },
    async close() {},
  };
}
