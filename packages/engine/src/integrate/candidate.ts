/** One design candidate: DNA + palette + type + mark + lockups + strategy, built under a given repair state. */
import { extractKeywords, initialsOf } from '../brief';
import { buildPalette } from '../color';
import { getDesigner, toDesignerPreset } from '../dna';
import type { DesignerDNA } from '../dna/types';
import { buildLockups } from '../lockups/build-lockups';
import type { LockupInks, LockupMaster } from '../lockups/types';
import type { Mark } from '../marks/types';
import { contrastRatio } from '../qa/contrast';
import { markSpellsName } from '../qa/name-check';
import { seedFor } from '../random/hash';
import { createRngFactory } from '../random/rng';
import { applyVariation } from '../random/variation';
import { writeStrategy } from '../strategy';
import { setText } from '../type/set-text';
import type { FontSource, SetTextResult } from '../type/types';
import type { BrandDesign, Brief, Palette } from '../types';
import { buildLetterDiscMark } from './fallback-mark';
import { buildBrandMark, createMarkFonts, rankArchetypes } from './mark';
import { chooseTypography, setStackedLines, setTagline, setWordmarkLine, type TypeRepair, toInitials, WORDMARK_SIZE } from './typography';

export interface CandidateRepair extends TypeRepair {
  /** Archetypes rejected by an earlier quality check. */
  skipArchetypes: string[];
}

export const NO_REPAIR: CandidateRepair = { weightDelta: 0, trackingDelta: 0, skipArchetypes: [] };

export interface CandidateParams {
  brief: Brief;
  designerId: string;
  seed: number;
  variant: number;
  fonts: FontSource;
}

export interface Candidate {
  design: BrandDesign;
  dna: DesignerDNA;
  mark: Mark;
  master: LockupMaster;
  inks: LockupInks;
  /** Archetypes the marks module could not build (reported as repairs). */
  skipped: string[];
}

function lettersOf(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLocaleUpperCase('en');
}

function pickInks(palette: Palette, dna: DesignerDNA): LockupInks {
  const ink = palette.colors.find((c) => c.role === 'ink')?.hex ?? palette.dark;
  // The name takes the primary when it reads as text on the ground; otherwise the ink.
  const wordmark = contrastRatio(palette.primary, palette.light) >= 4.5 ? palette.primary : ink;
  const mono = dna.color.monoFallback === 'black' || contrastRatio(palette.primary, palette.light) < 4.5 ? ink : palette.primary;
  return {
    primary: palette.primary,
    secondary: palette.secondary,
    accent: palette.accent,
    ink,
    light: palette.light,
    dark: palette.dark,
    wordmark,
    tagline: palette.neutral,
    mono,
  };
}

function setInitial(
  chosen: ReturnType<typeof chooseTypography>,
  initials: string,
  fallbacks: ReturnType<FontSource['getFallbacks']>,
): SetTextResult {
  return setText(chosen.displayFont, initials.slice(0, 1), { size: WORDMARK_SIZE, trackingEm: 0, textCase: 'upper', fallbacks });
}

/** Builds one candidate; the same params and repair always give the same bytes. */
export function buildCandidate(params: CandidateParams, repair: CandidateRepair): Candidate {
  const { brief, fonts, variant, seed } = params;
  const canonical = getDesigner(params.designerId);
  const dna = applyVariation(canonical, variant, { seed });
  const streams = createRngFactory(seed);
  const palette = buildPalette(dna, brief, variant, { seed });
  const chosen = chooseTypography(dna, fonts, repair);
  const fallbacks = fonts.getFallbacks(chosen.displayFont.weight);
  const name = brief.brandName.trim();
  const initials = initialsOf(name) || toInitials(name);
  const initial = setInitial(chosen, initials, fallbacks);
  const archetypes = rankArchetypes(canonical, variant, seedFor(name, canonical.id, 0)).filter((id) => !repair.skipArchetypes.includes(id));
  const built = buildBrandMark(
    {
      brief,
      dna,
      rng: (path) => streams(`mark:${path}`),
      palette: { primary: palette.primary, secondary: palette.secondary, accent: palette.accent, ink: palette.dark, ground: palette.light },
      fonts: createMarkFonts(fonts, chosen, dna, fallbacks),
      initials,
      keywords: extractKeywords(brief),
      variant,
    },
    archetypes,
    () => buildLetterDiscMark(initial),
  );
  const wordmark = setWordmarkLine(chosen, dna, name, fallbacks, repair);
  const master: LockupMaster = {
    layers: built.mark.layers,
    ...(built.mark.monoLayers ? { monoLayers: built.mark.monoLayers } : {}),
    ...(built.mark.iconLayers ? { iconLayers: built.mark.iconLayers } : {}),
    markBounds: built.bounds,
    wordmark,
    stackedLines: setStackedLines(chosen, dna, name, fallbacks, repair),
    tagline: brief.tagline?.trim() ? setTagline(chosen, dna, brief.tagline, wordmark.capHeight, fallbacks) : undefined,
    initial,
    markHasText: built.mark.hasText,
    // Only a mark that spells the whole name stands without a wordmark; a lettered mark of a name that is its
    // own initials ("Ox", "IBM") spells it too.
    nameInMark: markSpellsName(built.mark, name) || (built.mark.hasText && lettersOf(name) === lettersOf(initials)),
  };
  const inks = pickInks(palette, dna);
  const logos = buildLockups({ master, inks, layout: dna.layout, appIcon: dna.appIcon, title: name });
  const strategy = writeStrategy({
    brief,
    dna,
    archetype: built.mark.archetype,
    markDescription: built.mark.description,
    palette,
    typography: chosen.typography,
    variant,
    seed,
  });
  const design: BrandDesign = {
    brief,
    designer: toDesignerPreset(dna),
    seed,
    variant,
    archetype: built.mark.archetype,
    strategy,
    palette,
    typography: chosen.typography,
    logos,
    quality: { passed: true, checks: [], repairs: [] },
    altText: `${name} ${strategy.selectedConcept.slice(0, 100)}`,
  };
  return { design, dna, mark: built.mark, master, inks, skipped: built.skipped };
}
