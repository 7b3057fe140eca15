/** Letter-built marks: geometric-monogram (+ oversized-glyph, object-built-letter), letter-disc, divided-monogram. */

import { contrastRatio } from '../../color';
import {
  boxOfRings,
  degrees,
  degreesToRadians,
  type Matrix,
  matrixChain,
  matrixRotate,
  matrixTranslate,
  ringsTransform,
} from '../../geometry';
import {
  circlePath,
  type Region,
  rectPath,
  regionFromPath,
  regionGrow,
  regionSubtract,
  regionToPath,
  roundedRectPath,
  transformPath,
} from '../../path';
import { isLoneStem } from '../../qa/glyph-integrity';
import { constructedLetter, objectPath } from '../constructed-letter';
import { type DraftLayer, finishMark } from '../draft';
import { isFaviconLegible, measureFaviconFigure } from '../favicon-figure';
import { hueFamilyOf } from '../guardrails';
import {
  applyMarkCase,
  cleanLetterGlyphs,
  firstInitial,
  fitMatrix,
  letterPair,
  lettersRegion,
  monogramLetters,
  placedRegion,
  setLetters,
} from '../letters';
import { allowsShape, chooseOption, cornerRadius, moduleBlock, readNumber, readRange, valueInRange } from '../params';
import type { Mark, MarkContext } from '../types';

const C = { x: 500, y: 500 };

/** Letters knocked out of a solid disc or square sized 1.45–1.7 × the letter group (§1). */
export function buildGeometricMonogram(ctx: MarkContext, archetype: string): Mark {
  if (archetype === 'oversized-glyph') return buildOversizedGlyph(ctx, archetype);
  if (archetype === 'object-built-letter') {
    const built = buildConstructedInitial(ctx, archetype);
    if (built) return built;
  }
  const shapes = ['circle', 'square'].filter((shape) => allowsShape(ctx, shape));
  const chosen = chooseOption(ctx, 'monogram.container', shapes.length > 0 ? shapes : ['square']);
  const cased = applyMarkCase(ctx, monogramLetters(ctx, 2));
  // Round lower-case letters knocked out of a disc are the famous network's "abc": in a disc they are capitals. A lone
  // lower-case letter that is one upright stroke (l) reads as a bar, an I or a pause sign (Legwork's l in a square,
  // twenty-eighth review), and a j whose hook melts at 16 px reads as an i (Jumbaroo, twenty-ninth review): each is a
  // capital too.
  const lone =
    Array.from(cased).length === 1 &&
    cased !== cased.toUpperCase() &&
    (cased === 'j' || isLoneStem(lettersRegion(setLetters(ctx, archetype, cased, { role: 'display', size: 400 }))));
  const text = lone || (chosen === 'circle' && Array.from(cased).length > 1 && cased !== cased.toUpperCase()) ? cased.toUpperCase() : cased;
  // A lone letter a disc would make a famous sign of (a P in red: the pin-board network, thirtieth review) takes the
  // square.
  const container = chosen === 'circle' && Array.from(text).length === 1 && !holdsInDisc(text, ctx.palette.primary) ? 'square' : chosen;
  const letters = setLetters(ctx, archetype, text, { role: 'display', size: 400, weight: 700, trackingEm: 0.02 });
  const diameter = 760;
  const groupWidth = diameter / valueInRange(ctx, 'monogram.containerToGroup', [1.45, 1.7]);
  // Round containers lose their corners, so letters get less height there.
  const maxHeight = diameter * (container === 'circle' ? 0.5 : 0.58);
  const fit = fitMatrix(letters.box, C, groupWidth, maxHeight);
  const placed = placedRegion(letters, fit);
  const outline =
    container === 'circle'
      ? circlePath(C, diameter / 2)
      : roundedRectPath(C.x - diameter / 2, C.y - diameter / 2, diameter, diameter, cornerRadius(ctx, diameter));
  const layers: DraftLayer[] = [{ d: regionToPath(regionSubtract(regionFromPath(outline), placed)), ink: 'primary', fillRule: 'evenodd' }];
  return finishMark(archetype, 'geometric-monogram', layers, {
    description: `The initials ${text} knocked out of a solid ${container === 'circle' ? 'disc' : 'square'}, built like compass-and-ruler geometry.`,
    hasText: true,
    features: { letters: text, letterGlyphs: cleanLetterGlyphs(ctx, letters, fit) },
  });
}

