/**
 * The designer registry: the 20 DNA presets of designer-dna.md §2, looked up by spec id (spec §3).
 */

import type { DesignerPreset } from '../types';
import { EngineError } from '../types';
import { ALAN_FLETCHER } from './presets/alan-fletcher';
import { CAROLYN_DAVIDSON } from './presets/carolyn-davidson';
import { CHERMAYEFF_GEISMAR_HAVIV } from './presets/chermayeff-geismar-haviv';
import { DAVID_OGILVY } from './presets/david-ogilvy';
import { ED_BENGUIAT } from './presets/ed-benguiat';
import { FRANK_MASON_ROBINSON } from './presets/frank-mason-robinson';
import { IVAN_CHERMAYEFF } from './presets/ivan-chermayeff';
import { JAMES_MODARELLI } from './presets/james-modarelli';
import { LINDON_LEADER } from './presets/lindon-leader';
import { MASSIMO_VIGNELLI } from './presets/massimo-vignelli';
import { MILTON_GLASER } from './presets/milton-glaser';
import { PAUL_RAND } from './presets/paul-rand';
import { PAULA_SCHER } from './presets/paula-scher';
import { ROB_JANOFF } from './presets/rob-janoff';
import { RUTH_KEDAR } from './presets/ruth-kedar';
import { SAGI_HAVIV } from './presets/sagi-haviv';
import { SALVADOR_DALI } from './presets/salvador-dali';
import { SAUL_BASS } from './presets/saul-bass';
import { TERRY_HECKLER } from './presets/terry-heckler';
import { WALTER_LANDOR } from './presets/walter-landor';
import type { DesignerDNA, DesignerId, FontRef } from './types';
import { DESIGNER_IDS } from './types';

export { ARCHETYPE_VARIANTS, baseArchetypeOf } from './archetypes';
export type { FontFamilyInfo, FontId } from './fonts';
export { FONT_CATALOG, fontRef, shippedWeightsFor } from './fonts';
export type * from './types';
export { DESIGNER_IDS } from './types';

/** Presets are shared by every call, so they are frozen: variation works on copies. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const PRESETS: readonly DesignerDNA[] = deepFreeze([
  PAUL_RAND,
  MILTON_GLASER,
  CAROLYN_DAVIDSON,
  SAUL_BASS,
  LINDON_LEADER,
  ROB_JANOFF,
  CHERMAYEFF_GEISMAR_HAVIV,
  DAVID_OGILVY,
  TERRY_HECKLER,
  SALVADOR_DALI,
  PAULA_SCHER,
  JAMES_MODARELLI,
  ALAN_FLETCHER,
  IVAN_CHERMAYEFF,
  SAGI_HAVIV,
  FRANK_MASON_ROBINSON,
  RUTH_KEDAR,
  ED_BENGUIAT,
  MASSIMO_VIGNELLI,
  WALTER_LANDOR,
]);

const BY_ID = new Map<string, DesignerDNA>(PRESETS.map((dna) => [dna.id, dna]));

export function isDesignerId(id: string): id is DesignerId {
  return BY_ID.has(id);
}

/** The canonical DNA of a designer; throws `Designer not found` (spec §4) for an unknown id. */
export function getDesigner(id: string): DesignerDNA {
  const dna = BY_ID.get(id);
  if (!dna) throw new EngineError('Designer not found', 'DESIGNER_NOT_FOUND');
  return dna;
}

/** Converts a DNA to the preset the product shows (id, name, one-line description, 4 principles). */
export function toDesignerPreset(dna: DesignerDNA): DesignerPreset {
  return { id: dna.id, name: dna.name, description: dna.style, principles: [...dna.principles] };
}

/** All 20 presets in spec order (paul-rand first: the form's default). */
export function listDesigners(): DesignerPreset[] {
  return DESIGNER_IDS.map((id) => toDesignerPreset(getDesigner(id)));
}

function fontsOf(dna: DesignerDNA): FontRef[] {
  const t = dna.typography;
  return [...t.display, ...t.support, ...(t.script ?? []), ...(t.alternates ?? []), ...(t.weightFamily ?? [])];
}

/** Every @fontsource package any preset names, sorted: the set the font loader must bundle. */
export const ALL_FONT_PACKAGES: readonly string[] = [...new Set(PRESETS.flatMap((dna) => fontsOf(dna).map((f) => f.package)))].sort();

/** Every font reference of one designer (display, support, script, alternates, weight families). */
export function listDesignerFonts(dna: DesignerDNA): FontRef[] {
  return fontsOf(dna);
}

/**
 * The lockup a designer's primary is built from when the mark does not carry the name: its first preference that
 * sets the name (horizontal, stacked or the name alone); mark-only and emblem preferences need a mark that spells it.
 */
export function primaryLockupOf(dna: Pick<DesignerDNA, 'layout'>): 'horizontal' | 'stacked' | 'wordmark-only' {
  return dna.layout.preferred.find((p) => p === 'horizontal' || p === 'stacked' || p === 'wordmark-only') ?? 'horizontal';
}
