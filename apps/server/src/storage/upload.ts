/** POST /api/storage/{projectId}/upload: multipart `file`, `path`, `options` → `{publicUrl}` (protocol.md §6). */
import { createReadStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { badRequest, conflict } from '../http/errors';
import { authorizeWrite, checkProject, requireWriter } from './access';
import { isStorageConflictError, isStorageLimitError } from './drivers/driver';
import { detectFileType } from './file-signature';
import { parseObjectPath, withExtension } from './object-path';
import type { StorageService } from './service';
import { checkDeclaredLength, fileTooLarge, MAX_UPLOAD_BYTES, toUploadError } from './upload-limits';
import { type SpooledFile, spoolToTempFile } from './upload-spool';

export interface UploadResponse {
  publicUrl: string;
  /** The stored path, with the extension the file signature decided. */
  path: string;
  contentType: string;
  size: number;
}

/** `options` is the JSON string `{"upsert":true|false}`; a missing part means no upsert. */
function parseUpsert(raw: string | undefined): boolean {
  if (raw === undefined || raw === '') return false;
  let options: unknown;
  try {
    options = JSON.parse(raw);
  } catch {
    throw badRequest('options must be a JSON object such as {"upsert":true}');
  }
  if (typeof options !== 'object' || options === null || Array.isArray(options)) throw badRequest('options must be a JSON object');
  const upsert = (options as { upsert?: unknown }).upsert;
  if (upsert !== undefined && typeof upsert !== 'boolean') throw badRequest('options.upsert must be true or false');
  return upsert === true;
}

export async function uploadRoute(app: FastifyInstance, deps: Deps, storage: StorageService): Promise<void> {
  const spoolDir = join(deps.config.dataDir, 'tmp', 'uploads');
  await mkdir(spoolDir, { recursive: true });

  app.post<{ Params: { projectId: string } }>('/api/storage/:projectId/upload', async (request): Promise<UploadResponse> => {
    checkProject(request.params.projectId, deps.config.projectId);
    requireWriter(request.identity);
    const declared = checkDeclaredLength(request.headers['content-length']);
    const fields: Record<string, string> = {};
    let file: SpooledFile | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file' || file) throw badRequest('Upload takes exactly one file, in the "file" part');
          file = await spoolToTempFile(part.file, spoolDir, MAX_UPLOAD_BYTES);
        } else if (part.valueTruncated || part.fieldnameTruncated) {
          throw badRequest(`The ${part.fieldname} field is too long`);
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      await file?.discard();
      throw isStorageLimitError(error) ? fileTooLarge(declared) : toUploadError(error, declared);
    }
    try {
      if (!file) throw badRequest('File is required');
      const requested = parseObjectPath(fields.path);
      const upsert = parseUpsert(fields.options);
      const detected = await detectFileType(file.head, extname(requested).slice(1));
      const key = withExtension(requested, detected.ext);
      authorizeWrite(request.identity, key);
      const stored = await storage.driver.put(key, createReadStream(file.path), {
        contentType: detected.mime,
        contentLength: file.size,
        ifNotExists: !upsert,
      });
      return { publicUrl: storage.publicUrlOf(key), path: key, contentType: stored.contentType, size: stored.size };
    } catch (error) {
      if (isStorageConflictError(error)) throw conflict('File already exists. Set upsert: true to overwrite.', 'FILE_EXISTS');
      throw error;
    } finally {
      await file?.discard();
    }
  });
}
