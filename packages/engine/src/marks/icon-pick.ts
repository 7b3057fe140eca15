/** Choosing the pictogram for a mark from the brief (industry, keywords) and the designer's icon rules. */

import { ringSignedArea } from '../geometry';
import { getIcon, type IconMatch, searchIcons } from '../icons';
import { type Region, regionFromPath, regionUnion } from '../path';
import { chooseOption } from './params';
import type { MarkContext } from './types';

/** Used when nothing in the brief finds an icon: a neutral, solid figure. */
const FALLBACK_ICONS = ['star-four', 'sparkle', 'diamond'];

export interface PickIconOptions {
  /** Silhouette archetypes prefer solid one-piece icons (§4.3 step 4). */
  forSilhouette?: boolean;
  /** Several distinct icons (fusions, dual emblems): which one to take. */
  index?: number;
  /** Extra names to avoid (e.g. the icon already used). */
  exclude?: readonly string[];
}

/** The icon for a mark: among the top three matches (variant 0 takes the best), deny-lists applied. */
export function pickIcon(ctx: MarkContext, path: string, options: PickIconOptions = {}): IconMatch {
  const denyNames = [...(ctx.dna.icons?.denyNames ?? []), ...(options.exclude ?? [])];
  const matches = searchIcons({
    industry: ctx.brief.industry,
    keywords: ctx.keywords,
    denyNames,
    forSilhouette: options.forSilhouette ?? true,
    limit: 6,
  });
  const index = options.index ?? 0;
  const pool = matches.slice(index, index + 3);
  if (pool.length > 0) return chooseOption(ctx, `icon:${path}`, pool);
  const fallback = FALLBACK_ICONS.map((name) => getIcon(name)).find(
    (icon): icon is IconMatch => Boolean(icon) && !denyNames.includes(icon!.name),
  );
  if (!fallback) throw new Error('No icon available');
  return fallback;
}

/**
 * The icon's fill outline as a clean region: details smaller than `minArea` (specks, thin
 * counters) are dropped so the figure survives at favicon size (designer-dna.md §1 simplify).
 */
export function iconRegion(icon: IconMatch, minArea = 0): Region {
  const region = regionUnion(regionFromPath(icon.d, 0.25));
  return region.filter((ring) => Math.abs(ringSignedArea(ring)) >= minArea);
}