/** Module units to mark units: the constructed letter is drawn large so its path data keeps its precision. */
const CONSTRUCTED_SCALE = 30;

/**
 * The initial built on the grid from separate parts (constructed-letter.ts), one of them in the second ink: a letter
 * made of objects, not set from a font. Undefined for an initial with no construction; that initial is knocked out of
 * a disc instead.
 */
function buildConstructedInitial(ctx: MarkContext, archetype: string): Mark | undefined {
  const text = firstInitial(ctx);
  const letter = constructedLetter(text);
  if (!letter) return undefined;
  const scale: Matrix = [CONSTRUCTED_SCALE, 0, 0, CONSTRUCTED_SCALE, 0, 0];
  const paths = letter.parts.map((part) => transformPath(objectPath(part), scale));
  // The accent part is drawn in the secondary ink when that reads on the page (3:1, WCAG graphics) and is not the
  // primary: a pale lilac crossbar melted into the white. Otherwise the gaps alone carry the construction.
  const { primary, secondary, ground } = ctx.palette;
  const accented = secondary !== primary && contrastRatio(secondary, ground) >= 3;
  const layers: DraftLayer[] = accented
    ? [
        { d: paths.filter((_, i) => i !== letter.accent).join(' '), ink: 'primary' },
        { d: paths[letter.accent]!, ink: 'secondary' },
      ]
    : [{ d: paths.join(' '), ink: 'primary' }];
  return finishMark(archetype, 'geometric-monogram', layers, {
    description: `The initial ${text} built on a grid from ${letter.anatomy}, parted by clear gaps${accented ? ', one of them in the second colour' : ''}.`,
    hasText: true,
    features: { letters: text },
    mono: [{ d: paths.join(' '), ink: 'primary' }],
  });
}

/** One glyph, enlarged past its frame and cropped, so only its most telling part remains. */
function buildOversizedGlyph(ctx: MarkContext, archetype: string): Mark {
  const text = firstInitial(ctx);
  const letters = setLetters(ctx, archetype, text, { role: 'display', size: 400, weight: 800 });
  // The letter is the object, solid and whole, as large as the mark allows (the giant red "9"), set down at a tilt
  // on a plinth like a sculpture on the pavement: knocked out of a square and cropped by it, a narrow letter (J, I,
  // L) left a frame of slivers that read as no letter at all.
  const side = 720;
  const w = letters.box.maxX - letters.box.minX;
  const h = letters.box.maxY - letters.box.minY;
  const scale = side / Math.max(w, h);
  const tilt = valueInRange(ctx, 'glyph.tilt', [-8, 8]);
  const m: Matrix = matrixChain(
    matrixTranslate(-(letters.box.minX + letters.box.maxX) / 2, -letters.box.maxY),
    [scale, 0, 0, scale, 0, 0],
    matrixRotate(degreesToRadians(degrees(tilt)), { x: 0, y: 0 }),
    matrixTranslate(C.x, 800),
  );
  const glyph = ringsTransform(lettersRegion(letters), m);
  const plinthWidth = valueInRange(ctx, 'glyph.plinth', [0.7, 1]) * Math.max(w * scale, side * 0.6);
  const plinth = regionFromPath(rectPath(C.x - plinthWidth / 2, 820, plinthWidth, 60));
  return finishMark(
    archetype,
    'geometric-monogram',
    [
      { d: regionToPath(glyph), ink: 'primary', fillRule: 'nonzero' },
      { d: regionToPath(plinth), ink: 'secondary', fillRule: 'nonzero' },
    ],
    {
      description: `An oversized ${text} set down like a sculpture on a plinth, the letter itself the object.`,
      hasText: true,
      features: { letters: text },
    },
  );
}

/** The ground parting a letter that breaks out of its disc from the disc, as a share of the diameter. */
const LETTER_HALO = 0.03;

/** The farthest a breaking letter moves off the disc's centre, as a share of the distance its ink must reach. */
const MAX_BREAKOUT_SHIFT = 0.5;

/**
 * Whether the vector's ink (secondary) can carry a letter that leaves its disc: it must read 3:1 (WCAG graphics
 * contrast) on the page and on the disc, since at favicon size the halo between letter and disc is under a pixel (a
 * salmon letter on a green disc of equal lightness vanishes for a red-green colour-blind reader). Only the secondary
 * is asked: the lockups may hand the accent and ink roles an asked colour after the mark is drawn.
 */
