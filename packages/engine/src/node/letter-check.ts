/**
 * letters-read: every letter of the name in the lockups, and every letter a mark spells, rendered with resvg and
 * compared with the same glyph set clean in the same face (letter-reading.ts); a letter that could misread fails it.
 */
import { type Box, boxOfRings, type Ring } from '../geometry';
import type { Candidate } from '../integrate/candidate';
import { regionFromPath } from '../path';
import { findDrawnGlyphs, readDrawnPaths } from '../qa/drawn-lockup';
import type { GlyphShape } from '../qa/glyph-integrity';
import { isConnectedScript } from '../qa/name-check';
import { fillColours, renderSvgNode, svgPath } from '../svg/markup';
import type { SetTextResult } from '../type/types';
import type { QualityCheck } from '../types';
import { INK_COVERAGE, isInkPixel, type Mask, morph, nearestColours, type PixelFrame, parseHex } from './letter-masks';
import { compareLetter, findMisreading, JUDGED_CAP_PX } from './letter-reading';
import { renderPixels } from './render-png';

/** Room around each letter, in cap heights, so a stroke run into it and its counters are seen whole. */
const MARGIN_CAP = 0.25;
/** Letters whose ink heights differ by more than this ratio are judged as sets of their own size. */
const SIZE_STEP = 1.6;
/** Fewest letters that make a size group of their own. */
const MIN_SIZE_GROUP = 3;

