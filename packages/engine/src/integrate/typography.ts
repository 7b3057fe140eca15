/** Chooses the display and support fonts of a design and sets the name, tagline and initial as outlines. */
import type { FaceKind } from '../dna/fonts';
import type { DesignerDNA, FontRef, TypeTreatment } from '../dna/types';
import { findFontFamily } from '../edits/choices';
import { isConnectedScript } from '../qa/name-check';
import { setText } from '../type/set-text';
import { applyTextCase } from '../type/text-case';
import type { FontHandle, FontSource, SetTextResult } from '../type/types';
import type { FontChoice, Typography } from '../types';
import { openTouchingPairs, WORDMARK_MIN_GAP_CAP } from './letter-spacing';

/** Em size the wordmark is set at; lockups scale everything from it. */
export const WORDMARK_SIZE = 100;
// Past this width (in cap heights) a one-line name is tightened, then gently condensed.
const LONG_LINE_CAPS = 13;
const MIN_SCALE_X = 0.88;

export interface TypeRepair {
  /** Added to the wordmark weight (before snapping), e.g. +100 when strokes vanish at 24 px. */
  weightDelta: number;
  /** Added to the tracking in em. */
  trackingDelta: number;
  /** How many of the designer's display faces to pass over: one too fine at 24 px at every weight it ships gives way. */
  displayShift?: number;
}

export interface ChosenType {
  display: FontRef;
  support: FontRef;
  displayFont: FontHandle;
  supportFont: FontHandle;
  typography: Typography;
}

function toChoice(ref: FontRef, weights: number[], italic: boolean): FontChoice {
  return { family: ref.family, package: ref.package, weights, style: italic ? 'italic' : 'normal', category: ref.category };
}

/** Takes the (varied) DNA's first display and support faces: applyVariation already moved the variant's pick to the front. */
export function chooseTypography(dna: DesignerDNA, fonts: FontSource, repair: TypeRepair): ChosenType {
  const { display: displays, support: supports, wordmark, tagline } = dna.typography;
  const display = displays[(repair.displayShift ?? 0) % Math.max(1, displays.length)];
  const support = supports[0] ?? display;
  if (!display || !support) throw new Error(`Designer ${dna.id} has no fonts`);
  const displayFont = fonts.getFont(display.family, wordmark.weight + repair.weightDelta, display.italic ? 'italic' : 'normal');
  const supportFont = fonts.getFont(support.family, tagline.weight, support.italic ? 'italic' : 'normal');
  return {
    display,
    support,
    displayFont,
    supportFont,
    typography: {
      display: toChoice(display, [displayFont.weight], displayFont.style === 'italic'),
      support: toChoice(support, [supportFont.weight], supportFont.style === 'italic'),
    },
  };
}

function setWith(
  font: FontHandle,
  text: string,
  treatment: Pick<TypeTreatment, 'case' | 'trackingEm'> & Partial<TypeTreatment>,
  ref: FontRef,
  size: number,
  fallbacks: FontHandle[],
  trackingEm: number,
  scaleX = 1,
) {
  return setText(font, text, {
    size,
    trackingEm,
    scaleX: (ref.scaleX ?? 1) * (treatment.scaleX ?? 1) * scaleX,
    obliqueDeg: treatment.obliqueDeg || ref.fauxObliqueDeg || 0,
    textCase: treatment.case,
    fallbacks,
  });
}

/** The name on one line: long names lose positive tracking first, then are condensed a little (never below 0.88). */
export function setWordmarkLine(
  chosen: ChosenType,
  dna: DesignerDNA,
  name: string,
  fallbacks: FontHandle[],
  repair: TypeRepair,
): SetTextResult {
  const treatment = dna.typography.wordmark;
  const tracking = treatment.trackingEm + repair.trackingDelta;
  const line = setWith(chosen.displayFont, name, treatment, chosen.display, WORDMARK_SIZE, fallbacks, tracking);
  // Letters never touch unless the face is a script drawn to connect (letter-spacing.ts).
  const open = (set: SetTextResult) =>
    isConnectedScript(chosen.display.family) ? set : openTouchingPairs(set, WORDMARK_MIN_GAP_CAP * set.capHeight);
  const limit = LONG_LINE_CAPS * line.capHeight;
  if (line.width <= limit) return open(line);
  const tighter = setWith(chosen.displayFont, name, treatment, chosen.display, WORDMARK_SIZE, fallbacks, Math.min(tracking, 0));
  if (tighter.width <= limit) return open(tighter);
  const squeeze = Math.max(MIN_SCALE_X, limit / tighter.width);
  return open(setWith(chosen.displayFont, name, treatment, chosen.display, WORDMARK_SIZE, fallbacks, Math.min(tracking, 0), squeeze));
}

/** Splits a long multi-word name at the word boundary that best balances the two lines. */
export function splitForStack(name: string): string[] {
  const words = name.trim().split(/\s+/);
  if (words.length < 2 || name.length < 14) return [name.trim()];
  let best = [name.trim()];
  let bestScore = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const score = Math.max(a.length, b.length);
    if (score < bestScore) {
      bestScore = score;
      best = [a, b];
    }
  }
  return best;
}

