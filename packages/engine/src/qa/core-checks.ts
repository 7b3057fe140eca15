/** Quality checks that need no rasteriser: contrast pairs, mark complexity, guardrails, ink count. */

import { isNeutralHex } from '../color/build-palette';
import { contrastRatio } from '../color/wcag-contrast';
import type { DesignerDNA } from '../dna/types';
import type { LockupInks, LockupMaster } from '../lockups/types';
import { checkForbiddenMotifs } from '../marks/guardrails';
import type { Mark } from '../marks/types';
import { countPathCommands } from '../svg/bounds';
import { fillColours } from '../svg/markup';
import type { LogoSet, Palette, QualityCheck } from '../types';
import { checkAppIcon, checkLockupSystem, type LockupCheckMaster } from './lockup-checks';
import { checkNameIntact, checkNameSpelled, isConnectedScript } from './name-check';

/** Upper bounds on mark complexity: a logo must survive as a favicon and in a cutting plotter. */
const MAX_MARK_COMMANDS = 1800;
// Per-letter colour marks carry one layer per letter, so the layer bound allows a 60-character name.
const MAX_MARK_LAYERS = 64;

export interface CoreCheckParams {
  dna: DesignerDNA;
  mark: Mark;
  palette: Palette;
  inks: LockupInks;
  logos: LogoSet;
  /** The brand name as typed and the master the lockups were set from (for the spelling check). */
  name: string;
  master: Pick<LockupMaster, 'wordmark' | 'stackedLines'> & Partial<LockupCheckMaster>;
}

function check(id: string, passed: boolean, detail: string): QualityCheck {
  return { id, passed, detail };
}

/** Every palette pair and every ink pair the lockups paint meets WCAG AA (4.5 text, 3 graphics). */
function checkContrast(palette: Palette, inks: LockupInks): QualityCheck {
  const pairs = [
    ...palette.contrastPairs.map((p) => ({ ...p, ratio: contrastRatio(p.foreground, p.background) })),
    { foreground: inks.wordmark, background: inks.light, minimum: 4.5, ratio: contrastRatio(inks.wordmark, inks.light) },
    { foreground: inks.mono, background: inks.light, minimum: 4.5, ratio: contrastRatio(inks.mono, inks.light) },
    { foreground: inks.light, background: inks.dark, minimum: 4.5, ratio: contrastRatio(inks.light, inks.dark) },
  ];
  const failing = pairs.filter((p) => p.ratio + 1e-9 < p.minimum);
  const worst = Math.min(...pairs.map((p) => p.ratio / p.minimum));
  return check(
    'contrast-aa',
    failing.length === 0,
    failing.length === 0
      ? `${pairs.length} pairs meet AA (lowest margin ${worst.toFixed(2)}×)`
      : failing.map((p) => `${p.foreground} on ${p.background} ${p.ratio.toFixed(2)} < ${p.minimum}`).join('; '),
  );
}

function checkComplexity(mark: Mark): QualityCheck {
  const commands = mark.layers.reduce((sum, l) => sum + countPathCommands(l.d), 0);
  const passed = commands <= MAX_MARK_COMMANDS && mark.layers.length <= MAX_MARK_LAYERS && mark.layers.length > 0;
  return check(
    'mark-complexity',
    passed,
    `${mark.layers.length} layers, ${commands} path commands (max ${MAX_MARK_LAYERS}, ${MAX_MARK_COMMANDS})`,
  );
}

/**
 * Distinct fills in the colour lockups stay within the DNA's ink count (+ the ground). A tagline in a grey is the
 * setting's quiet voice, not a colour of the logo, so it is not counted.
 */
function checkInkCount(dna: DesignerDNA, logos: LogoSet, inks: LockupInks): QualityCheck {
  const fills = new Set(fillColours(logos.primary));
  fills.delete(inks.light.toLowerCase());
  if (isNeutralHex(inks.tagline)) fills.delete(inks.tagline.toLowerCase());
  const limit = dna.color.count[1] + 1;
  return check('ink-count', fills.size <= limit, `${fills.size} inks in the primary logo (limit ${limit}, wordmark included)`);
}

/** No gradients, filters, <text> or external references in any lockup. */
function checkCleanSvg(logos: LogoSet): QualityCheck {
  const bad = Object.entries(logos).filter(([, svg]) => /<text|<image|gradient|filter|href=/i.test(svg) || !/viewBox=/.test(svg));
  return check(
    'clean-svg',
    bad.length === 0,
    bad.length === 0 ? 'outlines only, viewBox set, no external references' : `unclean: ${bad.map(([k]) => k).join(', ')}`,
  );
}

/** The §0 guardrail: no copy of a famous mark (the marks module's motif checker). */
function checkGuardrails(mark: Mark, dna: DesignerDNA): QualityCheck {
  const result = checkForbiddenMotifs(mark, dna);
  return check('guardrails', result.passed, result.passed ? 'no forbidden motif' : result.violations.map((v) => v.detail).join('; '));
}

export function runCoreChecks(params: CoreCheckParams): QualityCheck[] {
  return [
    checkContrast(params.palette, params.inks),
    checkComplexity(params.mark),
    checkInkCount(params.dna, params.logos, params.inks),
    checkCleanSvg(params.logos),
    checkGuardrails(params.mark, params.dna),
    checkNameSpelled({ name: params.name, textCase: params.dna.typography.wordmark.case, master: params.master, mark: params.mark }),
    checkNameIntact({
      master: params.master,
      mark: params.mark,
      logos: { primary: params.logos.primary, horizontal: params.logos.horizontal, stacked: params.logos.stacked },
      ground: params.inks.light,
      connectedWordmark: isConnectedScript(params.dna.typography.display[0]?.family),
    }),
    ...lockupChecks(params),
  ];
}

/** Lockup and app-icon checks, when the full master the lockups were built from is given. */
function lockupChecks(params: CoreCheckParams): QualityCheck[] {
  const { master } = params;
  if (!master.initial || !master.markBounds || !master.layers || master.nameInMark === undefined || master.markHasText === undefined)
    return [];
  const full = master as LockupCheckMaster;
  return [checkLockupSystem(params.logos, full), checkAppIcon(params.logos.icon, full)];
}
