/** GET /api/storage/{projectId}/download?path&filename → `{downloadUrl, filename, contentType, size}` (protocol.md §6). */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { badRequest, notFound } from '../http/errors';
import { checkProject } from './access';
import { parseObjectPath } from './object-path';
import type { StorageService } from './service';

export interface DownloadResponse {
  downloadUrl: string;
  filename: string;
  contentType: string;
  size: number;
}

/** A suggested file name: one segment, no control or path characters, at most 255 characters. */
export function parseFilename(raw: unknown, fallback: string): string {
  if (raw === undefined || raw === '') return fallback;
  if (typeof raw !== 'string' || raw.length > 255 || /[\p{Cc}\p{Cf}/\\]/u.test(raw) || raw.trim() === '') {
    throw badRequest('filename must be a plain file name (no slashes or control characters, at most 255 characters)');
  }
  return raw.trim();
}

export function downloadRoute(app: FastifyInstance, deps: Deps, storage: StorageService): void {
  app.get<{ Params: { projectId: string }; Querystring: { path?: unknown; filename?: unknown } }>(
    '/api/storage/:projectId/download',
    async (request): Promise<DownloadResponse> => {
      checkProject(request.params.projectId, deps.config.projectId);
      const key = parseObjectPath(request.query.path);
      const filename = parseFilename(request.query.filename, key.slice(key.lastIndexOf('/') + 1));
      const info = await storage.statOrDerive(key);
      if (!info) throw notFound('File not found', 'FILE_NOT_FOUND');
      return {
        downloadUrl: `${storage.publicUrlOf(key)}?download=${encodeURIComponent(filename)}`,
        filename,
        contentType: info.contentType,
        size: info.size,
      };
    },
  );
}
