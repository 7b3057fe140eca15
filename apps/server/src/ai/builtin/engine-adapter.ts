/**
 * The one file that touches @logo-dna/engine: uses its designBrand/getDesigner/renderPng when they are
 * exported, and the stand-in until then.
 */
import type { BrandDesign, Brief, DesignerPreset, DesignOptions } from '@logo-dna/engine';
import * as engine from '@logo-dna/engine';
import * as engineNode from '@logo-dna/engine/node';
import type { DesignEngine, DesignInput, DesignSummary } from './design-summary';
import { createStandInEngine } from './stand-in-engine';

interface EngineApi {
  designBrand?: (brief: Brief, designerId: string, seed: number, options?: DesignOptions) => BrandDesign;
  getDesigner?: (id: string) => DesignerPreset | undefined;
  listDesigners?: () => DesignerPreset[];
}

interface EngineNodeApi {
  renderPng?: (svg: string, options: { size: number; background?: string }) => Uint8Array;
}

function toSummary(design: BrandDesign): DesignSummary {
  const { palette, typography, logos } = design;
  return {
    strategy: design.strategy,
    colors: { primary: palette.primary, secondary: palette.secondary, accent: palette.accent, neutral: palette.neutral },
    typography: { display: typography.display.family, support: typography.support.family },
    logos: { primary: logos.primary, monochrome: logos.monochrome, horizontal: logos.horizontal, stacked: logos.stacked },
    altText: design.altText,
  };
}

/** Builds the engine the builtin provider uses. */
export function createDesignEngine(): DesignEngine {
  const api = engine as unknown as EngineApi;
  const nodeApi = engineNode as unknown as EngineNodeApi;
  const standIn = createStandInEngine();
  const { designBrand } = api;
  if (typeof designBrand !== 'function') return standIn;
  const known = (id: string) =>
    typeof api.getDesigner === 'function'
      ? api.getDesigner(id) !== undefined
      : (api.listDesigners?.().some((designer) => designer.id === id) ?? standIn.hasDesigner(id));
  return {
    isEngine: true,
    hasDesigner(designerId) {
      try {
        return known(designerId);
      } catch {
        return false;
      }
    },
    design(input: DesignInput) {
      const { designerId, seed, variant, ...brief } = input;
      return toSummary(designBrand(brief, designerId, seed, { variant }));
    },
    renderPng: (svg, size) => (typeof nodeApi.renderPng === 'function' ? nodeApi.renderPng(svg, { size }) : standIn.renderPng(svg, size)),
  };
}