export function setStackedLines(
  chosen: ChosenType,
  dna: DesignerDNA,
  name: string,
  fallbacks: FontHandle[],
  repair: TypeRepair,
): SetTextResult[] {
  // Title case is decided on the whole name, so a second line starting with "of" keeps it lowercase.
  const treatment = dna.typography.wordmark;
  if (treatment.case !== 'title') return splitForStack(name).map((line) => setWordmarkLine(chosen, dna, line, fallbacks, repair));
  const titled = applyTextCase(name, 'title')
    .map((c) => c.char)
    .join('');
  const asTyped = { ...dna, typography: { ...dna.typography, wordmark: { ...treatment, case: 'as-typed' as const } } };
  return splitForStack(titled).map((line) => setWordmarkLine(chosen, asTyped, line, fallbacks, repair));
}

/** The tagline in the support face, sized so its cap height is sizeRatio × the wordmark's. */
export function setTagline(
  chosen: ChosenType,
  dna: DesignerDNA,
  tagline: string,
  wordmarkCap: number,
  fallbacks: FontHandle[],
): SetTextResult {
  const treatment = dna.typography.tagline;
  const capPerEm = chosen.supportFont.capHeight / chosen.supportFont.unitsPerEm;
  const size = (treatment.sizeRatio * wordmarkCap) / Math.max(0.3, capPerEm);
  return setWith(
    chosen.supportFont,
    tagline.trim(),
    treatment,
    chosen.support,
    Math.max(size, 0.22 * WORDMARK_SIZE),
    fallbacks,
    treatment.trackingEm,
  );
}

/** The tagline on two lines broken at its most even word break; undefined for a tagline too short to break. */
export function setTaglineLines(
  chosen: ChosenType,
  dna: DesignerDNA,
  tagline: string,
  wordmarkCap: number,
  fallbacks: FontHandle[],
): [SetTextResult, SetTextResult] | undefined {
  // The case is decided on the whole line, so the second line's first word ("day or night") keeps its case.
  const treatment = dna.typography.tagline;
  const titled = treatment.case === 'title' || treatment.case === 'sentence';
  const text = titled
    ? applyTextCase(tagline.trim(), treatment.case)
        .map((c) => c.char)
        .join('')
    : tagline;
  const [first, second] = splitForStack(text);
  if (!first || !second) return undefined;
  const asSet = titled ? { ...dna, typography: { ...dna.typography, tagline: { ...treatment, case: 'as-typed' as const } } } : dna;
  return [setTagline(chosen, asSet, first, wordmarkCap, fallbacks), setTagline(chosen, asSet, second, wordmarkCap, fallbacks)];
}

/** 1–3 initials: the first letter or digit of up to three words. */
export function toInitials(name: string): string {
  const words = name
    .normalize('NFC')
    .split(/[\s\-&+/]+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  const letters = words.map((w) => w.match(/[\p{L}\p{N}]/u)?.[0] ?? '').filter(Boolean);
  return (letters.slice(0, words.length > 3 ? 2 : 3).join('') || 'A').toLocaleUpperCase('en');
}

/** Face kinds whose capitals are drawn for a word, not to stand alone: a script F reads as a Z or a 7, a Fraktur T as an E. */
const ORNATE_CAPITALS: ReadonlySet<FaceKind> = new Set([
  'formal-script',
  'signature-script',
  'casual-script',
  'handwriting',
  'blackletter',
]);

/**
 * The face the app icon's initial is drawn in: the display face, or, where that face's capitals do not read alone at
 * 32 px (a script, a blackletter), the support face.
 */
export function initialFaceOf(display: { family: string }, support: { family: string }): 'display' | 'support' {
  return faceAvoiding(ORNATE_CAPITALS, display, support);
}

/** The support face where the display face is of one of `kinds` (and the support is another face), else the display. */
function faceAvoiding(kinds: ReadonlySet<FaceKind>, display: { family: string }, support: { family: string }): 'display' | 'support' {
  const kind = findFontFamily(display.family)?.kind;
  return kind && kinds.has(kind) && support.family !== display.family ? 'support' : 'display';
}

/** Face kinds whose capitals fall apart at 16 px however heavy: dots, stencil bridges, hairlines. */
const FRAGILE_AT_16PX: ReadonlySet<FaceKind> = new Set([...ORNATE_CAPITALS, 'dot-matrix', 'stencil', 'didone', 'engraved-caps']);

/**
 * The face an app icon's initial is set heavy in after the icon blurred at 16 px: the display face, or the support
 * face where the display face's letters are dots, stencil pieces, hairlines or a script.
 */
export function sturdyFaceOf(display: { family: string }, support: { family: string }): 'display' | 'support' {
  return faceAvoiding(FRAGILE_AT_16PX, display, support);
}
