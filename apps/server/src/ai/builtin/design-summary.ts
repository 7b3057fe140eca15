/** The part of a brand design the AI service answers from: one shape for the engine and its stand-in. */
import type { ColorsObject, LogoRole, TypographyObject } from '@logo-dna/protocol';

export interface DesignStrategy {
  positioning: string;
  concepts: [string, string, string];
  selectedConcept: string;
  rationale: string;
}

export interface DesignSummary {
  strategy: DesignStrategy;
  colors: ColorsObject;
  typography: TypographyObject;
  /** Clean SVG documents per lockup. */
  logos: Record<LogoRole, string>;
  altText: string;
}

/** Inputs of one design: the brief fields, the designer, the seed and the variation index. */
export interface DesignInput {
  brandName: string;
  industry: string;
  oneLiner: string;
  tagline?: string;
  desiredColors?: string;
  competitors?: string;
  designerId: string;
  seed: number;
  variant: number;
}

/** The engine as the AI service needs it; `undefined` from designBrand's caller means an unknown designer. */
export interface DesignEngine {
  /** True when the real design engine is loaded (false: the provisional stand-in). */
  readonly isEngine: boolean;
  hasDesigner(designerId: string): boolean;
  design(input: DesignInput): DesignSummary;
  renderPng(svg: string, size: number): Uint8Array;
}
