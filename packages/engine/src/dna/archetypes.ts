/**
 * Designer-specific archetype variants and the base module each one runs on (designer-dna.md §5 table),
 * so the mark builders implement 27 modules rather than one per preset name.
 */
import type { ArchetypeId, BaseArchetypeId } from './types';

export const ARCHETYPE_VARIANTS: Readonly<Record<string, BaseArchetypeId>> = {
  'gesture-with-italic-wordmark': 'single-stroke-gesture',
  'gesture-letter': 'single-stroke-gesture',
  'parallel-stripe-initial': 'striped-mark',
  'globe-arcs': 'striped-mark',
  'spectrum-marquee': 'striped-mark',
  'tail-fin-letter': 'striped-mark',
  'spectrum-banded-silhouette': 'striped-mark',
  'notched-silhouette': 'bitten-silhouette',
  'accent-letter-wordmark': 'pure-wordmark',
  'bodoni-wordmark': 'pure-wordmark',
  'heritage-wordmark': 'pure-wordmark',
  'melting-wordmark': 'pure-wordmark',
  'extended-titling': 'pure-wordmark',
  'wordmark-with-story-detail': 'pure-wordmark',
  'ribbon-wordmark': 'pure-wordmark',
  'band-header': 'pure-wordmark',
  'oval-monogram': 'emblem-badge',
  'script-in-badge': 'emblem-badge',
  'label-lockup': 'emblem-badge',
  'portrait-disc': 'emblem-badge',
  'figure-emblem': 'circular-seal',
  'zoomed-figure-crop': 'circular-seal',
  'surreal-fusion-pictogram': 'pictogram-silhouette',
  'pictogram-twist': 'pictogram-silhouette',
  'dual-icon-emblem': 'pictogram-silhouette',
  'witty-substitution': 'rebus',
  'sun-badge': 'sunburst',
  'chevron-vector': 'meatball-orbit',
  'frame-symbol': 'dual-reading-symbol',
  'figure-ground-pair': 'dual-reading-symbol',
  'skewed-symbol': 'dual-reading-symbol',
  'oversized-glyph': 'geometric-monogram',
  'object-built-letter': 'geometric-monogram',
  'double-letter-monogram': 'divided-monogram',
  'figure-ground-monogram': 'negative-space-letter',
  'stacked-interlocking-script': 'script-wordmark',
  'script-initial': 'script-wordmark',
  'multicolor-initial': 'multicolor-letter-sequence',
  'card-ornament': 'rotational-symbol',
};

/** The base module an archetype id runs on (a base id maps to itself). */
export function baseArchetypeOf(id: ArchetypeId): BaseArchetypeId {
  return ARCHETYPE_VARIANTS[id] ?? (id as BaseArchetypeId);
}
