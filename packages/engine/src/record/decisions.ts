/** The decision record of one design: which concept, icons, colours, fonts and lockups were chosen, and why. */
import { type AppIconMaster, planAppIcon } from '../lockups/app-icon';
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
  /** The master the lockups were built from (absent: the icon is not recorded). */
  master?: AppIconMaster;
  /** The app icon's sign and the idea it carries, when the icon is the initial with a device. */
  iconSign?: { mark: Mark; idea?: { source: 'mark' | 'chosen' | 'deal' | 'name' } };
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

const DEVICE_REASON = {
  'sequence-colours': 'the colours the name is set in, one letter holding the whole sequence',
  rule: "a rule, the one the wordmark is set with or the designer's own",
  swash: "a swash, the lettering's own or the designer's",
  'full-stop': 'a full stop in the second colour, the one decision a name set plain can lend a single letter',
} as const;

const IDEA_SOURCE = {
  mark: 'the idea the mark itself draws',
  chosen: 'the icon chosen in the editor',
  deal: "this designer's share of the brief's ideas (no pictogram is drawn by more than three designers)",
  name: "the picture the name's own word gives",
} as const;

/** What the app icon draws and why, from the plan the lockups followed (lockups/app-icon.ts planAppIcon). */
function describeIcon(source: DecisionSource): DesignDecisions['icon'] {
  const { master, mark } = source;
  if (!master) return undefined;
  const plan = planAppIcon(master);
  const drawn = plan.device && source.iconSign ? source.iconSign.mark : mark;
  const icons = plan.figure === 'initial' && !plan.device ? [] : [...(drawn.concept?.icons ?? drawn.features?.icons ?? [])];
  const words = icons.length > 0 ? [...(drawn.concept?.words ?? [])] : [];
  const concept =
    icons.length > 0
      ? (drawn.concept?.label ?? icons.join(' + '))
      : drawn.hasText || plan.figure === 'initial'
        ? 'lettering'
        : 'abstract form';
  const letters = master.initial.glyphs.length > 0 ? 'the initial' : 'the name';
  const base = { figure: plan.figure, ...(plan.device ? { device: plan.device } : {}), concept, icons, words };
  if (master.sturdyIcon)
    return {
      ...base,
      description: 'The initial alone, set heavy.',
      reason:
        'The icon the mark gave blurred at 16 px (its strokes or dots finer than a pixel), so the icon is the initial alone, set heavy.',
    };
  if (master.figureIcon && source.iconSign)
    return {
      ...base,
      description: source.iconSign.mark.description,
      reason: "The mark's figure blurred inside what holds it at 16 px, so the icon draws the figure alone, large on the tile.",
    };
  if (plan.figure === 'mark')
    return { ...base, description: mark.description, reason: 'The mark stands on its own in a square, so the icon is the mark itself.' };
  if ((plan.figure === 'mark-without-lettering' || plan.figure === 'mark-simplified') && mark.iconFigureAlone)
    return {
      ...base,
      description: `${mark.description} The icon draws its figure alone.`,
      reason: "Inside the mark's ring the figure would be a smudge at 16 px, so the icon draws the figure alone, large on the tile.",
    };
  if (plan.figure === 'mark-simplified')
    return {
      ...base,
      icons: icons.slice(0, 1),
      concept: icons[0]?.replace(/-/g, ' ') ?? concept,
      description: `${mark.description} The icon keeps ${icons.length > 1 ? 'the first figure' : 'the figure'} alone.`,
      reason: `The mark's ${icons.length > 1 ? 'two small figures' : 'detail round its figure'} would blur at 32 px, so the icon keeps ${icons.length > 1 ? 'the first of them' : 'the figure'}, drawn large.`,
    };
  if (plan.figure === 'mark-without-lettering')
    return {
      ...base,
      description: `${mark.description} Drawn without its lettering.`,
      reason: 'The ring lettering would not read at 16 px, so the icon is the mark without it.',
    };
  if (plan.figure === 'idea' && source.iconSign)
    return {
      ...base,
      description: source.iconSign.mark.description,
      reason: `The mark is lettering too wide for a square tile and its initial has no room for a figure that reads at 16 px, so the icon draws ${IDEA_SOURCE[source.iconSign.idea?.source ?? 'mark']} alone.`,
    };
  if (plan.device === 'figure-in-initial' && source.iconSign)
    return {
      ...base,
      description: source.iconSign.mark.description,
      reason: `The mark is lettering too wide for a square tile, so ${letters} carries ${IDEA_SOURCE[source.iconSign.idea?.source ?? 'mark']}.`,
    };
  if (plan.device && source.iconSign)
    return {
      ...base,
      description: source.iconSign.mark.description,
      reason: `The mark is lettering with no pictogram to give and too wide for a square tile, so ${letters} carries ${DEVICE_REASON[plan.device as keyof typeof DEVICE_REASON]}.`,
    };
  return {
    ...base,
    description: 'The initial alone.',
    reason:
      'The mark is lettering too wide for a square tile and the initial had no device the face could carry, so the icon is the initial alone.',
  };
}

/** Builds the record from the chosen candidate and its final quality report; plain JSON throughout. */
export function buildDecisions(source: DecisionSource, quality: QualityReport): DesignDecisions {
  const edits = source.edits ? { edits: structuredClone(source.edits) } : {};
  const system = describeSystem(source.design, quality, source.mark);
  const substitutions = source.substitutions?.map((s) => ({ ...s })) ?? [];
  const fonts = substitutions.length > 0 ? { ...system.fonts, substitutions } : system.fonts;
  const icon = describeIcon(source);
  return { mark: describeMark(source.mark, quality.repairs), ...(icon ? { icon } : {}), ...system, fonts, ...edits };
}
