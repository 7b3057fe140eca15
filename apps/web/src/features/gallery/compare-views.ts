/**
 * What the comparison can show of each direction: the primary (the gallery's thumbnail), the horizontal and stacked
 * lockups, the app icon or the palette, the last four read from the direction's whole system (POST design/system).
 */
import type { DesignLockups } from '@logo-dna/protocol';

export type CompareViewId = 'primary' | 'horizontal' | 'stacked' | 'icon' | 'palette';

export const COMPARE_VIEWS: ReadonlyArray<{ id: CompareViewId; label: string }> = [
  { id: 'primary', label: 'Primary' },
  { id: 'horizontal', label: 'Horizontal' },
  { id: 'stacked', label: 'Stacked' },
  { id: 'icon', label: 'App icon' },
  { id: 'palette', label: 'Palette' },
];

export const DEFAULT_COMPARE_VIEW: CompareViewId = 'primary';

/** The part of a direction's whole system the comparison shows. */
export interface ComparedSystem {
  logos: Pick<DesignLockups, 'horizontal' | 'stacked' | 'icon'>;
  palette: ReadonlyArray<{ role: string; name: string; hex: string }>;
}

/** What one direction shows for a view: a logo on its ground, or its palette's colours. */
export type CompareArtwork =
  | { kind: 'logo'; svg: string; ground: string }
  | { kind: 'palette'; swatches: ReadonlyArray<{ role: string; name: string; hex: string }> };

/** The palette's light ground, where the logos are drawn (white when a record names none). */
function systemGround(system: ComparedSystem): string {
  return system.palette.find((swatch) => swatch.role === 'background')?.hex ?? '#FFFFFF';
}

/** A view of the whole system (every view but the primary, which is the thumbnail already drawn). */
export function toCompareArtwork(system: ComparedSystem, view: Exclude<CompareViewId, 'primary'>): CompareArtwork {
  if (view === 'palette') return { kind: 'palette', swatches: system.palette };
  return { kind: 'logo', svg: system.logos[view], ground: systemGround(system) };
}

/** "Paul Rand and Saul Bass", "Paul Rand, Saul Bass and Paula Scher". */
function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The comparison's title: who is compared, side by side. */
export function compareTitle(names: readonly string[]): string {
  return `${joinNames(names)}, side by side`;
}

/**
 * The grid for `count` directions: two columns on a narrow screen (two, or a 2 × 2 grid of three or four), all side
 * by side from the lg breakpoint. Whole class names, so Tailwind finds them.
 */
export function compareGridClass(count: number): string {
  if (count >= 4) return 'grid-cols-2 lg:grid-cols-4';
  if (count === 3) return 'grid-cols-2 lg:grid-cols-3';
  return 'grid-cols-2';
}

/**
 * Black or white text on a swatch, whichever contrasts more: WCAG 2.x relative luminance
 * (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance); black wins above L = 0.179, where both ratios are equal.
 */
export function readableOn(hex: string): string {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.179 ? '#000000' : '#FFFFFF';
}
