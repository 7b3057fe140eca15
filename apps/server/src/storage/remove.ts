/** DELETE /api/storage/{projectId}/remove with `{paths}`: all paths checked first, then removed. */
import type { StorageRemoveResponse } from '@logo-dna/protocol';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { badRequest } from '../http/errors';
import { authorizeWrite, checkProject, requireWriter } from './access';
import { parseObjectPath } from './object-path';
import type { StorageService } from './port';
import type { StorageQuota } from './quota';

/** Most paths one request may remove (Supabase Storage caps deletes at 1,000 objects). */
const MAX_REMOVE_PATHS = 1000;

function parsePaths(body: unknown): string[] {
  const paths = (body as { paths?: unknown } | null)?.paths;
  if (!Array.isArray(paths) || paths.length === 0) throw badRequest('paths must be a non-empty array of file paths');
  if (paths.length > MAX_REMOVE_PATHS) throw badRequest(`At most ${MAX_REMOVE_PATHS} paths per request`);
  if (!paths.every((path) => typeof path === 'string' && path.trim() !== '')) throw badRequest('Each path must be a non-empty string');
  return paths.map(parseObjectPath);
}

export function removeRoute(app: FastifyInstance, deps: Deps, storage: StorageService, quota: StorageQuota): void {
  app.delete<{ Params: { projectId: string } }>('/api/storage/:projectId/remove', async (request): Promise<StorageRemoveResponse> => {
    checkProject(request.params.projectId, deps.config.projectId);
    requireWriter(request.identity);
    const keys = [...new Set(parsePaths(request.body))];
    // Every path is authorised before the first removal, so a refused request changes nothing.
    for (const key of keys) authorizeWrite(request.identity, key);
    const removed: string[] = [];
    for (const key of keys) if (await storage.driver.delete(key)) removed.push(key);
    await quota.recordRemoved(removed);
    // A removed generated file leaves no record behind that could later name a new file at its key.
    await storage.generated.forget(removed);
    return { removed };
  });
}
