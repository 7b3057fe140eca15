/** The 20 designer presets the form offers (spec §3), from the engine's pure core, read once. */
import type { DesignerPreset } from '@logo-dna/engine';
import { listDesigners } from '@logo-dna/engine/presets';

export type { DesignerPreset };

/** Spec §3: the default is the first preset. */
export const DEFAULT_DESIGNER_ID = 'paul-rand';

export const DESIGNERS: readonly DesignerPreset[] = listDesigners();