function breakoutInkReads(palette: MarkContext['palette']): boolean {
  return contrastRatio(palette.secondary, palette.ground) >= 3 && contrastRatio(palette.secondary, palette.primary) >= 3;
}

/** Whether a letter broken out of its disc keeps strokes that read at 16 px, the disc and letter filling the icon. */
function breakoutReadsSmall(letter: Region, disc: Region, ctx: MarkContext): boolean {
  return isFaviconLegible(measureFaviconFigure(letter, boxOfRings([...disc, ...letter]), ctx.dna.appIcon));
}

/** The translation along the motion angle (up and to the right) that takes the letter's farthest ink to `reach`. */
function breakoutShift(letter: Region, reach: number, ctx: MarkContext): Matrix {
  const a = degreesToRadians(degrees(readNumber(ctx.dna.geometry, 'motionAngleDeg', 30)));
  const u = { x: Math.cos(a), y: -Math.sin(a) };
  const far = Math.max(...letter.flat().map((p) => (p.x - C.x) * u.x + (p.y - C.y) * u.y));
  // A letter whose ink is far from that corner (an A's apex) would otherwise leave the disc almost whole.
  const t = Math.min(reach - far, reach * MAX_BREAKOUT_SHIFT);
  return matrixTranslate(u.x * t, u.y * t);
}

/** Initials drawn as a ring (O, Q, zero; Greek omicron, Cyrillic O): centred in a disc they make concentric rings. */
export const ROUND_INITIAL = /^[OQ0ØÒÓÔÕÖΟОoοо]$/u;
/**
 * Whether a lone initial may sit in a disc: not a round one (rings on one centre are the retailer's bullseye), nor a
 * P in red (the pin-board network's sign, seventeenth review). Those take a rounded square.
 */
export function holdsInDisc(initial: string, discInk: string): boolean {
  return !ROUND_INITIAL.test(initial) && !(/^[Pp]$/.test(initial) && hueFamilyOf(discInk) === 'red');
}

/** The corner of the rounded square an initial takes instead of a disc (holdsInDisc), as a share of its side. */
export const ROUND_INITIAL_CORNER = 0.22;

/** A solid circle holding a single letter in the ground colour; disc = 1.55–1.7 × cap height. */
export function buildLetterDisc(ctx: MarkContext, archetype: string): Mark {
  const text = firstInitial(ctx);
  const letters = setLetters(ctx, archetype, text, { role: 'display', size: 400, weight: 700 });
  const diameter = 800;
  const cap = diameter / valueInRange(ctx, 'disc.ratio', [1.55, 1.7]);
  const height = letters.box.maxY - letters.box.minY;
  const width = letters.box.maxX - letters.box.minX;
  // Extended faces (Michroma) would touch the rim: the letter never exceeds 62 % of the diameter across.
  const scale = Math.min(cap / Math.max(1, letters.line.capHeight, height * 0.8), (diameter * 0.62) / Math.max(1, width));
  const centred = fitMatrix(letters.box, C, width * scale, height * scale);
  const round = !holdsInDisc(text, ctx.palette.primary);
  const disc = regionFromPath(
    round
      ? roundedRectPath(C.x - diameter / 2, C.y - diameter / 2, diameter, diameter, diameter * ROUND_INITIAL_CORNER)
      : circlePath(C, diameter / 2),
  );
  // A designer whose vector breaks out of the disc (designer-dna.md §2.12, chevronOvershoot) lets the letter do it:
  // moved along the motion angle until its ink passes the rim by that share of the radius, it stands in front of the
  // disc in its own ink, parted from it by a halo of ground, so the letter keeps one colour and its whole outline.
  const overshoot = readRange(moduleBlock(ctx, 'meatball'), 'chevronOvershoot', [0, 0]);
  const inkReads = overshoot[1] > 0 && breakoutInkReads(ctx.palette);
  const breakout = inkReads ? valueInRange(ctx, 'disc.breakout', overshoot) * (diameter / 2) : 0;
  const brokenOut = inkReads ? matrixChain(centred, breakoutShift(placedRegion(letters, centred), diameter / 2 + breakout, ctx)) : centred;
  // Out of its disc the letter stands alone in a third colour behind a halo finer than a pixel at 16 px: a face whose
  // strokes would grey out there (Michroma's S, 0.7 px) melts into the disc as an outlined smudge (twenty-eighth
  // review), so such a letter stays knocked out of the disc.
  const breaks = inkReads && breakoutReadsSmall(placedRegion(letters, brokenOut), disc, ctx);
  const m = breaks ? brokenOut : centred;
  const letter = placedRegion(letters, m);
  const layers: DraftLayer[] = breaks
    ? [
        { d: regionToPath(regionSubtract(disc, regionGrow(letter, diameter * LETTER_HALO))), ink: 'primary', fillRule: 'evenodd' },
        { d: regionToPath(letter), ink: 'secondary', fillRule: 'evenodd' },
      ]
    : [{ d: regionToPath(regionSubtract(disc, letter)), ink: 'primary', fillRule: 'evenodd' }];
  const holder = round ? 'rounded square' : 'disc';
  return finishMark(archetype, 'letter-disc', layers, {
    description: breaks
      ? `A solid ${holder} with a single ${text} breaking out past its rim, like a vector leaving its planet.`
      : `A solid ${holder} holding a single ${text}, the simplest badge that still names the brand.`,
    hasText: true,
    features: {
      letters: text,
      ...(round ? {} : { disc: true }),
      letterGlyphs: cleanLetterGlyphs(ctx, letters, m),
      ...(breaks ? {} : { plainSetting: true }),
    },
  });
}

