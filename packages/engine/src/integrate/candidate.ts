/** One design candidate: DNA + palette + type + mark + lockups + strategy, built under a given repair state. */

import { converter } from 'culori';
import { extractKeywords, firstGrapheme, initialsOf } from '../brief';
import { buildPalette, colorsLetters, ensureContrast, isNeutralHex } from '../color';
import { contrastRatio } from '../color/wcag-contrast';
import { getDesigner, primaryLockupOf, toDesignerPreset } from '../dna';
import type { DesignerDNA } from '../dna/types';
import { applyDnaEdits, applyLayoutEdits, applyPaletteEdits } from '../edits';
import { buildAppIcon, planAppIcon } from '../lockups/app-icon';
import { buildLockups } from '../lockups/build-lockups';
import { type IconSign, type LockupInks, type LockupLayout, type LockupMaster, type LockupParams, mirrorLayout } from '../lockups/types';
import { appIconShare } from '../marks/favicon-figure';
import { checkForbiddenMotifs } from '../marks/guardrails';
import { dealSeatOf, dealtNamePicture } from '../marks/icon-pick';
import {
  buildDeviceSign,
  buildFigureLetterSign,
  buildFigureSign,
  buildIconSign,
  buildLetteringInitial,
  type IconIdea,
  pickIconIdea,
  wordmarkDeviceOf,
} from '../marks/icon-sign';
import { nestingOffered } from '../marks/nested-figure';
import type { IconDevice, InkRole, Mark, MarkContext } from '../marks/types';
import { checkAppIcon } from '../qa/lockup-checks';
import { markSpellsName } from '../qa/name-check';
import { planTake, rankArchetypesForTake } from '../random/archetype-choice';
import { seedFor } from '../random/hash';
import { createRngFactory } from '../random/rng';
import { applyVariation } from '../random/variation';
import { altTextFor, writeStrategy } from '../strategy';
import type { DrawnInks } from '../strategy/facts';
import { fillColours } from '../svg';
import { isRightToLeft } from '../type/bidi';
import { setText } from '../type/set-text';
import type { FontSource, SetTextResult } from '../type/types';
import type {
  BrandDesign,
  Brief,
  DesignEdits,
  DesignSettings,
  EditsRecord,
  FaceSubstitution,
  FontChoice,
  Palette,
  Typography,
} from '../types';
import { fitArchetypes } from './archetype-fit';
import { buildLetterDiscMark } from './fallback-mark';
import { tellsTwinApart } from './letter-twins';
import { buildPreferringDecision, buildPreferringFusion, createMarkFonts, ideaArchetypeFor, ideaDesignersOn, measureMark } from './mark';
import { fitFacesToText } from './script-faces';
import {
  chooseTypography,
  initialFaceOf,
  setStackedLines,
  setTagline,
  setTaglineLines,
  setWordmarkLine,
  sturdyFaceOf,
  type TypeRepair,
  toInitials,
  WORDMARK_SIZE,
} from './typography';

export interface CandidateRepair extends TypeRepair {
  /** Archetypes rejected by an earlier quality check. */
  skipArchetypes: string[];
  /**
   * The archetype whose app icon blurred at 16 px while the mark passed: when it is built again, its icon is the
   * initial alone, set heavy (LockupMaster.sturdyIcon).
   */
  sturdyIconFor?: string;
  /**
   * The archetype whose app icon, a picture, blurred at 16 px (a figure small inside its ring or disc): when it is
   * built again, its icon is the mark's figure alone, drawn large (LockupMaster.figureIcon).
   */
  figureIconFor?: string;
}

export const NO_REPAIR: CandidateRepair = { weightDelta: 0, trackingDelta: 0, skipArchetypes: [] };

