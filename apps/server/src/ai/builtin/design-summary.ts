/** The part of a brand design the AI service answers from, and the engine port that produces it. */
import type { EngineError } from '@logo-dna/engine';
import type { ColorsObject, DesignLockups, DesignSettings, PaletteRecordObject, TypographyObject } from '@logo-dna/protocol';
import type { GenerationInput } from '../../generation/brief';

interface DesignStrategy {
  positioning: string;
  concepts: [string, string, string];
  selectedConcept: string;
  rationale: string;
}

export interface DesignSummary {
  strategy: DesignStrategy;
  colors: ColorsObject;
  /** Every colour with its name, the two grounds and the contrast pairs (the kit's palette.json). */
  palette: PaletteRecordObject;
  typography: TypographyObject;
  /** Clean SVG documents per lockup (the four of spec §3, the app icon and the reversed logo). */
  logos: DesignLockups;
  altText: string;
  /** The decision record (system.json), edits included. */
  record: Record<string, unknown>;
  /** How the name and lockups were set: where the editor's controls start. */
  settings: DesignSettings;
}

/** The primary logo alone (a gallery thumbnail): the same bytes as `DesignSummary.logos.primary` for the input. */
export interface DesignPreview {
  svg: string;
  /** The light ground the primary is drawn for (hex): the gallery paints it behind the thumbnail, in night mode too. */
  ground: string;
}

/** Inputs of one design: the brief fields, the designer, the seed and the variation index. */
export type DesignInput = GenerationInput;

/** An engine failure the client caused (e.g. an invalid brief), carried back from a worker as a value. */
export interface DesignFailure {
  failure: { code: EngineError['code']; message: string };
}

/** The engine as the AI service needs it; the CPU-heavy calls run off the event loop. */
export interface DesignEngine {
  hasDesigner(designerId: string): boolean;
  design(input: DesignInput): Promise<DesignSummary>;
  /** The primary logo of `design(input)`, without the rest of the system (a few times cheaper). */
  preview(input: DesignInput): Promise<DesignPreview>;
  renderPng(svg: string, size: number): Promise<Uint8Array>;
  /** The lockup as a vector PDF, as the brand kit ships it (logos/pdf). */
  renderPdf(svg: string, fallbackTitle: string): Promise<Uint8Array>;
  /**
   * Starts every worker thread and draws a sample logo in each, so the engine's code is loaded before the first
   * visitor's burst of previews (the gallery asks for several at once).
   */
  warm(): Promise<void>;
  close(): Promise<void>;
}
