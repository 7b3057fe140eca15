/** The decision record of one design: which concept, icons, colours, fonts and lockups were chosen, and why. */
import type { Mark } from '../marks/types';
import type {
  BrandDesign,
  DesignDecisions,
  EditsRecord,
  FaceSubstitution,
  LockupKind,
  LogoSet,
  Palette,
  QualityReport,
  Typography,
} from '../types';

/** The pieces of a finished candidate the record reads (integrate/candidate.ts `Candidate` fits this shape). */
export interface DecisionSource {
  design: Pick<BrandDesign, 'palette' | 'typography' | 'logos'>;
  mark: Mark;
  /** The editor's changes and what honouring them took (absent without edits). */
  edits?: EditsRecord;
  /** The designer's faces that had no letters for the text, and the faces drawn instead. */
  substitutions?: readonly FaceSubstitution[];
}

const LOCKUP_ORDER: readonly LockupKind[] = ['primary', 'horizontal', 'stacked', 'icon', 'monochrome', 'reversed'];

/** Width and height of an SVG document's viewBox (0 × 0 when it has none). */
export function readViewBoxSize(svg: string): { width: number; height: number } {
  const values =
    /viewBox="([^"]+)"/
      .exec(svg)?.[1]
      ?.trim()
      .split(/[\s,]+/)
      .map(Number) ?? [];
  const [, , width = 0, height = 0] = values;
  return { width: Number.isFinite(width) ? width : 0, height: Number.isFinite(height) ? height : 0 };
}

/** A lockup shows the mark when it paints one of the mark's layers (lockups nest the layers' path data as drawn). */
function showsMark(svg: string, mark: Mark): boolean {
  const layers = [...mark.layers, ...(mark.monoLayers ?? []), ...(mark.iconLayers ?? [])];
  return layers.some((layer) => layer.d.length > 0 && svg.includes(layer.d.slice(0, 64)));
}

function describeLockups(logos: LogoSet, mark?: Mark): DesignDecisions['lockups'] {
  return LOCKUP_ORDER.filter((id) => typeof logos[id] === 'string').map((id) => ({
    id,
    ...readViewBoxSize(logos[id]),
    ...(mark ? { showsMark: showsMark(logos[id], mark) } : {}),
  }));
}

function describePalette(palette: Palette): DesignDecisions['palette'] {
  return palette.colors.map((c) => ({ role: c.role, name: c.name, hex: c.hex, ...(c.requested ? { requested: c.requested } : {}) }));
}

function describeFonts(typography: Typography): DesignDecisions['fonts'] {
  const font = (f: Typography['display']) => ({ family: f.family, weights: [...f.weights], style: f.style });
  return { display: font(typography.display), support: font(typography.support) };
}

/**
 * The archetypes set aside before the chosen one, each with its reason, read from the QA repairs ("skipped archetype
 * globe-arcs: the brief names nothing global", "replaced the X mark (name-intact: …)") as "id: reason".
 */
function rejectedArchetypes(repairs: readonly string[]): string[] {
  const out = new Map<string, string>();
  for (const note of repairs) {
    const skipped = /^skipped archetype ([^\s:]+):?\s*(.*)$/s.exec(note);
    const replaced = /^replaced the (\S+) mark(?: \((.*)\))?$/s.exec(note);
    const [, id, reason] = skipped ?? replaced ?? [];
    if (id && !out.has(id)) out.set(id, reason ? `${id}: ${reason}` : id);
  }
  return [...out.values()];
}

function describeMark(mark: Mark, repairs: readonly string[]): DesignDecisions['mark'] {
  const icons = [...(mark.concept?.icons ?? mark.features?.icons ?? [])];
  const letters = mark.features?.letters ?? '';
  const fallbackLabel = icons.length > 0 ? icons.join(' + ') : mark.hasText ? 'lettering' : 'abstract form';
  return {
    archetype: mark.archetype,
    baseArchetype: mark.baseArchetype,
    description: mark.description,
    concept: mark.concept?.label || fallbackLabel,
    icons,
    words: [...(mark.concept?.words ?? [])],
    letters,
    carriesName: mark.carriesName ?? false,
    rejected: rejectedArchetypes(repairs),
  };
}

/** Everything in the record but the mark, read from the design itself (and the mark, when known, for showsMark). */
export function describeSystem(
  design: Pick<BrandDesign, 'palette' | 'typography' | 'logos'>,
  quality: QualityReport,
  mark?: Mark,
): Omit<DesignDecisions, 'mark'> {
  return {
    palette: describePalette(design.palette),
    fonts: describeFonts(design.typography),
    lockups: describeLockups(design.logos, mark),
    qa: {
      passed: quality.passed,
      checks: quality.checks.map((c) => ({ ...c })),
      repairs: [...quality.repairs],
      ...(quality.omitted?.length ? { omitted: quality.omitted.map((o) => ({ ...o, codePoints: [...o.codePoints] })) } : {}),
    },
  };
}

/** Builds the record from the chosen candidate and its final quality report; plain JSON throughout. */
export function buildDecisions(source: DecisionSource, quality: QualityReport): DesignDecisions {
  const edits = source.edits ? { edits: structuredClone(source.edits) } : {};
  const system = describeSystem(source.design, quality, source.mark);
  const substitutions = source.substitutions?.map((s) => ({ ...s })) ?? [];
  const fonts = substitutions.length > 0 ? { ...system.fonts, substitutions } : system.fonts;
  return { mark: describeMark(source.mark, quality.repairs), ...system, fonts, ...edits };
}