export interface CandidateParams {
  brief: Brief;
  designerId: string;
  seed: number;
  /** Where the designer's cycle of takes starts (the explicit seed, or the brand's variant-0 seed); default `seed`. */
  takeSeed?: number;
  variant: number;
  fonts: FontSource;
  /** The editor's changes, already validated (parseEdits); absent: none. */
  edits?: DesignEdits;
  /** The brief as first given, before the edits set another name or tagline: it plans the take and finds the concept. */
  baseBrief?: Brief;
  /**
   * How far this design walks on from the designer's seat in the deal of the brief's ideas: 0 keeps the 20 designers'
   * default designs apart; an explicit seed walks on. Default: the take seed (or the seed).
   */
  dealShift?: number;
}

export interface Candidate {
  design: BrandDesign;
  dna: DesignerDNA;
  mark: Mark;
  master: LockupMaster;
  inks: LockupInks;
  /** Archetypes the marks module could not build (reported as repairs). */
  skipped: string[];
  /** The edits and what honouring them took (absent without edits). */
  edits?: EditsRecord;
  /** The designer's faces that had no letters for the name or tagline, and the faces drawn instead. */
  substitutions: FaceSubstitution[];
  /** The app icon's sign (the initial carrying an idea) and the idea it carries; absent: the icon is the mark or the initial. */
  iconSign?: { mark: Mark; idea?: IconIdea };
}

/** The module that draws any icon, tried last when the user chose an icon the designer's own marks did not draw. */
const ICON_FALLBACK_ARCHETYPE = 'pictogram-silhouette';

function lettersOf(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLocaleUpperCase('en');
}

const toOklch = converter('oklch');

/**
 * Where a designer's colour logic puts the name when the mark carries the brand colour: in the designer's ink (one
 * colour and black: the colour lives in the mark), in a text-strength shade of the lead colour (a warm pair: one hue
 * carries the whole logo), or free to take a requested colour of its own (duos, sets, spectra, flags).
 */
type NameInk = 'ink' | 'lead' | 'free';

/** A colour dark enough to stand for black in one-colour-and-black logic (navy, oxblood, forest). */
function isInkDark(hex: string): boolean {
  return (toOklch(hex)?.l ?? 0) < 0.4;
}
const NAME_INK: Partial<Record<DesignerDNA['color']['strategy'], NameInk>> = {
  accent: 'ink',
  mono: 'ink',
  earth: 'ink',
  'warm-pair': 'lead',
};

/**
 * The lockup inks. A requested primary always shows in the primary logo: the mark paints it (its ink layers take it
 * when it has no primary layer), and the name takes it only where it reads as text and the designer's colour logic
 * lets the name carry colour (NAME_INK); otherwise the name takes the ink, or a deeper shade of the same hue when the
 * name stands alone. Lettering that spells the name is text (4.5:1).
 */
