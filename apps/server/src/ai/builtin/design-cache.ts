/**
 * Remembers recent designs per (brief, designer, seed, variant) so the strategy, image and palette calls
 * of one generation compute the design once and describe the same one.
 */
import { badRequest } from '../../http/errors';
import type { DesignEngine, DesignInput, DesignSummary } from './design-summary';

export interface DesignCacheOptions {
  /** Entries kept (oldest evicted first). Default 256. */
  maxEntries?: number;
  /** How long an entry stays, ms. Default 10 minutes, longer than any one generation. */
  ttlMs?: number;
  now?: () => number;
}

export interface DesignCache {
  /** The design for `input`; 400 "Designer not found" for an unknown designer (spec §5). */
  designFor(input: DesignInput): Promise<DesignSummary>;
  readonly engine: DesignEngine;
}

export function createDesignCache(engine: DesignEngine, options: DesignCacheOptions = {}): DesignCache {
  const { maxEntries = 256, ttlMs = 10 * 60_000, now = Date.now } = options;
  const entries = new Map<string, { design: Promise<DesignSummary>; expiresAt: number }>();
  return {
    engine,
    designFor(input) {
      if (!engine.hasDesigner(input.designerId)) throw badRequest('Designer not found', 'DESIGNER_NOT_FOUND');
      const key = JSON.stringify(input);
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) {
        // Re-insert so the Map's insertion order doubles as least-recently-used order.
        entries.delete(key);
        entries.set(key, hit);
        return hit.design;
      }
      // The promise is cached, so calls arriving together (strategy and palette) share one computation.
      const design = engine.design(input);
      design.catch(() => entries.delete(key));
      entries.set(key, { design, expiresAt: now() + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return design;
    },
  };
}
