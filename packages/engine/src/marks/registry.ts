/** The archetype registry: every base module and designer variant id (designer-dna.md §5 table) → its builder. */

import { buildCutPaper } from './modules/cut-paper';
import { buildDotMatrix } from './modules/dots';
import { buildEmblem } from './modules/emblem';
import { buildGesture } from './modules/gesture';
import { buildDividedMonogram, buildGeometricMonogram, buildLetterDisc } from './modules/monogram';
import { buildMeatballOrbit } from './modules/orbit';
import { buildBittenSilhouette, buildPictogram } from './modules/pictogram';
import { buildPetalFrame, buildRadialFan, buildRotationalSymbol, buildSunburst } from './modules/radial';
import { buildSeal } from './modules/seal';
import { buildStripedMark } from './modules/stripes';
import type { MarkBuilder } from './types';

/** Base module id → builder. */
const BASE_BUILDERS: Record<string, MarkBuilder> = {
  'geometric-monogram': buildGeometricMonogram,
  'letter-disc': buildLetterDisc,
  'divided-monogram': buildDividedMonogram,
  'striped-mark': buildStripedMark,
  'single-stroke-gesture': buildGesture,
  'pictogram-silhouette': buildPictogram,
  'bitten-silhouette': buildBittenSilhouette,
  'circular-seal': buildSeal,
  'emblem-badge': buildEmblem,
  'cut-paper-figure': buildCutPaper,
  'dot-matrix': buildDotMatrix,
  'meatball-orbit': buildMeatballOrbit,
  'rotational-symbol': buildRotationalSymbol,
  'radial-fan': buildRadialFan,
  'radial-petal-frame': buildPetalFrame,
  sunburst: buildSunburst,
};

/** Variant id → base module id, for the variants each base module understands. */
const VARIANTS: Record<string, string> = {
  'oversized-glyph': 'geometric-monogram',
  'object-built-letter': 'geometric-monogram',
  'double-letter-monogram': 'divided-monogram',
  'parallel-stripe-initial': 'striped-mark',
  'globe-arcs': 'striped-mark',
  'spectrum-marquee': 'striped-mark',
  'tail-fin-letter': 'striped-mark',
  'spectrum-banded-silhouette': 'striped-mark',
  'gesture-with-italic-wordmark': 'single-stroke-gesture',
  'gesture-letter': 'single-stroke-gesture',
  'surreal-fusion-pictogram': 'pictogram-silhouette',
  'pictogram-twist': 'pictogram-silhouette',
  'dual-icon-emblem': 'pictogram-silhouette',
  'notched-silhouette': 'bitten-silhouette',
  'figure-emblem': 'circular-seal',
  'zoomed-figure-crop': 'circular-seal',
  'oval-monogram': 'emblem-badge',
  'script-in-badge': 'emblem-badge',
  'label-lockup': 'emblem-badge',
  'portrait-disc': 'emblem-badge',
  'chevron-vector': 'meatball-orbit',
  'card-ornament': 'rotational-symbol',
  'sun-badge': 'sunburst',
};

export function findBuilder(archetype: string): MarkBuilder | undefined {
  return BASE_BUILDERS[archetype] ?? BASE_BUILDERS[VARIANTS[archetype] ?? ''];
}

export function listRegisteredArchetypes(): string[] {
  return [...Object.keys(BASE_BUILDERS), ...Object.keys(VARIANTS).filter((id) => BASE_BUILDERS[VARIANTS[id]!])].sort();
}

export function baseOfArchetype(archetype: string): string | undefined {
  return BASE_BUILDERS[archetype] ? archetype : VARIANTS[archetype];
}