function pickInks(palette: Palette, dna: DesignerDNA, mark: Mark, nameInMark: boolean, groundEdited = false): LockupInks {
  const ink = palette.colors.find((c) => c.role === 'ink')?.hex ?? palette.dark;
  const requested = palette.colors.find((c) => c.role === 'primary')?.requested !== undefined;
  const primaryIsText = contrastRatio(palette.primary, palette.light) >= 4.5;
  const textPartner = (hex: string) => (contrastRatio(hex, palette.light) >= 4.5 ? hex : ensureContrast(hex, palette.light, 4.5));
  const markPrimary = requested && nameInMark ? textPartner(palette.primary) : palette.primary;
  const markRoles = new Set(mark.layers.map((l) => l.ink));
  const nameAlone = !nameInMark && primaryLockupOf(dna) === 'wordmark-only';
  const markShown = nameInMark || !nameAlone;
  // The rule applies where a mark shows beside the name and carries the colour; a name alone always shows it.
  const nameRule: NameInk = requested && markShown && !nameInMark ? (NAME_INK[dna.color.strategy] ?? 'free') : 'free';
  const freeWordmark = primaryIsText ? palette.primary : requested && nameAlone ? textPartner(palette.primary) : ink;
  const inks = {
    primary: markPrimary,
    secondary: palette.secondary,
    accent: palette.accent,
    ink: requested && !markRoles.has('primary') ? markPrimary : ink,
    wordmark: nameRule === 'ink' ? ink : nameRule === 'lead' ? textPartner(palette.primary) : freeWordmark,
  };
  // One colour and black: a dark request (navy) is the black that sets the name, and the brighter one the colour.
  const brighter = palette.colors.find((c) => c.role === 'secondary' && c.requested !== undefined);
  // Only where the mark paints the lead colour and not the brighter one already (a two-colour mark keeps both).
  const markShowsOnlyLead = markRoles.has('primary') && !markRoles.has('secondary') && !markRoles.has('accent');
  if (nameRule === 'ink' && brighter && markShowsOnlyLead && isInkDark(palette.primary) && !isInkDark(brighter.hex)) {
    inks.primary = brighter.hex;
    inks.wordmark = textPartner(palette.primary);
  }
  // Further requested colours the primary logo does not show take a free role: an accent or ink layer of the mark,
  // else the name (which then hands the lead colour to the mark) where the designer lets the name carry colour.
  const unplaced: string[] = [];
  for (const role of ['secondary', 'accent'] as const) {
    const color = palette.colors.find((c) => c.role === role && c.requested !== undefined);
    if (!color || (markShown && markRoles.has(role))) continue;
    const accentRequested = palette.colors.some((c) => c.role === 'accent' && c.requested);
    const accentFree = markShown && role === 'secondary' && markRoles.has('accent') && !accentRequested;
    const inkFree = markShown && markRoles.has('ink') && inks.ink === ink && !nameInMark;
    if (accentFree) inks.accent = color.hex;
    else if (inkFree) inks.ink = color.hex;
    else if (
      nameRule === 'free' &&
      !nameInMark &&
      (inks.wordmark === ink || (markShown && markRoles.has('primary') && inks.wordmark === palette.primary))
    )
      inks.wordmark = textPartner(color.hex);
    else unplaced.push(color.hex);
  }
  const requestedGround =
    palette.colors.find((c) => c.role === 'background')?.requested !== undefined &&
    (groundEdited || paintsRequestedGround(dna, palette.light))
      ? palette.light
      : undefined;
  const groundFill = requestedGround ?? groundFor(unplaced, inks, markShown ? markRoles : new Set(), nameInMark);
  const mono = dna.color.monoFallback === 'black' || contrastRatio(palette.primary, palette.light) < 4.5 ? ink : palette.primary;
  return {
    ...inks,
    light: palette.light,
    dark: palette.dark,
    tagline: palette.neutral,
    mono,
    ...(groundFill ? { groundFill } : {}),
  };
}

/** A light paper tone: cream, ivory, off-white (not white itself). */
function isLightPaper(hex: string): boolean {
  const lch = toOklch(hex);
  return hex.toUpperCase() !== '#FFFFFF' && (lch?.l ?? 0) >= 0.88 && (lch?.c ?? 0) < 0.06;
}

/**
 * Whether the logo stands on the requested ground. A coloured ground was chosen by the designer's palette logic (a
 * designer of fields); a paper tone ("cream", "off-white") is the brand's paper in the palette, the kit and the mockups,
 * and fills the logo itself only for a designer who sets logos on paper: twenty designers all answering on cream read as
 * one colouring. A ground the user sets in the editor is always drawn.
 */
function paintsRequestedGround(dna: DesignerDNA, ground: string): boolean {
  return !isLightPaper(ground) || dna.color.field !== undefined || dna.color.background.some(isLightPaper);
}

/**
 * A requested black, charcoal, white or cream that neither the mark nor the name could take ("red and black" for a
 * red name) becomes the ground the logo stands on, when the name (4.5:1) and every ink the mark shows (3:1) read on it.
 */
