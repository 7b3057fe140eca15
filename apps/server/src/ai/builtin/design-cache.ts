/**
 * Remembers recent designs per (brief, designer, seed, variant) so the strategy, image and palette calls
 * of one generation compute the design once and describe the same one; and recent previews (the primary
 * logo alone), so a gallery shown again after a reload is answered without the engine.
 */
import { badRequest } from '../../http/errors';
import type { DesignEngine, DesignInput, DesignPreview, DesignSummary } from './design-summary';

export interface DesignCacheOptions {
  /** Entries kept per kind (designs, previews; oldest evicted first). Default 256. */
  maxEntries?: number;
  /** How long an entry stays, ms. Default 10 minutes, longer than any one generation. */
  ttlMs?: number;
  now?: () => number;
}

export interface DesignCache {
  /** The design for `input`; 400 "Designer not found" for an unknown designer (spec §5). */
  designFor(input: DesignInput): Promise<DesignSummary>;
  /** The primary logo of `designFor(input)`, computed alone; the same 400 for an unknown designer. */
  previewFor(input: DesignInput): Promise<DesignPreview>;
  readonly engine: DesignEngine;
}

/** Least-recently-used promises by key, each kept `ttlMs`; a rejected promise is forgotten. */
function createMemo<T>(maxEntries: number, ttlMs: number, now: () => number) {
  const entries = new Map<string, { value: Promise<T>; expiresAt: number }>();
  return (key: string, compute: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now()) {
      // Re-insert so the Map's insertion order doubles as least-recently-used order.
      entries.delete(key);
      entries.set(key, hit);
      return hit.value;
    }
    // The promise is cached, so calls arriving together (strategy and palette) share one computation.
    const value = compute();
    value.catch(() => entries.delete(key));
    entries.set(key, { value, expiresAt: now() + ttlMs });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return value;
  };
}

export function createDesignCache(engine: DesignEngine, options: DesignCacheOptions = {}): DesignCache {
  const { maxEntries = 256, ttlMs = 10 * 60_000, now = Date.now } = options;
  const designs = createMemo<DesignSummary>(maxEntries, ttlMs, now);
  const previews = createMemo<DesignPreview>(maxEntries, ttlMs, now);
  const known = (input: DesignInput) => {
    if (!engine.hasDesigner(input.designerId)) throw badRequest('Designer not found', 'DESIGNER_NOT_FOUND');
    return JSON.stringify(input);
  };
  return {
    engine,
    designFor(input) {
      return designs(known(input), () => engine.design(input));
    },
    previewFor(input) {
      return previews(known(input), () => engine.preview(input));
    },
  };
}
