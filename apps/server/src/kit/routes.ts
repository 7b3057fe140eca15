/** Brand kit: POST /api/kit/{projectId} with the generation brief → `{brandName}-brand-kit.zip`. */
import { toSafeFileName } from '@logo-dna/engine';
import type { FastifyInstance } from 'fastify';
import { Piscina } from 'piscina';
import type { Deps } from '../deps';
import { badRequest, HttpError, notFound, tooManyRequests } from '../http/errors';
import { parseKitBrief } from './kit-brief';
import type { KitJobFailure, KitJobResult } from './kit-worker';

/** Kits per caller per minute: each takes a core for a second or two. */
const KITS_PER_MINUTE = 10;

/** RFC 8187 ext-value: percent-encoded UTF-8 where only attr-chars stay literal (encodeURIComponent leaves `'()*`). */
function encodeExtValue(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * RFC 6266: `filename=` an ASCII fallback plus `filename*=` the UTF-8 name (RFC 8187). Both come from the
 * name made safe first: no path separators, no `..`, no control characters, bounded length.
 */
export function attachmentDisposition(filename: string): string {
  const fallback = 'brand-kit.zip';
  const safe = toSafeFileName(filename, fallback);
  const ascii = toSafeFileName(
    safe
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%]/g, ''),
    fallback,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(safe)}`;
}

export async function kitRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  let pool: Piscina | undefined;
  const workers = () => {
    if (pool) return pool;
    pool = new Piscina({
      filename: new URL('./kit-worker-entry.mjs', import.meta.url).href,
      maxThreads: 1,
      idleTimeout: 60_000,
    });
    // A worker that dies outside a task emits 'error' on the pool; unheard, that event would end the process.
    pool.on('error', (error: unknown) => deps.logger.error({ err: error }, 'brand-kit worker failed'));
    return pool;
  };
  app.addHook('onClose', async () => pool?.destroy());

  app.post<{ Params: { projectId: string }; Body: { brief?: unknown } }>('/api/kit/:projectId', async (request, reply) => {
    if (request.params.projectId !== deps.config.projectId) throw notFound('Project not found');
    const who = request.identity.kind === 'user' ? `user:${request.identity.userId}` : `ip:${request.ip}`;
    const limit = await deps.rateLimiter.hit(`kit:${who}`, { limit: KITS_PER_MINUTE, windowSeconds: 60 });
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
    const input = parseKitBrief(request.body);
    const kit = (await workers().run(input)) as KitJobResult | KitJobFailure;
    if ('failure' in kit) {
      // No design passed the engine's quality checks for this brief: another designer or variant may.
      if (kit.failure.code === 'QUALITY_FAILED') throw new HttpError(422, 'QUALITY_FAILED', kit.failure.message);
      throw badRequest(kit.failure.message, kit.failure.code);
    }
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', attachmentDisposition(kit.filename))
      .header('cache-control', 'no-store')
      .send(Buffer.from(kit.zip));
  });
}