function groundFor(
  unplaced: readonly string[],
  inks: Pick<LockupInks, 'primary' | 'secondary' | 'accent' | 'ink' | 'wordmark'>,
  markRoles: ReadonlySet<string>,
  nameInMark: boolean,
): string | undefined {
  return unplaced.find((hex) => {
    // Black, charcoal, white or cream only: a mid grey ("silver", "slate") laid under the whole logo is a flat grey
    // panel, not a ground anyone asked for.
    if (!isNeutralHex(hex) || !isGroundTone(hex)) return false;
    const markInks = (['primary', 'secondary', 'accent', 'ink'] as const).filter((role) => markRoles.has(role)).map((role) => inks[role]);
    return (nameInMark || contrastRatio(inks.wordmark, hex) >= 4.5) && markInks.every((markInk) => contrastRatio(markInk, hex) >= 3);
  });
}

/** Near black or near white: ≥ 12:1 against white (charcoal and darker) or ≥ 15:1 against black (cream and lighter). */
function isGroundTone(hex: string): boolean {
  return contrastRatio(hex, '#FFFFFF') >= 12 || contrastRatio(hex, '#000000') >= 15;
}

/** The weight of an initial set heavy for an icon that blurred at 16 px (the face's nearest weight is drawn). */
const HEAVY_INITIAL = 800;

/**
 * The first of `families` that has a heavy weight, at `weight`: a face drawn at one light weight only (Varela Round)
 * set "heavy" stays thin and greys out at 16 px, so the support face sets the letter instead.
 */
function heavyFont(fonts: FontSource, families: readonly string[], weight: number) {
  const faces = families.map((family) => fonts.getFont(family, weight, 'normal'));
  return faces.find((face) => face.weight >= HEAVY_INITIAL - 100) ?? faces[0]!;
}

/** The initial the app icon and its signs are drawn from (initialFaceOf), a support face at the display's weight. */
function setInitial(
  chosen: ReturnType<typeof chooseTypography>,
  initials: string,
  fonts: FontSource,
  fallbacks: ReturnType<FontSource['getFallbacks']>,
  share: number,
  heavy = false,
): SetTextResult {
  const support = initialFaceOf(chosen.display, chosen.support) === 'support';
  const weight = Math.max(support ? 600 : 0, chosen.displayFont.weight);
  const sturdy = sturdyFaceOf(chosen.display, chosen.support) === 'support' ? chosen.support : chosen.display;
  const supportFont = fonts.getFont(chosen.support.family, weight, 'normal');
  const font = heavy
    ? heavyFont(fonts, [sturdy.family, chosen.support.family], Math.min(900, Math.max(HEAVY_INITIAL, weight + 300)))
    : support
      ? supportFont
      : chosen.displayFont;
  // A letter whose telling stroke melts at 16 px (League Gothic's Q reads as a zero) is set in the support face.
  const char = firstGrapheme(initials).toLocaleUpperCase();
  const other = chosen.support.family !== chosen.display.family ? supportFont : undefined;
  const reads = !other || tellsTwinApart(font, char, share) || !tellsTwinApart(other, char, share) ? font : other;
  return setText(reads, firstGrapheme(initials), { size: WORDMARK_SIZE, trackingEm: 0, textCase: 'upper', fallbacks });
}

/** The mark's ink roles whose palette colour honours a requested colour (the background role is the mark's ground). */
function requestedInks(palette: Palette): InkRole[] {
  const roles: Partial<Record<string, InkRole>> = { primary: 'primary', secondary: 'secondary', accent: 'accent', background: 'ground' };
  return palette.colors.flatMap((c) => {
    const role = roles[c.role];
    return c.requested !== undefined && role ? [role] : [];
  });
}

/**
 * The DNA whose primary shows the mark. A designer who sets the name alone (wordmark-only first) draws most takes as
 * the name itself; when the take is a mark apart from the name (Vignelli's double letter, Kedar's faceted initial,
 * Ogilvy's oval monogram) the primary sets it beside or above the name, in the designer's next preferred lockup, since
 * the name alone would hide the very take and make every variant the same bare name. The stand-in letter disc (no
 * archetype of the designer could draw) stays out of the primary, and a lockup the user chose wins.
 */
