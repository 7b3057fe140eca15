/** designBrand: the whole logo system for one brief and designer, checked and repaired before it is returned. */

import { parseBrief } from './brief-check';
import { getDesigner } from './dna';
import { parseEdits } from './edits/parse-edits';
import { buildCandidate, type Candidate, type CandidateRepair, NO_REPAIR } from './integrate/candidate';
import { planAppIcon } from './lockups/app-icon';
import { runCoreChecks } from './qa/core-checks';
import { seedFor } from './random/hash';
import { buildDecisions } from './record/decisions';
import { checkDrawable, findOmitted } from './type/drawable';
import type { FontSource } from './type/types';
import { type BrandDesign, type Brief, type DesignEdits, type DesignOptions, EngineError, type QualityCheck } from './types';

const MAX_ATTEMPTS = 5;
/** What the legibility repair adds to the wordmark's weight; once added without effect, the next face is tried. */
const WEIGHT_STEP = 200;

/** Extra checks a host adds (Node adds the rasterised ones: 24 px legibility, monochrome survival). */
export type ExtraChecks = (candidate: Candidate) => QualityCheck[];

/**
 * The seed that asks for the designer's own design of the brief, as leaving the seed out does: the one the twenty
 * designers' answers to a brief are dealt for (no picture drawn by more than three of them, the decided take). A host
 * that stores a seed with every design stores this one for it; any other seed walks to a design of its own.
 */
export const OWN_DESIGN_SEED = 0;

export interface DesignBrandParams extends DesignOptions {
  brief: Brief;
  designerId: string;
  /** Left out or OWN_DESIGN_SEED: the designer's own design; any other value: another design of the same designer. */
  seed?: number;
  fonts: FontSource;
  extraChecks?: ExtraChecks;
}

/** The brief as the logos set it: the edited name and tagline in place of the brief's ("" removes the tagline). */
export function applyTextEdits(brief: Brief, edits: DesignEdits | undefined): Brief {
  const text = edits?.text;
  if (!text) return brief;
  const { tagline: _tagline, ...rest } = brief;
  const tagline = text.tagline ?? brief.tagline;
  return { ...rest, brandName: text.brandName ?? brief.brandName, ...(tagline ? { tagline } : {}) };
}

/** The app icon's checks at 16 px (node/raster-checks.ts): failing only these, the mark stays and its icon is redrawn. */
const ICON_CHECKS: ReadonlySet<string> = new Set(['app-icon-16px', 'app-icon-figure-16px', 'app-icon-detail-16px']);

/** True when the app icon comes from lettering: the initial with its device, the idea set alone for a lettering mark, or a lettered mark drawn whole. */
function iconIsLettering(candidate: Candidate): boolean {
  const plan = planAppIcon(candidate.master);
  return plan.figure === 'initial' || plan.figure === 'idea' || (plan.figure === 'mark' && plan.chars > 0);
}

/** The next repair for the failed checks: heavier, looser type for legibility; another archetype for mark failures. */
function nextRepair(
  repair: CandidateRepair,
  failed: readonly QualityCheck[],
  candidate: Candidate,
): { repair: CandidateRepair; note: string } {
  const ids = new Set(failed.map((c) => c.id));
  if (ids.has('wordmark-legible-24px')) {
    // Heavier did not help (a script ships one weight): the designer's next display face.
    if (repair.weightDelta >= WEIGHT_STEP && candidate.dna.typography.display.length > (repair.displayShift ?? 0) + 1) {
      return {
        repair: { ...repair, weightDelta: 0, trackingDelta: 0, displayShift: (repair.displayShift ?? 0) + 1 },
        note: `wordmark too fine at 24 px at its heaviest: the designer's next display face (${failed.map((c) => c.detail).join('; ')})`,
      };
    }
    return {
      repair: { ...repair, weightDelta: repair.weightDelta + WEIGHT_STEP, trackingDelta: repair.trackingDelta + 0.02 },
      note: `wordmark too fine at 24 px: weight +${WEIGHT_STEP} and tracking +0.02 em (${failed.map((c) => c.detail).join('; ')})`,
    };
  }
  // Only the app icon blurred at 16 px, and it is lettering (the initial with its device, a lettered mark drawn whole):
  // the mark stays and the icon becomes the initial alone, set heavy.
  const archetype = candidate.mark.archetype;
  const iconOnly = [...ids].every((id) => ICON_CHECKS.has(id));
  const note = (what: string) => `app icon blurred at 16 px: ${what} (${failed.map((c) => c.detail).join('; ')})`;
  if (iconOnly && repair.sturdyIconFor !== archetype && iconIsLettering(candidate)) {
    return { repair: { ...repair, sturdyIconFor: archetype }, note: note('the initial alone, set heavy') };
  }
  // Only the figure blurred (inside the picture icon's ring or disc, or in its own fine strokes), the tile as a whole
  // held: the mark stays and the icon draws its figure alone, large; when that blurs too, the initial set heavy.
  if (iconOnly && !ids.has('app-icon-16px')) {
    if (repair.figureIconFor !== archetype)
      return { repair: { ...repair, figureIconFor: archetype }, note: note("the mark's figure alone") };
    if (repair.sturdyIconFor !== archetype)
      return { repair: { ...repair, sturdyIconFor: archetype }, note: note('the initial alone, set heavy') };
  }
  const intact = failed.find((c) => c.id === 'name-intact');
  // Letters of the set name touching each other: open the tracking (the mark is not at fault).
  if (intact && /^wordmark: [^;]*touch/.test(intact.detail) && !/(^|; )(mark|primary|horizontal|stacked):/.test(intact.detail)) {
    return {
      repair: { ...repair, trackingDelta: repair.trackingDelta + 0.03 },
      note: `letters of the name touched: tracking +0.03 em (${intact.detail})`,
    };
  }
  return {
    repair: { ...repair, skipArchetypes: [...repair.skipArchetypes, candidate.mark.archetype] },
    note: `replaced the ${candidate.mark.archetype} mark (${failed.map((c) => `${c.id}: ${c.detail}`).join('; ')})`,
  };
}

