/** The 20 designer presets the form offers (spec §3), from the engine's pure core, read once. */
import { type DesignerPreset, listDesigners } from '@logo-dna/engine';

export type { DesignerPreset };

/** Spec §3: the default is the first preset. */
export const DEFAULT_DESIGNER_ID = 'paul-rand';

export const DESIGNERS: readonly DesignerPreset[] = listDesigners();

/** "paul-rand" → "Paul Rand" (spec §2: the result shows the preset name in title case from the id). */
export function toTitleCase(id: string): string {
  return id
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