/** Two initials separated by a bar as thick as a stem and 1.2–1.4 × cap height (or, doubled, in two inks). */
export function buildDividedMonogram(ctx: MarkContext, archetype: string): Mark {
  const pair = letterPair(ctx);
  const doubled = archetype === 'double-letter-monogram';
  const options = { role: 'display' as const, size: 400, weight: doubled ? 700 : 500 };
  const left = setLetters(ctx, archetype, pair[0], options);
  const right = setLetters(ctx, archetype, pair[1], options);
  const cap = 400;
  const stem = cap * 0.14;
  const gap = doubled ? options.size * 0.04 : cap * 0.22;
  const leftFit = fitMatrix(left.box, { x: 0, y: 0 }, cap * 2, cap);
  const rightFit = fitMatrix(right.box, { x: 0, y: 0 }, cap * 2, cap);
  const leftRegion = placedRegion(left, leftFit);
  const rightRegion = placedRegion(right, rightFit);
  const widthOf = (r: typeof leftRegion) => Math.max(...r.flat().map((p) => p.x)) - Math.min(...r.flat().map((p) => p.x));
  const lw = widthOf(leftRegion);
  const rw = widthOf(rightRegion);
  const barW = doubled ? 0 : stem;
  const total = lw + rw + barW + gap * (doubled ? 1 : 2);
  const x0 = -total / 2;
  const shift = (r: typeof leftRegion, dx: number) => ringsTransform(r, [1, 0, 0, 1, dx, 0]);
  const moved = (m: Matrix, dx: number) => matrixChain(m, matrixTranslate(dx, 0));
  const letterGlyphs = [
    ...(cleanLetterGlyphs(ctx, left, moved(leftFit, x0 + lw / 2)) ?? []),
    ...(cleanLetterGlyphs(ctx, right, moved(rightFit, total / 2 - rw / 2)) ?? []),
  ];
  const layers: DraftLayer[] = [
    { d: regionToPath(shift(leftRegion, x0 + lw / 2)), ink: 'primary', fillRule: 'evenodd' },
    { d: regionToPath(shift(rightRegion, total / 2 - rw / 2)), ink: doubled ? 'secondary' : 'primary', fillRule: 'evenodd' },
  ];
  if (!doubled) {
    const barH = cap * valueInRange(ctx, 'divided.barHeight', [1.2, 1.4]);
    layers.push({ d: rectPath(x0 + lw + gap, -barH / 2, barW, barH), ink: 'accent' });
  }
  return finishMark(archetype, 'divided-monogram', layers, {
    description: doubled
      ? `The initials ${pair.join('')} set as a tight pair in two inks.`
      : `The initials ${pair.join('')} divided by a single rule, a quiet, architectural monogram.`,
    hasText: true,
    features: { letters: pair.join(''), letterGlyphs },
  });
}