/**
 * The host's extra checks of a candidate. A check that cannot measure the candidate (a rasteriser refusing its
 * geometry) fails it, so the candidate is repaired or replaced like any other failure: what a brief makes the engine
 * draw ends as a design or a QUALITY_FAILED refusal, never as a crash.
 */
function runExtraChecks(extraChecks: ExtraChecks | undefined, candidate: Candidate): QualityCheck[] {
  if (!extraChecks) return [];
  try {
    return extraChecks(candidate);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [{ id: 'extra-checks', passed: false, detail: `the candidate could not be measured (${reason})` }];
  }
}

/**
 * Designs a brand. Deterministic: the same brief, designer, seed and variant give the same bytes.
 * A candidate failing a quality check is repaired or replaced; the report lists the checks and repairs.
 */
export function designBrandWith(params: DesignBrandParams): BrandDesign {
  const base = parseBrief(params.brief);
  checkDrawable(base, params.fonts);
  getDesigner(params.designerId);
  const edits = parseEdits(params.edits, params.designerId);
  const brief = applyTextEdits(base, edits);
  if (brief !== base) {
    try {
      checkDrawable(brief, params.fonts);
    } catch (error) {
      throw new EngineError(`edits.text: ${error instanceof Error ? error.message : String(error)}`, 'INVALID_EDITS');
    }
  }
  const variant = Math.max(0, Math.floor(params.variant ?? 0));
  const chosenSeed = params.seed === OWN_DESIGN_SEED ? undefined : params.seed;
  const seed = (chosenSeed ?? seedFor(base.brandName, params.designerId, variant)) >>> 0;
  const repairs: string[] = [];
  let repair = NO_REPAIR;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    // The take walks from the explicit seed (or the brand's own) as the variant grows (random/archetype-choice).
    const takeSeed = (chosenSeed ?? seedFor(base.brandName, params.designerId, 0)) >>> 0;
    const candidate = buildCandidate(
      {
        brief,
        designerId: params.designerId,
        seed,
        takeSeed,
        dealShift: chosenSeed ?? 0,
        variant,
        fonts: params.fonts,
        ...(edits ? { edits } : {}),
        ...(brief !== base ? { baseBrief: base } : {}),
      },
      repair,
    );
    if (attempt === 0) repairs.push(...candidate.skipped.map((s) => `skipped archetype ${s}`));
    const checks = [
      ...runCoreChecks({
        dna: candidate.dna,
        mark: candidate.mark,
        palette: candidate.design.palette,
        inks: candidate.inks,
        logos: candidate.design.logos,
        name: brief.brandName,
        master: candidate.master,
      }),
      ...runExtraChecks(params.extraChecks, candidate),
    ];
    const failed = checks.filter((c) => !c.passed);
    if (failed.length === 0) {
      // What the logos leave out (an emoji in the name) is reported, never dropped without a word.
      const omitted = findOmitted(brief, params.fonts);
      const quality = { passed: true, checks, repairs, ...(omitted.length > 0 ? { omitted } : {}) };
      return { ...candidate.design, quality, decisions: buildDecisions(candidate, quality), ...(edits ? { edits } : {}) };
    }
    const next = nextRepair(repair, failed, candidate);
    repairs.push(next.note);
    repair = next.repair;
  }
  throw new EngineError(`No design for "${brief.brandName}" passed the quality checks: ${repairs.join(' | ')}`, 'QUALITY_FAILED');
}
