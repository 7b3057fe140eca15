/** GET /api/storage/{projectId}/download?path&filename → `{downloadUrl, filename, contentType, size}` (protocol.md §6). */
import { toSafeFileName } from '@logo-dna/engine';
import type { StorageDownloadResponse } from '@logo-dna/protocol';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { badRequest, notFound } from '../http/errors';
import { checkProject } from './access';
import type { StoredObject } from './drivers/driver';
import { toTypeExtension } from './media-types';
import { parseObjectPath } from './object-path';
import type { StorageService } from './port';

/** A requested file name: one segment, no control or path characters, at most 255 characters; undefined when none. */
export function parseFilename(raw: unknown): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || raw.length > 255 || /[\p{Cc}\p{Cf}/\\]/u.test(raw) || raw.trim() === '') {
    throw badRequest('filename must be a plain file name (no slashes or control characters, at most 255 characters)');
  }
  return raw.trim();
}

const stemOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
};

/**
 * The name a file is saved under: the requested name's stem (or the stored name's), made safe for any file system,
 * with the extension of the stored file's type. The caller picks the name, never the type a browser saves it as, so
 * an SVG cannot be downloaded as `evil.html`.
 */
export async function toDownloadName(requested: string | undefined, info: Pick<StoredObject, 'key' | 'contentType'>): Promise<string> {
  const storedStem = toSafeFileName(stemOf(info.key.slice(info.key.lastIndexOf('/') + 1)), 'download');
  const stem = requested === undefined ? storedStem : toSafeFileName(stemOf(requested), storedStem);
  const extension = await toTypeExtension(info.contentType, info.key);
  return extension ? `${stem}.${extension}` : stem;
}

export function downloadRoute(app: FastifyInstance, deps: Deps, storage: StorageService): void {
  app.get<{ Params: { projectId: string }; Querystring: { path?: unknown; filename?: unknown } }>(
    '/api/storage/:projectId/download',
    async (request): Promise<StorageDownloadResponse> => {
      checkProject(request.params.projectId, deps.config.projectId);
      const key = parseObjectPath(request.query.path);
      const requested = parseFilename(request.query.filename);
      const info = await storage.statOrDerive(key);
      if (!info) throw notFound('File not found', 'FILE_NOT_FOUND');
      const filename = await toDownloadName(requested, info);
      return {
        downloadUrl: `${storage.publicUrlOf(key)}?download=${encodeURIComponent(filename)}`,
        filename,
        contentType: info.contentType,
        size: info.size,
      };
    },
  );
}
