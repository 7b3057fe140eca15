/** system.json: the decision record as the CLI, the brand kit and the web app read it. */
import type { BrandDesign, Brief, DesignDecisions } from '../types';
import { describeSystem } from './decisions';

export const SYSTEM_RECORD_SCHEMA = 'logo-dna/system@1';

export interface SystemRecord {
  schema: typeof SYSTEM_RECORD_SCHEMA;
  designer: { id: string; name: string };
  brief: Brief;
  archetype: string;
  variant: number;
  seed: number;
  mark: DesignDecisions['mark'];
  /** What the app icon draws and why (absent in records made before it was recorded). */
  icon?: DesignDecisions['icon'];
  palette: DesignDecisions['palette'];
  fonts: DesignDecisions['fonts'];
  lockups: DesignDecisions['lockups'];
  qa: DesignDecisions['qa'];
  /** The editor's changes, the colours moved to keep AA and what could not be honoured (absent without edits). */
  edits?: DesignDecisions['edits'];
  /** The strategy's chosen concept, the sentence the rationale builds on. */
  selectedConcept: string;
}

/**
 * The record of one design. A design made without a record (e.g. stored before records existed) still gets one:
 * palette, fonts, lockups and QA are read from the design itself and the mark fields are left empty.
 */
export function toSystemRecord(design: BrandDesign): SystemRecord {
  const decisions: DesignDecisions = design.decisions ?? {
    mark: {
      archetype: design.archetype,
      baseArchetype: design.archetype,
      description: '',
      concept: '',
      icons: [],
      words: [],
      letters: '',
      carriesName: false,
      rejected: [],
    },
    ...describeSystem(design, design.quality),
  };
  return {
    schema: SYSTEM_RECORD_SCHEMA,
    designer: { id: design.designer.id, name: design.designer.name },
    brief: { ...design.brief },
    archetype: design.archetype,
    variant: design.variant,
    seed: design.seed,
    ...decisions,
    selectedConcept: design.strategy.selectedConcept,
  };
}

/** system.json text: two-space indented, newline-terminated, the same bytes for the same design. */
export function toSystemJson(design: BrandDesign): string {
  return `${JSON.stringify(toSystemRecord(design), null, 2)}\n`;
}
