/** Shared finishing for archetype modules: fit the artwork into the mark box and assemble the Mark. */
import { type Box, boxOfRings, isBoxEmpty } from '../geometry';
import { fitBoxMatrix, flattenPath, transformPath } from '../path';
import { type InkRole, type InkTone, MARK_BOX, type Mark, type MarkFeatures, type MarkLayer } from './types';

/** The artwork's longer side takes this share of the box; the rest is breathing room so nothing clips. */
const ARTWORK_SHARE = 0.86;

export interface DraftLayer {
  d: string;
  ink: InkRole;
  fillRule?: 'nonzero' | 'evenodd';
  tone?: InkTone;
  sparse?: boolean;
}

export interface FinishOptions {
  description: string;
  hasText: boolean;
  /** The full brand name is in the mark (see Mark.carriesName). */
  carriesName?: boolean;
  features?: MarkFeatures;
  /** One-ink layers for monochrome use (see Mark.monoLayers); transformed with the same matrix. */
  mono?: readonly DraftLayer[];
  /** Layers without lettering for small app icons (see Mark.iconLayers); transformed with the same matrix. */
  icon?: readonly DraftLayer[];
  /** `icon` is the mark's figure alone, without the ring or disc that holds it (see Mark.iconFigureAlone). */
  iconFigureAlone?: boolean;
  /** Override the share of the box the artwork fills (e.g. wide marks that should sit lower). */
  share?: number;
}

function layersBox(layers: readonly DraftLayer[]): Box {
  return boxOfRings(layers.flatMap((layer) => flattenPath(layer.d, 1)));
}

/**
 * Scales and centres all layers together so the artwork's box is centred in MARK_BOX with its
 * longer side at `share` × MARK_BOX, then rounds the numbers.
 */
export function finishMark(archetype: string, baseArchetype: string, layers: readonly DraftLayer[], options: FinishOptions): Mark {
  const drawn = layers.filter((layer) => layer.d.trim() !== '');
  const box = layersBox(drawn);
  if (isBoxEmpty(box)) throw new Error(`${archetype} drew nothing`);
  const share = options.share ?? ARTWORK_SHARE;
  const matrix = fitBoxMatrix(box, MARK_BOX * share, { x: MARK_BOX / 2, y: MARK_BOX / 2 });
  const finished: MarkLayer[] = drawn.map((layer) => ({
    d: transformPath(layer.d, matrix),
    ink: layer.ink,
    fillRule: layer.fillRule ?? 'nonzero',
    ...(layer.tone ? { tone: layer.tone } : {}),
    ...(layer.sparse ? { sparse: true } : {}),
  }));
  return {
    archetype,
    baseArchetype,
    layers: finished,
    viewBox: [0, 0, MARK_BOX, MARK_BOX],
    description: options.description,
    hasText: options.hasText,
    carriesName: options.carriesName ?? false,
    ...(options.mono
      ? {
          monoLayers: options.mono.map((layer) => ({
            d: transformPath(layer.d, matrix),
            ink: layer.ink,
            fillRule: layer.fillRule ?? 'nonzero',
          })),
        }
      : {}),
    ...(options.icon
      ? {
          iconLayers: options.icon.map((layer) => ({
            d: transformPath(layer.d, matrix),
            ink: layer.ink,
            fillRule: layer.fillRule ?? 'nonzero',
          })),
        }
      : {}),
    ...(options.icon && options.iconFigureAlone ? { iconFigureAlone: true } : {}),
    ...(options.features ? { features: transformFeatures(options.features, matrix) } : {}),
  };
}

/** Glyph outlines reported in the features move with the artwork. */
function transformFeatures(features: MarkFeatures, matrix: Parameters<typeof transformPath>[1]): MarkFeatures {
  return {
    ...features,
    ...(features.nameGlyphs ? { nameGlyphs: features.nameGlyphs.map((g) => ({ char: g.char, d: transformPath(g.d, matrix) })) } : {}),
    ...(features.letterGlyphs ? { letterGlyphs: features.letterGlyphs.map((g) => ({ char: g.char, d: transformPath(g.d, matrix) })) } : {}),
    ...(features.hiddenFigure ? { hiddenFigure: transformPath(features.hiddenFigure, matrix) } : {}),
  };
}