/** Letters to judge: their clean outlines placed as drawn, the drawing they sit in, and its ground. */
export interface LetterSet {
  where: string;
  glyphs: readonly GlyphShape[];
  cap: number;
  /** The drawing as an SVG document for a given viewBox value. */
  document: (viewBox: string) => string;
  ground: string;
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const overlaps = (a: Box, b: Box) => a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;
const grow = (b: Box, by: number): Box => ({ minX: b.minX - by, minY: b.minY - by, maxX: b.maxX + by, maxY: b.maxY + by });

/** The commonest value of `classOf` over the set pixels of a mask. */
function commonest(mask: Mask, classOf: (p: number) => number): number | undefined {
  const votes = new Map<number, number>();
  for (let p = 0; p < mask.length; p++) if (mask[p]) votes.set(classOf(p), (votes.get(classOf(p)) ?? 0) + 1);
  return [...votes].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The fills a document paints, and its ground first. */
function coloursOf(svg: string, ground: string): Array<[number, number, number]> {
  const fills = new Set([ground.toLowerCase(), ...fillColours(svg)]);
  return [...fills].map(parseHex);
}

/** The grid of one letter's window inside the rendered frame, in whole pixels. */
function letterWindow(frame: PixelFrame, box: Box, margin: number) {
  const g = grow(box, margin);
  const minX = Math.max(0, Math.floor((g.minX - frame.x0) * frame.scale));
  const minY = Math.max(0, Math.floor((g.minY - frame.y0) * frame.scale));
  const maxX = Math.min(frame.width, Math.ceil((g.maxX - frame.x0) * frame.scale));
  const maxY = Math.min(frame.height, Math.ceil((g.maxY - frame.y0) * frame.scale));
  const sub: PixelFrame = {
    x0: frame.x0 + minX / frame.scale,
    y0: frame.y0 + minY / frame.scale,
    scale: frame.scale,
    width: maxX - minX,
    height: maxY - minY,
  };
  const at = (v: number, o: number) => Math.round((v - o) * frame.scale);
  const pixelBox = { minX: at(box.minX, sub.x0), minY: at(box.minY, sub.y0), maxX: at(box.maxX, sub.x0), maxY: at(box.maxY, sub.y0) };
  return { sub, offsetX: minX, offsetY: minY, pixelBox };
}

/** Rings written as straight segments, exactly as flattened (regionToPath would fit curves back through them). */
function polygonsPath(rings: readonly Ring[]): string {
  return rings.map((ring) => `M${ring.map((p) => `${p.x} ${p.y}`).join('L')}Z`).join('');
}

/** The pixel grid of the whole set, `JUDGED_CAP_PX` to the cap, with room around every letter. */
function setFrame(set: LetterSet): PixelFrame {
  const scale = JUDGED_CAP_PX / set.cap;
  const all = grow(boxOfRings(set.glyphs.flatMap((g) => g.region)), MARGIN_CAP * set.cap * 1.5);
  const width = Math.max(2, Math.ceil((all.maxX - all.minX) * scale));
  const height = Math.max(2, Math.ceil((all.maxY - all.minY) * scale));
  return { x0: all.minX, y0: all.minY, scale, width, height };
}

/**
 * Each glyph alone, set clean, rendered by the same rasteriser on the same sub-pixel grid as the drawing (windows side
 * by side in one strip), so strokes render alike in both: ink is alpha of INK_COVERAGE or more.
 */
function renderClean(glyphs: readonly GlyphShape[], windows: ReadonlyArray<ReturnType<typeof letterWindow>>, scale: number): Mask[] {
  let x = 0;
  const placed = windows.map((w, k) => {
    const at = x;
    x += w.sub.width + 2;
    const d = polygonsPath(glyphs[k]!.region);
    return { at, node: `<path transform="translate(${at / scale - w.sub.x0} ${-w.sub.y0})" d="${d}" fill-rule="evenodd"/>` };
  });
  const height = Math.max(2, ...windows.map((w) => w.sub.height));
  const strip = renderPixels(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${x / scale} ${height / scale}">${placed.map((p) => p.node).join('')}</svg>`,
    { size: x },
  );
  return windows.map(({ sub }, k) => {
    const mask = new Uint8Array(sub.width * sub.height);
    for (let j = 0; j < sub.height; j++)
      for (let i = 0; i < sub.width; i++)
        mask[j * sub.width + i] = (strip.pixels[4 * (j * strip.width + placed[k]!.at + i) + 3] ?? 0) >= INK_COVERAGE * 255 ? 1 : 0;
    return mask;
  });
}

/**
 * Problems of each letter of the set that could misread, as "where: "X" why". Letters of several sizes (a name over
 * its small descriptor) are judged each group at its own size.
 */
export function judgeLetters(set: LetterSet): string[] {
  const groups = bySize(set.glyphs);
  if (groups.length < 2) return judgeAtOneSize(set);
  return groups.flatMap((glyphs) => judgeAtOneSize({ ...set, glyphs, cap: median(glyphs.map((g) => heightOf(g))) }));
}

function judgeAtOneSize(set: LetterSet): string[] {
  if (set.glyphs.length === 0 || !(set.cap > 0)) return [];
  const frame = setFrame(set);
  const svg = set.document(`${frame.x0} ${frame.y0} ${frame.width / frame.scale} ${frame.height / frame.scale}`);
  const image = renderPixels(svg, { size: frame.width, background: set.ground });
  const colours = coloursOf(svg, set.ground);
  const nearest = nearestColours(image.pixels, colours);
  const windows = set.glyphs.map((g) => letterWindow({ ...frame, height: image.height }, boxOfRings(g.region), MARGIN_CAP * set.cap));
  const cleans = renderClean(set.glyphs, windows, frame.scale);
  const issues: string[] = [];
  set.glyphs.forEach((glyph, k) => {
    const { sub, offsetX, offsetY, pixelBox } = windows[k]!;
    const clean = cleans[k]!;
    if (sub.width < 2 || sub.height < 2) return;
    const at = (p: number) => (offsetY + Math.floor(p / sub.width)) * image.width + offsetX + (p % sub.width);
    const letterColour = commonest(clean, (p) => nearest[at(p)]!);
    if (letterColour === undefined) return;
    // The colour behind the letter: the commonest other one just around it (the ground, or a container it is cut from).
    const around = morph(morph(clean, sub.width, sub.height, true), sub.width, sub.height, true).map((v, p) =>
      v && !clean[p] && nearest[at(p)] !== letterColour ? 1 : 0,
    );
    const behind = commonest(around, (p) => nearest[at(p)]!) ?? 0;
    const rgb = (p: number): [number, number, number] => [
      image.pixels[4 * at(p)]!,
      image.pixels[4 * at(p) + 1]!,
      image.pixels[4 * at(p) + 2]!,
    ];
    const ink = clean.map((_, p) => (isInkPixel(rgb(p), colours[letterColour]!, colours[behind]!, colours[nearest[at(p)]!]!) ? 1 : 0));
    const why = findMisreading(compareLetter(ink, clean, pixelBox, sub.width, sub.height));
    if (why) issues.push(`${set.where}: "${glyph.char}" ${why}`);
  });
  return issues;
}

function uniqueLines(candidate: Candidate): SetTextResult[] {
  const lines = [candidate.master.wordmark, ...candidate.master.stackedLines];
  return lines.filter((line, i) => lines.findIndex((other) => other.d === line.d) === i);
}

function heightOf(glyph: GlyphShape): number {
  const b = boxOfRings(glyph.region);
  return b.maxY - b.minY;
}

/**
 * Letters set at different sizes (a name over its small descriptor) in groups of one size each: judged at one pixel
 * scale, small letters would be judged at a few pixels to the cap, where anti-aliasing alone reads as a bite.
 */
function bySize(glyphs: readonly GlyphShape[]): GlyphShape[][] {
  const heights = new Map(glyphs.map((g) => [g, heightOf(g)]));
  const height = (g: GlyphShape) => heights.get(g)!;
  const sorted = [...glyphs].sort((a, b) => height(a) - height(b));
  const groups: GlyphShape[][] = [];
  for (const glyph of sorted) {
    const group = groups[groups.length - 1];
    if (group && height(glyph) <= SIZE_STEP * height(group[0]!)) group.push(glyph);
    else groups.push([glyph]);
  }
  // A lone small sign (a full stop, a hyphen) is judged with the letters around it, as a part of their line.
  for (let i = groups.length - 2; i >= 0; i--)
    if (groups[i]!.length < MIN_SIZE_GROUP) groups.splice(i, 2, [...groups[i]!, ...groups[i + 1]!]);
  // Each group in reading order, as the name is read.
  return groups.map((group) => [...group].sort((a, b) => glyphs.indexOf(a) - glyphs.indexOf(b)));
}

/** The mark's letters (the ones it spells, set clean, else the name it carries), drawn in the lockups' inks. */
function markLetterSet(candidate: Candidate): LetterSet | null {
  const { mark, inks } = candidate;
  const letters = mark.features?.letterGlyphs ?? mark.features?.nameGlyphs;
  // Letters of a connected script join by design (the mark sets its lettering in the designer's display face).
  if (!letters?.length || mark.baseArchetype === 'script-wordmark' || isConnectedScript(candidate.dna.typography.display[0]?.family))
    return null;
  const glyphs = letters.filter((g) => g.d.trim() !== '').map((g) => ({ char: g.char, region: regionFromPath(g.d, 0.5) }));
  const colour = (role: string) => (role === 'ground' ? inks.light : ((inks as unknown as Record<string, string>)[role] ?? inks.ink));
  const paths = mark.layers.flatMap((l) => svgPath(l.d, colour(l.ink), l.fillRule)).map(renderSvgNode);
  return {
    where: 'mark',
    glyphs,
    cap: median(glyphs.map((g) => boxOfRings(g.region)).map((b) => b.maxY - b.minY)),
    document: (viewBox) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${paths.join('')}</svg>`,
    ground: inks.light,
  };
}

/** The name's letters in each distinct colour lockup that sets it. */
function lockupLetterSets(candidate: Candidate): LetterSet[] {
  if (isConnectedScript(candidate.dna.typography.display[0]?.family)) return [];
  const lines = uniqueLines(candidate);
  const seen = new Set<string>();
  const sets: LetterSet[] = [];
  for (const kind of ['primary', 'horizontal', 'stacked'] as const) {
    const svg = candidate.design.logos[kind];
    const drawing = svg.replace(/<title>[^<]*<\/title>/, '');
    if (seen.has(drawing)) continue;
    seen.add(drawing);
    const drawn = readDrawnPaths(svg);
    const at = drawn.find((p) => lines.some((line) => line.d === p.d));
    if (!at) continue;
    const cap = candidate.master.wordmark.capHeight * Math.abs(at.matrix[0]);
    // The line is drawn as set: only a letter that another shape (the mark, a rule, the tagline) comes near can differ.
    const others = drawn.filter((p) => !lines.some((line) => line.d === p.d)).map((p) => p.box);
    const near = (box: Box) => others.some((o) => overlaps(o, grow(box, MARGIN_CAP * cap)));
    const glyphs = findDrawnGlyphs(drawn, lines, candidate.master.wordmark.capHeight * 0.002).filter((g) => near(boxOfRings(g.region)));
    if (glyphs.length === 0) continue;
    sets.push({
      where: kind,
      glyphs,
      cap,
      document: (viewBox) => svg.replace(/viewBox="[^"]*"/, `viewBox="${viewBox}"`),
      ground: candidate.inks.groundFill ?? candidate.inks.light,
    });
  }
  return sets;
}

/** letters-read: no letter of the name, in a lockup or in the mark, reads differently from its clean setting. */
export function checkLettersRead(candidate: Candidate): QualityCheck {
  const sets = [markLetterSet(candidate), ...lockupLetterSets(candidate)].filter((s): s is LetterSet => s !== null);
  const issues = sets.flatMap(judgeLetters);
  const count = sets.reduce((sum, s) => sum + s.glyphs.length, 0);
  return {
    id: 'letters-read',
    passed: issues.length === 0,
    detail:
      issues.length === 0
        ? `${count} letters read as their clean setting, the rest drawn as set with nothing near them (${sets.map((s) => s.where).join(', ') || 'none drawn'})`
        : issues.join('; '),
  };
}