function withMarkShown(dna: DesignerDNA, mark: Mark, nameInMark: boolean, edits: DesignEdits | undefined): DesignerDNA {
  if (nameInMark || edits?.layout?.primary || primaryLockupOf(dna) !== 'wordmark-only') return dna;
  if (!dna.archetypes.some((a) => a.id === mark.archetype)) return dna;
  const preferred = [...dna.layout.preferred.filter((p) => p !== 'wordmark-only'), 'wordmark-only' as const];
  const next = preferred.find((p) => p === 'horizontal' || p === 'stacked');
  return { ...dna, layout: { ...dna.layout, preferred: next ? preferred : ['horizontal', ...preferred] } };
}

/** Builds one candidate; the same params and repair always give the same bytes. */
export function buildCandidate(params: CandidateParams, repair: CandidateRepair): Candidate {
  const { brief, fonts, variant, seed, edits } = params;
  const base = params.baseBrief ?? brief;
  const canonical = getDesigner(params.designerId);
  // Archetypes with a subject of their own (a globe) are dealt only to briefs about it.
  const fitted = fitArchetypes(canonical, base);
  const plan = planTake(fitted.dna, params.takeSeed ?? seed, variant, seedFor(base.brandName.trim(), canonical.id, 0));
  // The preset exactly as written is the first take of the cycle; every other take is its seeded ±10 % variation.
  // The display faces the brief fits (no blackletter for a bookkeeper); an edit may still choose any face.
  const fittedFaces = { ...canonical, typography: fitted.dna.typography };
  const varied = applyDnaEdits(applyVariation(fittedFaces, plan.position === 0 ? variant : Math.max(1, variant), { seed }), edits);
  // A face without letters for the name (Cyrillic in a Latin script face) gives way to the nearest face that has them.
  const { dna, substitutions } = fitFacesToText(varied, { name: brief.brandName.trim(), tagline: brief.tagline }, fonts);
  const streams = createRngFactory(seed);
  const briefPalette = buildPalette(dna, brief, variant, { seed });
  const edited = applyPaletteEdits(briefPalette, edits?.palette, {
    lettersInAccents: colorsLetters(dna),
  });
  const palette = edited.palette;
  const notes: string[] = [];
  const chosen = chooseTypography(dna, fonts, repair);
  const fallbacks = fonts.getFallbacks(chosen.displayFont.weight);
  const name = brief.brandName.trim();
  const initials = initialsOf(name) || toInitials(name);
  const initial = setInitial(chosen, initials, fonts, fallbacks, appIconShare(dna.appIcon));
  const ranked = rankArchetypesForTake(fitted.dna, plan).filter((id) => !repair.skipArchetypes.includes(id));
  const icon = edits?.mark?.icon;
  // The designers share out the brief's ideas; an icon the user chose is drawn whatever the seat.
  const shift = variant + ((params.dealShift ?? params.takeSeed ?? seed) >>> 0);
  // A chosen icon needs a module that draws one: the designer's own first, the plain pictogram as a last resort.
  const archetypes = icon && !ranked.includes(ICON_FALLBACK_ARCHETYPE) ? [...ranked, ICON_FALLBACK_ARCHETYPE] : ranked;
  const baseCtx: MarkContext = {
    brief,
    dna,
    rng: (path) => streams(`mark:${variant}:${path}`),
    take: plan.take,
    palette: { primary: palette.primary, secondary: palette.secondary, accent: palette.accent, ink: palette.dark, ground: palette.light },
    // The brief's own requests shape the mark; colours set in the editor only repaint it.
    requestedInks: requestedInks(briefPalette),
    fonts: createMarkFonts(fonts, chosen, dna, fallbacks),
    initials,
    keywords: extractKeywords(base),
    variant,
    ...(icon ? { icon } : {}),
    ...(base !== brief ? { conceptBrief: base } : {}),
  };
  // Dealt on the brief's first name: a name edited in the editor keeps the concept (and the seat) it was given.
  const ahead = ideaDesignersOn(base.brandName.trim(), nestingOffered(baseCtx));
  const seat = icon ? undefined : dealSeatOf(canonical.id, shift, ahead);
  // The 20 default designs give way to each other; a seed or variant walking on keeps its own archetype.
  const deal = seat === undefined ? undefined : { seat, strict: shift === 0, ahead: ahead.length };
  const markCtx: MarkContext = deal ? { ...baseCtx, deal } : baseCtx;
  // The default design (no seed or variant walking on) of a designer who can fuse the figure with the name, or knock
  // it out of a holder, does.
  const preferred = deal?.strict ? ideaArchetypeFor(canonical.id, name, ahead) : undefined;
  // A designer dealt the name's own picture draws it in the mark where one of its archetypes can.
  const wanted = icon ?? dealtNamePicture(markCtx);
  const fallback = () => buildLetterDiscMark(initial, firstGrapheme(initials), palette.primary);
  const fused = buildPreferringFusion(markCtx, archetypes, fallback, preferred, wanted ? (mark) => drawsIcon(mark, wanted) : undefined);
  // The default design does not settle for a bare setting where the designer has an idea the brief admits.
  const built = deal?.strict && !wanted ? buildPreferringDecision(markCtx, archetypes, fallback, fused) : fused;
  if (icon && !drawsIcon(built.mark, icon)) notes.push(`no mark of this designer could draw the icon "${icon}"; the mark keeps its own`);
  const wordmark = setWordmarkLine(chosen, dna, name, fallbacks, repair);
  const master: LockupMaster = {
    layers: built.mark.layers,
    ...(built.mark.monoLayers ? { monoLayers: built.mark.monoLayers } : {}),
    ...(built.mark.iconLayers ? { iconLayers: built.mark.iconLayers } : {}),
    markBounds: built.bounds,
    wordmark,
    stackedLines: setStackedLines(chosen, dna, name, fallbacks, repair),
    tagline: brief.tagline?.trim() ? setTagline(chosen, dna, brief.tagline, wordmark.capHeight, fallbacks) : undefined,
    ...(brief.tagline?.trim() ? taglineLinesOf(setTaglineLines(chosen, dna, brief.tagline, wordmark.capHeight, fallbacks)) : {}),
    initial,
    markHasText: built.mark.hasText,
    ...(built.mark.features?.letters ? { markLetters: built.mark.features.letters } : {}),
    // Only a mark that spells the whole name stands without a wordmark; a lettered mark of a name that is its
    // own initials ("Ox", "IBM") spells it too.
    nameInMark: markSpellsName(built.mark, name) || (built.mark.hasText && lettersOf(name) === lettersOf(initials)),
  };
  const shown = withMarkShown(dna, built.mark, master.nameInMark, edits);
  const inks = pickInks(palette, shown, built.mark, master.nameInMark, edits?.palette?.background !== undefined);
  // The user's side and spacing win over the mirrored layout of a right-to-left name.
  const layout = applyLayoutEdits(isRightToLeft(name) ? mirrorLayout(shown.layout) : shown.layout, edits?.layout);
  const sturdy = repair.sturdyIconFor === built.mark.archetype;
  if (sturdy) {
    master.initial = setInitial(chosen, initials, fonts, fallbacks, appIconShare(dna.appIcon), true);
    master.sturdyIcon = true;
  }
  const options = sturdy
    ? []
    : repair.figureIconFor === built.mark.archetype
      ? figureAloneOptions(markCtx, built.mark, dna)
      : signOptions(markCtx, built.mark, master, dna);
  const sign = chooseSign(options, { master, inks, layout, appIcon: dna.appIcon, title: name });
  if (sign) master.iconSign = sign.master;
  if (sign && repair.figureIconFor === built.mark.archetype) master.figureIcon = true;
  const logos = buildLockups({ master, inks, layout, appIcon: dna.appIcon, title: name });
  const strategy = writeStrategy({
    brief,
    dna,
    archetype: built.mark.archetype,
    markDescription: built.mark.description,
    mark: built.mark,
    palette,
    nameInk: inks.wordmark,
    drawn: drawnInks(logos.primary, inks, master.nameInMark, Boolean(master.tagline)),
    typography: chosen.typography,
    variant,
    seed,
  });
  const design: BrandDesign = {
    settings: settingsOf(shown, layout, master.nameInMark),
    brief,
    designer: toDesignerPreset(dna),
    seed,
    variant,
    archetype: built.mark.archetype,
    strategy,
    palette,
    typography: withStandIns(chosen.typography, substitutions),
    logos,
    quality: { passed: true, checks: [], repairs: [] },
    altText: altTextFor(name, strategy.selectedConcept),
  };
  const record = edits ? { edits: { applied: edits, adjustments: edited.adjustments, notes } } : {};
  return {
    design,
    dna: shown,
    mark: built.mark,
    master,
    inks,
    skipped: [...fitted.unfit, ...built.skipped],
    substitutions,
    ...(sign ? { iconSign: { mark: sign.mark, ...(sign.idea ? { idea: sign.idea } : {}) } } : {}),
    ...record,
  };
}

