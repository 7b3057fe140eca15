/** The archetype registry: every base module and designer variant id (designer-dna.md §5 table) → its builder. */

import { buildCutPaper } from './modules/cut-paper';
import { buildDotMatrix } from './modules/dots';
import { buildEmblem } from './modules/emblem';
import { buildGesture } from './modules/gesture';
import { buildLigature, buildMulticolorSequence, buildRebus, buildTypeCollage } from './modules/lettering';
import { buildDividedMonogram, buildGeometricMonogram, buildLetterDisc } from './modules/monogram';
import { buildNameWordLettering } from './modules/name-words';
import { buildNegativeSpaceLetter, buildNegativeSpaceWordmark } from './modules/negative-space';
import { buildMeatballOrbit } from './modules/orbit';
import { buildBittenSilhouette, buildPictogram } from './modules/pictogram';
import { buildPetalFrame, buildRadialFan, buildRotationalSymbol, buildSunburst } from './modules/radial';
import { buildSeal } from './modules/seal';
import { buildStripedMark } from './modules/stripes';
import { buildDualReadingSymbol } from './modules/symbol';
import { buildArcGestureWordmark, buildMasthead, buildPureWordmark, buildScriptWordmark } from './modules/wordmark';
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
  'pure-wordmark': buildPureWordmark,
  'script-wordmark': buildScriptWordmark,
  'masthead-lettering': buildMasthead,
  'arc-gesture-wordmark': buildArcGestureWordmark,
  'type-collage': buildTypeCollage,
  'multicolor-letter-sequence': buildMulticolorSequence,
  'typographic-ligature': buildLigature,
  rebus: buildRebus,
  'name-word-lettering': buildNameWordLettering,
  'negative-space-letter': buildNegativeSpaceLetter,
  'negative-space-wordmark': buildNegativeSpaceWordmark,
  'dual-reading-symbol': buildDualReadingSymbol,
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
  'accent-letter-wordmark': 'pure-wordmark',
  'bodoni-wordmark': 'pure-wordmark',
  'heritage-wordmark': 'pure-wordmark',
  'melting-wordmark': 'pure-wordmark',
  'extended-titling': 'pure-wordmark',
  'wordmark-with-story-detail': 'pure-wordmark',
  'ribbon-wordmark': 'pure-wordmark',
  'band-header': 'pure-wordmark',
  'stacked-interlocking-script': 'script-wordmark',
  'script-initial': 'script-wordmark',
  'multicolor-initial': 'multicolor-letter-sequence',
  'witty-substitution': 'rebus',
  'figure-ground-monogram': 'negative-space-letter',
  'frame-symbol': 'dual-reading-symbol',
  'figure-ground-pair': 'dual-reading-symbol',
  'skewed-symbol': 'dual-reading-symbol',
};

export function findBuilder(archetype: string): MarkBuilder | undefined {
  return BASE_BUILDERS[archetype] ?? BASE_BUILDERS[VARIANTS[archetype] ?? ''];
}

export function listRegisteredArchetypes(): string[] {
  return [...Object.keys(BASE_BUILDERS), ...Object.keys(VARIANTS).filter((id) => BASE_BUILDERS[VARIANTS[id]!])].sort();
}
