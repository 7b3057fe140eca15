/**
 * The name checks: every wordmark the lockups set, and a mark that claims to carry the name, spell the whole name
 * (name-spelled); and every letter of it is drawn whole, uncovered and clear of its neighbours (name-intact).
 */
import { FONT_CATALOG } from '../dna/fonts';
import { type Box, boxOfRings } from '../geometry';
import type { LockupMaster } from '../lockups/types';
import type { Mark } from '../marks/types';
import { regionFromPath } from '../path';
import { stripEmoji } from '../type/emoji';
import { applyTextCase } from '../type/text-case';
import type { SetTextResult, TextCase } from '../type/types';
import type { LogoSet, QualityCheck } from '../types';
import { findDrawnGlyphs, readDrawnPaths, toPaintedShapes } from './drawn-lockup';
import { findGlyphDamage, findTouchingGlyphs, type GlyphShape, type PaintedShape } from './glyph-integrity';

export interface NameCheckParams {
  name: string;
  /** The DNA's wordmark case transform. */
  textCase: TextCase;
  master: Pick<LockupMaster, 'wordmark' | 'stackedLines'>;
  mark: Pick<Mark, 'carriesName' | 'features'>;
}

// Only a character of a non-Latin script may be missing (no bundled font draws it); Latin letters, digits,
// "&" and punctuation (Common script) and combining marks (Inherited) never may.
const OMITTABLE = /^[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]$/u;

const visible = (chars: Iterable<string>): string[] => [...chars].filter((c) => !/\s/u.test(c));

/**
 * Where `set` departs from `expected` (both without spaces), or null when it spells it: an omission is allowed
 * only for an omittable character, any other difference is reported.
 */
export function findSpellingError(expected: readonly string[], set: readonly string[]): string | null {
  let j = 0;
  for (let i = 0; i < expected.length; i++) {
    const want = expected[i]!;
    if (set[j] === want) {
      j++;
      continue;
    }
    if (OMITTABLE.test(want)) continue;
    return set[j] === undefined ? `"${want}" missing` : `"${set[j]}" set where "${want}" belongs`;
  }
  return j < set.length ? `extra "${set.slice(j).join('')}"` : null;
}

/** The characters of a name after a case transform, spaces and emoji (never set, see type/emoji) removed. */
export function expectedCharacters(name: string, textCase: TextCase): string[] {
  return visible(applyTextCase(stripEmoji(name.normalize('NFC').trim()), textCase).map((c) => c.char));
}

function glyphChars(lines: readonly SetTextResult[]): string[] {
  // A ligature glyph (Arabic lām-alif) draws several characters.
  return visible(lines.flatMap((line) => line.glyphs.flatMap((g) => Array.from(g.char))));
}

/**
 * Whether the mark's own lettering spells the name; marks apply their own case (a collage in capitals,
 * a script in title case), so letters compare case-insensitively.
 */
export function markSpellsName(mark: Pick<Mark, 'carriesName' | 'features'>, name: string): boolean {
  const drawn = mark.features?.nameGlyphs?.map((g) => g.char).join('');
  const letters = drawn ?? mark.features?.letters;
  if (!mark.carriesName || letters === undefined) return false;
  const upper = (text: string) => visible(text.normalize('NFC').toLocaleUpperCase('en'));
  return findSpellingError(upper(name), upper(letters)) === null;
}

export function checkNameSpelled(params: NameCheckParams): QualityCheck {
  const expected = expectedCharacters(params.name, params.textCase);
  const errors: string[] = [];
  const wordmark = findSpellingError(expected, glyphChars([params.master.wordmark]));
  if (wordmark) errors.push(`wordmark: ${wordmark}`);
  // Stacked lines are split on spaces, so joined they must spell the same characters.
  const stacked = findSpellingError(expected, glyphChars(params.master.stackedLines));
  if (stacked) errors.push(`stacked wordmark: ${stacked}`);
  if (params.mark.carriesName && !markSpellsName(params.mark, params.name))
    errors.push(`the mark claims the name but sets "${params.mark.features?.letters ?? ''}"`);
  const where = ['wordmark', 'stacked lines', ...(params.mark.carriesName ? ["the mark's letters"] : [])];
  return {
    id: 'name-spelled',
    passed: errors.length === 0,
    detail: errors.length === 0 ? `glyph sequence of ${where.join(', ')} equals "${expected.join('')}"` : errors.join('; '),
  };
}

/** A script face whose letters are drawn to join (FONT_CATALOG category), so touching letters are its design. */
export function isConnectedScript(family: string | undefined): boolean {
  return Object.values(FONT_CATALOG).some((font) => font.family === family && /script/.test(font.category));
}

/** Smallest clear space between two letters, or a letter and a shape of its colour, in cap heights. */
const MIN_GLYPH_GAP_CAP = 0.02;

export interface NameIntactParams {
  master: Pick<LockupMaster, 'wordmark' | 'stackedLines'>;
  mark: Pick<Mark, 'layers' | 'features' | 'baseArchetype'>;
  /** The colour lockups that set the name (raw engine SVG). */
  logos: Partial<Pick<LogoSet, 'primary' | 'horizontal' | 'stacked'>>;
  /** The lockups' light ground (paths in this colour are knock-outs). */
  ground: string;
  /** The wordmark face is a connected script, so its letters may join. */
  connectedWordmark?: boolean;
}