/** A sign builder's result, or undefined when it cannot draw this name (no letter its face sets). */
function tryBuild<T>(build: () => T): T | undefined {
  try {
    return build();
  } catch {
    return undefined;
  }
}

type SignOption = { master: IconSign; mark: Mark; idea?: IconIdea };

/**
 * One app icon sign, built when asked: left out when it cannot be drawn or comes near a famous mark; recorded with the
 * idea it carries.
 */
function signOption(dna: DesignerDNA, build: () => Mark | undefined, device: IconDevice, idea?: IconIdea): () => SignOption | undefined {
  return () =>
    tryBuild(() => {
      const sign = build();
      const bounds = sign && checkForbiddenMotifs(sign, dna).passed ? measureMark(sign) : null;
      if (!sign || !bounds) return undefined;
      const concept = idea ? { label: idea.label, icons: [idea.icon.name], words: idea.words } : undefined;
      return {
        master: { layers: sign.layers, bounds, device, letters: sign.features?.letters ?? '' },
        mark: concept ? { ...sign, concept } : sign,
        ...(idea ? { idea } : {}),
      };
    });
}

/**
 * The app icon's signs, best first, when the icon would otherwise be the initial alone (a lettering mark): the initial
 * carrying the brief's idea, the lettering module's own initial, the wordmark's or the designer's device
 * (marks/icon-sign.ts). Built from the mark's context (brief, face, deal seat), so they belong to the same system; a
 * sign that comes near a famous mark, or that a name's letters cannot draw, is left out.
 */
