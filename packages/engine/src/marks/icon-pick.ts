/** Choosing the pictogram for a mark from the brief (industry, keywords) and the designer's icon rules. */

import { boxOfRings, ringSignedArea, ringsTransform } from '../geometry';
import { expandIndustry, getIcon, type IconMatch, searchIcons } from '../icons';
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

/**
 * Name tokens of generic interface glyphs (avatars, people, camera apertures): they say "app", not the brand,
 * so a mark uses them only when the curated industry table asks for them (photography → aperture).
 */
export const GENERIC_ICON_TOKENS = ['user', 'users', 'person', 'aperture', 'smiley', 'identification', 'address'];

/** Generic tokens the brief's industry does not ask for (the search denies icons carrying any of them). */
export function deniedGenericTokens(industry: string): string[] {
  const wanted = new Set(expandIndustry(industry).flatMap((seed) => seed.split('-')));
  return GENERIC_ICON_TOKENS.filter((token) => !wanted.has(token));
}

/** The icon for a mark: among the top three matches (variant 0 takes the best), deny-lists applied. */
export function pickIcon(ctx: MarkContext, path: string, options: PickIconOptions = {}): IconMatch {
  const denyNames = [...(ctx.dna.icons?.denyNames ?? []), ...(options.exclude ?? []), ...deniedGenericTokens(ctx.brief.industry)];
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

/** The icon's region scaled so its 256-unit design box becomes `size`, centred on `center`. */
export function placeIcon(icon: IconMatch, center: { x: number; y: number }, size: number, minFeatureUnits = 0): Region {
  const scale = size / 256;
  // Details smaller than the minimum feature (in output units) are dropped before scaling.
  const minArea = (minFeatureUnits / scale) ** 2 * 0.5;
  return ringsTransform(iconRegion(icon, minArea), [scale, 0, 0, scale, center.x - 128 * scale, center.y - 128 * scale]);
}

/** Icon region fitted by its ink box (not Phosphor's padded 256 box) into a square of `size`. */
export function placeIconTight(icon: IconMatch, center: { x: number; y: number }, size: number, minFeatureUnits = 0): Region {
  const loose = placeIcon(icon, { x: 0, y: 0 }, 256, minFeatureUnits * (256 / size));
  const box = boxOfRings(loose);
  const scale = size / Math.max(box.maxX - box.minX, box.maxY - box.minY);
  const cx = (box.minX + box.maxX) / 2;
  const cy = (box.minY + box.maxY) / 2;
  return ringsTransform(loose, [scale, 0, 0, scale, center.x - cx * scale, center.y - cy * scale]);
}