const heightOf = (b: Box) => b.maxY - b.minY;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Letters drawn in the mark: whole, uncovered, clear of their neighbours and of shapes of their own colour. */
function markDamage(params: NameIntactParams): string[] {
  const glyphs: GlyphShape[] = (params.mark.features?.nameGlyphs ?? []).map((g) => ({ char: g.char, region: regionFromPath(g.d, 0.5) }));
  if (glyphs.length === 0) return [];
  const cap = median(glyphs.map((g) => heightOf(boxOfRings(g.region))));
  // Stem spacing is compared only where the mark moved letters to frame a figure between them; a face's own
  // spacing (a condensed capital I beside an E) is the type designer's, not a fault.
  const moved = params.mark.features?.gapFigure !== undefined;
  const options = {
    minGap: MIN_GLYPH_GAP_CAP * cap,
    ...(moved ? { cap } : {}),
    connected: params.mark.baseArchetype === 'script-wordmark',
    // A hidden figure may trim the letters it sits in, as long as each still reads (findFigureTrimDamage).
    ...(params.mark.features?.hiddenFigure ? { figure: regionFromPath(params.mark.features.hiddenFigure, 0.5) } : {}),
  };
  const shapes: PaintedShape[] = params.mark.layers.map((l) => ({ region: regionFromPath(l.d, 0.5), paint: l.ink }));
  return [...findTouchingGlyphs(glyphs, options), ...findGlyphDamage(glyphs, shapes, options)];
}

/** The set lines' own letters, before any lockup: a face tracked so tight its letters touch fails here. */
function wordmarkDamage(params: NameIntactParams): string[] {
  const cap = params.master.wordmark.capHeight;
  // Set as the face spaces them, evenly tracked: touching is measured, stem rhythm is the font's own.
  const options = { minGap: MIN_GLYPH_GAP_CAP * cap, connected: params.connectedWordmark };
  return uniqueLines(params.master).flatMap((line) =>
    findTouchingGlyphs(
      line.glyphs.filter((g) => g.d.trim() !== '').map((g) => ({ char: g.char, region: regionFromPath(g.d, cap * 0.005) })),
      options,
    ),
  );
}

function uniqueLines(master: NameIntactParams['master']): SetTextResult[] {
  const lines = [master.wordmark, ...master.stackedLines];
  return lines.filter((line, i) => lines.findIndex((other) => other.d === line.d) === i);
}

/** Anything else in a lockup (mark, tagline) drawn over or against the name's letters. */
function lockupDamage(params: NameIntactParams, kind: string, svg: string): string[] {
  const drawn = readDrawnPaths(svg);
  const cap = params.master.wordmark.capHeight;
  const tolerance = cap * 0.005;
  const glyphs = findDrawnGlyphs(drawn, uniqueLines(params.master), tolerance);
  if (glyphs.length === 0) return [];
  const scale = heightOf(boxOfRings(glyphs.flatMap((g) => g.region))) / Math.max(1e-6, heightOf(params.master.wordmark.bbox));
  const minGap = MIN_GLYPH_GAP_CAP * cap * scale;
  const box = boxOfRings(glyphs.flatMap((g) => g.region));
  const near = { minX: box.minX - minGap * 2, minY: box.minY - minGap * 2, maxX: box.maxX + minGap * 2, maxY: box.maxY + minGap * 2 };
  const shapes = toPaintedShapes(drawn, near, params.ground, tolerance * scale);
  // Only the name's own paths near it: nothing else to measure against.
  if (shapes.length <= uniqueLines(params.master).length) return [];
  return findGlyphDamage(glyphs, shapes, { minGap, connected: params.connectedWordmark }).map((issue) => `${kind}: ${issue}`);
}

/** The lockups to measure: one of each drawing (the primary is often the horizontal or stacked lockup retitled). */
function distinctLockups(logos: NameIntactParams['logos']): Array<[string, string]> {
  const seen = new Set<string>();
  return Object.entries(logos).flatMap(([kind, svg]) => {
    if (!svg) return [];
    const drawing = svg.replace(/<title>[^<]*<\/title>/, '');
    if (seen.has(drawing)) return [];
    seen.add(drawing);
    return [[kind, svg] as [string, string]];
  });
}

/**
 * name-intact: measured on the mark's letters and on the final lockups, every glyph of the name is drawn whole,
 * nothing foreign overlaps it, and letters keep a minimum gap (unless the face is a connected script).
 */
export function checkNameIntact(params: NameIntactParams): QualityCheck {
  const issues = [
    ...wordmarkDamage(params).map((issue) => `wordmark: ${issue}`),
    ...markDamage(params).map((issue) => `mark: ${issue}`),
    ...distinctLockups(params.logos).flatMap(([kind, svg]) => lockupDamage(params, kind, svg)),
  ];
  const markLetters = params.mark.features?.nameGlyphs?.length ?? 0;
  return {
    id: 'name-intact',
    passed: issues.length === 0,
    detail:
      issues.length === 0
        ? `every letter whole and uncovered, gaps ≥ ${MIN_GLYPH_GAP_CAP} cap (wordmark${markLetters ? `, ${markLetters} letters in the mark` : ''}, ${Object.keys(params.logos).join(', ')})`
        : [...new Set(issues)].join('; '),
  };
}
