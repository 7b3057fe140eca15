/** Brand kit: POST /api/kit/{projectId} with the generation brief and the owner's details → `{brandName}-brand-kit.zip`. */
import { toSafeFileName } from '@logo-dna/engine';
import type { FastifyInstance } from 'fastify';
import type { Piscina } from 'piscina';
import { workerEntry } from '../compiled';
import type { Deps } from '../deps';
import { callerKey } from '../http/caller-queue';
import { clientAddressKey } from '../http/client-address';
import { httpError, notFound, tooManyRequests } from '../http/errors';
import { toWorkerError, workerUnavailable } from '../http/worker-errors';
import { type KitInput, parseKitBrief } from './kit-brief';
import type { KitJobFailure, KitJobResult } from './kit-worker';

/** Kits per caller per minute: each takes a core for a second or two (a kit already built costs nothing). */
const KITS_PER_MINUTE = 10;
/** Built kits kept in memory, by the brief they were built from, up to this many bytes in all. */
const KIT_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Kits by brief: a brief (with its seed and variant) always gives the same kit, so a second export of the same
 * version is the zip already built. Requests for a kit being built wait for that build instead of starting another.
 */
export function createKitCache(maxBytes = KIT_CACHE_BYTES) {
  const built = new Map<string, KitJobResult>();
  const building = new Map<string, Promise<KitJobResult | KitJobFailure>>();
  let bytes = 0;
  const remember = (key: string, kit: KitJobResult) => {
    if (kit.zip.byteLength > maxBytes) return;
    built.set(key, kit);
    bytes += kit.zip.byteLength;
    // Oldest first out (a Map iterates in insertion order; a hit re-inserts its entry).
    for (const [oldKey, old] of built) {
      if (bytes <= maxBytes) break;
      built.delete(oldKey);
      bytes -= old.zip.byteLength;
    }
  };
  return {
    get(key: string): KitJobResult | undefined {
      const kit = built.get(key);
      if (kit) {
        built.delete(key);
        built.set(key, kit);
      }
      return kit;
    },
    async build(key: string, run: () => Promise<KitJobResult | KitJobFailure>): Promise<KitJobResult | KitJobFailure> {
      const pending = building.get(key);
      if (pending) return pending;
      const job = run().then((kit) => {
        if (!('failure' in kit)) remember(key, kit);
        return kit;
      });
      building.set(key, job);
      try {
        return await job;
      } finally {
        building.delete(key);
      }
    },
    get bytes() {
      return bytes;
    },
  };
}

/**
 * The cache key of a kit: every field of the worker's input (brand text, designer, seed and variant, the owner's
 * details, and anything a later field adds), in a fixed key order. A kit is a pure function of that input, so each version of a system (its
 * own seed and variant) has its own kit, and a version restored later gets exactly the kit it had.
 */
export function kitCacheKey(input: KitInput): string {
  const entries = Object.entries(input)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

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
  let closed = false;
  // piscina is loaded with the first kit, not with the server.
  const workers = async () => {
    const { Piscina } = await import('piscina');
    // A kit that was waiting for piscina while the server closed starts no worker.
    if (closed) throw workerUnavailable('The brand kit');
    if (pool) return pool;
    pool = new Piscina({
      filename: workerEntry(import.meta.url, './kit-worker-entry.mjs', 'kit-worker.js').href,
      maxThreads: 1,
      idleTimeout: 60_000,
      // The same heap cap as the engine's workers: a runaway kit ends its worker (the request is a 503, piscina starts
      // another), it cannot grow the server's memory without bound.
      resourceLimits: { maxOldGenerationSizeMb: 512 },
      // Between tasks the worker returns to its event loop, where resvg's pixel buffers are finalised (see the engine pool).
      atomics: 'async',
    });
    // A worker that dies outside a task emits 'error' on the pool; unheard, that event would end the process.
    pool.on('error', (error: unknown) => deps.logger.error({ err: error }, 'brand-kit worker failed'));
    return pool;
  };
  app.addHook('onClose', async () => {
    closed = true;
    await pool?.destroy();
  });
  // A kit whose worker was stopped (out of memory, the server closing) is 503 ENGINE_UNAVAILABLE, not a 500.
  const build = async (input: KitInput) => {
    try {
      return (await (await workers()).run(input)) as KitJobResult | KitJobFailure;
    } catch (error) {
      throw toWorkerError(error, 'The brand kit');
    }
  };
  const cache = createKitCache();

  app.post<{ Params: { projectId: string }; Body: { brief?: unknown } }>('/api/kit/:projectId', async (request, reply) => {
    if (request.params.projectId !== deps.config.projectId) throw notFound('Project not found');
    const input = parseKitBrief(request.body);
    const key = kitCacheKey(input);
    let kit: KitJobResult | KitJobFailure | undefined = cache.get(key);
    const hit = kit !== undefined;
    if (!kit) {
      const who = request.identity.kind === 'user' ? `user:${request.identity.userId}` : `ip:${clientAddressKey(request)}`;
      // One worker builds every kit: each caller may have only a few queued or building on it at once (429
      // ENGINE_BUSY, not counted against the per-minute limit).
      kit = await deps.engineQueues.kits.run(callerKey(request), async () => {
        const limit = await deps.rateLimiter.hit(`kit:${who}`, { limit: KITS_PER_MINUTE, windowSeconds: 60 });
        if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
        return cache.build(key, () => build(input));
      });
    }
    if ('failure' in kit) {
      // A bad brief is a 400; QUALITY_FAILED (422): no design passed the engine's checks, another designer or variant may.
      throw httpError(kit.failure.code, kit.failure.message);
    }
    return (
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(kit.filename))
        .header('cache-control', 'no-store')
        // Whether this version's kit was already built: clients show a build phase only when one is running.
        .header('x-kit-cache', hit ? 'hit' : 'miss')
        .send(Buffer.from(kit.zip))
    );
  });
}