function signOptions(ctx: MarkContext, mark: Mark, master: LockupMaster, dna: DesignerDNA): (() => SignOption | undefined)[] {
  if (planAppIcon(master).figure !== 'initial') return [];
  const initial = { text: firstGrapheme(ctx.initials), d: master.initial.d };
  const option = (build: () => Mark | undefined, device: IconDevice, idea?: IconIdea) => signOption(dna, build, device, idea);
  // A mark with its own device and not the name (initials in an oval, a letter in a shield) gives the icon its
  // letters only: a picture it never draws would make the icon a second logo.
  const picked = tryBuild(() => pickIconIdea(ctx, mark));
  const idea = picked && (mark.carriesName || picked.source === 'mark') ? picked : undefined;
  const fallback = wordmarkDeviceOf(mark, ctx, initial.text);
  return [
    // The letter that holds the mark's figure, as the mark draws them: the mark's own idea, whole.
    ...(idea?.source === 'mark' ? [option(() => buildFigureLetterSign(mark), 'figure-in-initial', idea)] : []),
    ...(idea ? [option(() => buildIconSign(ctx, idea, initial), 'figure-in-initial', idea)] : []),
    () => {
      const lettering = tryBuild(() => buildLetteringInitial(ctx, mark));
      return lettering ? option(() => lettering.mark, lettering.device)() : undefined;
    },
    // No room for the idea in the initial: the idea alone says more than the initial with a swash or a rule, unless
    // the mark draws it already (the stacked logo sets the sign over the mark, and would show the figure twice).
    ...(idea && idea.source !== 'mark' ? [option(() => buildFigureSign(ctx, idea), 'figure', idea)] : []),
    ...(fallback ? [option(() => buildDeviceSign(ctx, fallback, initial), fallback)] : []),
    // A rule reads where a swash or a stop could not (thin at 16 px, a dot too near a letter's own).
    ...(fallback && fallback !== 'rule' ? [option(() => buildDeviceSign(ctx, 'rule', initial), 'rule')] : []),
  ];
}

