/**
 * The same records on every run, for the screenshots: a record id is `logo_<time>_<random>` (web
 * generation/build-record.ts createLogoSystemId), so while an action mints ids the page's clock stands at a fixed time
 * and Math.random draws a fixed sequence. (The designs are the brief's own whatever the id; records made before the
 * page stored a seed derived theirs from the id, generation/logo-system.ts seedFromId.)
 */
import type { Page, Request } from '@playwright/test';

export interface DesignPin {
  /** The time the page reads while the ids are minted (each pin its own, so no two ids are alike). */
  at: string;
  /** The start of the page's Math.random sequence. */
  seed: number;
}

/** Runs `action` (a click that generates, or opens the gallery) with the page's ids pinned, then lets time run again. */
export async function withPinnedDesign<T>(page: Page, pin: DesignPin, action: () => Promise<T>): Promise<T> {
  await page.clock.setFixedTime(pin.at);
  await page.evaluate((seed) => {
    // mulberry32 (Tommy Ettinger's public-domain 32-bit generator): a fixed sequence from one number.
    let state = seed >>> 0;
    const pinned = () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const holder = window as unknown as { __unpinnedRandom?: () => number };
    holder.__unpinnedRandom ??= Math.random;
    Math.random = pinned;
  }, pin.seed);
  try {
    return await action();
  } finally {
    await page.evaluate(() => {
      const holder = window as unknown as { __unpinnedRandom?: () => number };
      if (holder.__unpinnedRandom) Math.random = holder.__unpinnedRandom;
    });
    await page.clock.setSystemTime(Date.now());
  }
}

export interface BriefSent {
  designerId: string;
  seed: number;
  variant: number;
}

/** Every design brief the page sends (previews, generations, kits), in order: what decides the designs drawn. */
export function recordBriefs(page: Page): BriefSent[] {
  const sent: BriefSent[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST') return;
    let body: unknown;
    try {
      body = request.postDataJSON();
    } catch {
      return;
    }
    const brief = (body as { brief?: { designerId?: unknown; seed?: unknown; variant?: unknown } } | null)?.brief;
    if (typeof brief?.designerId !== 'string' || typeof brief.seed !== 'number') return;
    sent.push({ designerId: brief.designerId, seed: brief.seed, variant: typeof brief.variant === 'number' ? brief.variant : 0 });
  });
  return sent;
}
