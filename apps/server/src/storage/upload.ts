/** POST /api/storage/{projectId}/upload: multipart `file`, `path`, `options` → `{publicUrl}` (protocol.md §6). */
import { createReadStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { MAX_UPLOAD_BYTES, type StorageUploadResponse } from '@logo-dna/protocol';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { badRequest, conflict, tooManyRequests } from '../http/errors';
import type { Identity } from '../http/identity';
import { authorizeWrite, checkProject, requireWriter } from './access';
import { isStorageConflictError, isStorageLimitError } from './drivers/driver';
import { detectFileType } from './file-signature';
import { parseObjectPath, withExtension } from './object-path';
import type { StorageService } from './port';
import type { Reservation, StorageQuota } from './quota';
import { checkDeclaredLength, fileTooLarge, minimumFileBytes, toUploadError } from './upload-limits';
import { type SpooledFile, spoolToTempFile } from './upload-spool';

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

export async function uploadRoute(app: FastifyInstance, deps: Deps, storage: StorageService, quota: StorageQuota): Promise<void> {
  const spoolDir = join(deps.config.dataDir, 'tmp', 'uploads');
  await mkdir(spoolDir, { recursive: true });
  const uploadRate = { limit: deps.config.storageLimits.userUploadsPerMinute, windowSeconds: 60 };

  /** A signed-in user's upload rate and room in the quota, checked before the body is read. */
  async function checkUser(identity: Identity, declared: number | undefined): Promise<void> {
    if (identity.kind !== 'user') return;
    const rate = await deps.rateLimiter.hit(`storage:upload:${identity.userId}`, uploadRate);
    if (!rate.allowed) throw tooManyRequests(rate.retryAfterSeconds, 'Too many uploads. Please wait a moment and try again.');
    await quota.checkRoom(identity.userId, minimumFileBytes(declared));
  }

  /**
   * A failed upload leaves nothing behind: a file it stored is removed (with the row of a file it replaced,
   * whose bytes are gone too) and the space it reserved is given back.
   */
  async function undoUpload(storedKey: string | undefined, reservation: Reservation | undefined): Promise<void> {
    if (storedKey !== undefined) {
      await storage.driver.delete(storedKey);
      await quota.recordRemoved([storedKey]);
    }
    if (reservation) await quota.release(reservation);
  }

  app.post<{ Params: { projectId: string } }>('/api/storage/:projectId/upload', async (request): Promise<StorageUploadResponse> => {
    checkProject(request.params.projectId, deps.config.projectId);
    requireWriter(request.identity);
    const declared = checkDeclaredLength(request.headers['content-length']);
    await checkUser(request.identity, declared);
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
    let reservation: Reservation | undefined;
    let storedKey: string | undefined;
    try {
      if (!file) throw badRequest('File is required');
      const requested = parseObjectPath(fields.path);
      const upsert = parseUpsert(fields.options);
      const detected = await detectFileType(file.head, extname(requested).slice(1));
      const key = withExtension(requested, detected.ext);
      authorizeWrite(request.identity, key);
      // Space is taken before the file is stored, so an upload over the quota leaves nothing behind.
      if (request.identity.kind === 'user') reservation = await quota.reserve(request.identity.userId, key, file.size, upsert);
      const stored = await storage.driver.put(key, createReadStream(file.path), {
        contentType: detected.mime,
        contentLength: file.size,
        ifNotExists: !upsert,
      });
      storedKey = key;
      await quota.recordStored(key, reservation ?? null);
      reservation = undefined;
      storedKey = undefined;
      return { publicUrl: storage.publicUrlOf(key), path: key, contentType: stored.contentType, size: stored.size };
    } catch (error) {
      await undoUpload(storedKey, reservation).catch((cause: unknown) => request.log.error({ err: cause }, 'upload not undone'));
      if (isStorageConflictError(error)) throw conflict('File already exists. Set upsert: true to overwrite.', 'FILE_EXISTS');
      throw error;
    } finally {
      await file?.discard();
    }
  });
}