/**
 * The mark's own figure drawn alone and large, for a picture icon that blurred at 16 px inside its ring, disc or seal
 * (CandidateRepair.figureIconFor). None when the mark draws no pictogram.
 */
function figureAloneOptions(ctx: MarkContext, mark: Mark, dna: DesignerDNA): (() => SignOption | undefined)[] {
  const idea = tryBuild(() => pickIconIdea(ctx, mark));
  if (idea?.source !== 'mark') return [];
  return [signOption(dna, () => buildFigureSign(ctx, idea, 'held'), 'figure', idea)];
}

/** The first sign whose icon passes the app icon check (legible at 16 px, inside the safe area); none: the initial. */
function chooseSign(options: readonly (() => SignOption | undefined)[], params: LockupParams): SignOption | undefined {
  for (const build of options) {
    const sign = build();
    if (!sign) continue;
    const master = { ...params.master, iconSign: sign.master };
    if (checkAppIcon(buildAppIcon({ ...params, master }), master).passed) return sign;
  }
  return undefined;
}

/** The typography record with the designer's face each drawn face stands in for. */
function withStandIns(typography: Typography, substitutions: readonly FaceSubstitution[]): Typography {
  const mark = (choice: FontChoice, role: FaceSubstitution['role']): FontChoice => {
    // A designer without a support face sets the tagline in the display face, stand-in included.
    const swap =
      substitutions.find((s) => s.role === role && s.drawn === choice.family) ??
      substitutions.find((s) => s.role === 'display' && s.drawn === choice.family);
    return swap ? { ...choice, standsInFor: swap.designed } : choice;
  };
  return { display: mark(typography.display, 'display'), support: mark(typography.support, 'support') };
}

/** The colours the primary logo paints, read from its SVG, and which of them set the name, tagline and ground. */
function drawnInks(svg: string, inks: LockupInks, nameInMark: boolean, tagline: boolean): DrawnInks {
  const fills = fillColours(svg).map((hex) => hex.toUpperCase());
  return {
    fills,
    ...(nameInMark ? {} : { name: inks.wordmark }),
    ...(tagline ? { tagline: inks.tagline } : {}),
    ...(inks.groundFill ? { ground: inks.groundFill } : {}),
  };
}

/** Where the editor's name and layout controls start: the treatment and layout the lockups were built with. */
function settingsOf(dna: DesignerDNA, layout: LockupLayout, nameInMark: boolean): DesignSettings {
  const lockup = primaryLockupOf(dna);
  return {
    textCase: dna.typography.wordmark.case,
    trackingEm: dna.typography.wordmark.trackingEm,
    primaryLockup: nameInMark ? 'mark' : lockup === 'wordmark-only' ? 'wordmark' : lockup === 'stacked' ? 'stacked' : 'horizontal',
    markSide: layout.horizontal.markSide ?? 'left',
    stackAlign: layout.stacked.align,
  };
}

const taglineLinesOf = (lines: LockupMaster['taglineLines']) => (lines ? { taglineLines: lines } : {});

/** True when the mark draws the icon (as its concept or among the icons it reports). */
function drawsIcon(mark: Mark, icon: string): boolean {
  return (mark.concept?.icons ?? mark.features?.icons ?? []).includes(icon);
}
