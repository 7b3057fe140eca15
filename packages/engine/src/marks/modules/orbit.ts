/**
 * meatball-orbit, read as a principle (designer-dna.md §0, §2.12): a mission emblem of combined symbols with motion.
 * The brief's subject is circled by one tilted orbit that passes behind it all the way round, a star
 * riding the orbit's leading end. No disc, no star field, no chevron: a disc with an orbit, a chevron or a field of
 * points is the 1959 insignia (the guardrail rejects it). An earlier emblem stood the subject on a planet's horizon
 * with a swept trajectory beside it, and read as a boat (a hull and a sail). chevron-vector keeps the initials with a
 * swept chevron, without a disc or an orbit.
 */
import {
  boxOfRings,
  degrees,
  degreesToRadians,
  type Matrix,
  matrixRotate,
  type Point,
  pointTransform,
  ringSignedArea,
  ringsTransform,
} from '../../geometry';
import type { IconMatch } from '../../icons/types';
import {
  createPath,
  ellipsePath,
  type Region,
  rectPath,
  regionArea,
  regionFromPath,
  regionGrow,
  regionIntersect,
  regionSubtract,
  regionToPath,
  regionUnion,
  starPath,
  transformPath,
} from '../../path';
import { capitalFirst, isPluralPhrase } from '../../strategy/grammar';
import { iconNoun, iconPhrase } from '../../strategy/icon-nouns';
import { type DraftLayer, finishMark } from '../draft';
import { pickIcon, placeIconTight } from '../icon-pick';
import { fitMatrix, monogramLetters, placedRegion, setLetters, setLineGlyphs, toNameGlyphs } from '../letters';
import { minFeature, moduleBlock, readNumber, readRange, valueInRange } from '../params';
import type { Mark, MarkContext } from '../types';
import { ROUND_INITIAL } from './monogram';

const C: Point = { x: 500, y: 500 };
const R = 400;

/** A swept chevron: a thin crescent from lower left to beyond the upper right of the disc. */
function chevronPath(sweepDeg: number, overshoot: number): string {
  const start = { x: C.x - R * 0.95, y: C.y + R * 0.55 };
  const tip = { x: C.x + R * (1 + overshoot), y: C.y - R * 0.55 };
  const lift = Math.tan(degreesToRadians(degrees(sweepDeg / 2))) * R * 0.35;
  return createPath()
    .moveTo(start)
    .quadTo({ x: C.x - R * 0.1, y: C.y + R * 0.15 - lift }, tip)
    .quadTo({ x: C.x + R * 0.05, y: C.y + R * 0.5 - lift }, start)
    .close()
    .toString();
}

const ORBIT_TEXT = { role: 'display', size: 300, weight: 800, trackingEm: 0.02 } as const;

export function buildMeatballOrbit(ctx: MarkContext, archetype: string): Mark {
  const block = moduleBlock(ctx, 'meatball');
  if (archetype !== 'chevron-vector') return buildOrbitEmblem(ctx, archetype);
  const vector = true;
  const text = monogramLetters(ctx, 3);
  // A lone round letter is a disc's outline: with a red vector swept across it, it is the 1959 insignia itself
  // (seventeenth review, Ottoline's heavy O).
  if (ROUND_INITIAL.test(text)) throw new Error(`a vector swept across a lone ${text} is the space agency's 1959 insignia`);
  const letters = setLetters(ctx, archetype, text, ORBIT_TEXT);
  // The letters carry the mark: a single letter small beside a long chevron was a smear at 16 px as an app icon.
  const letterFit = fitMatrix(letters.box, C, R * 2 * readNumber(block, 'textWidth', 0.72) * (text.length === 1 ? 0.75 : 1), R * 0.9);
  const letterRegion = placedRegion(letters, letterFit);
  const stroke = Math.max(R * readNumber(block, 'orbitStroke', 0.03), minFeature(ctx) * 0.8);
  // The chevron passes behind the letters wherever it meets them, broken by a halo of ground: a letter is never cut.
  const haloWidth = Math.max(stroke * 1.2, R * 0.035);
  // A clean break: the chevron ducks behind the letters' block, so its ends are straight cuts, never notches.
  const halo = (region: Region) => {
    const b = boxOfRings(region);
    return regionFromPath(
      rectPath(b.minX - haloWidth, b.minY - haloWidth, b.maxX - b.minX + 2 * haloWidth, b.maxY - b.minY + 2 * haloWidth),
    );
  };
  const lettersDrawn = letterRegion;
  const nameGlyphs = toNameGlyphs(
    text,
    setLineGlyphs(ctx, archetype, text, ORBIT_TEXT).map((g) => ({ d: transformPath(g.d, letterFit) })),
  );
  const layers: DraftLayer[] = [];
  {
    const chevron = regionFromPath(
      chevronPath(
        valueInRange(ctx, 'chevron.sweep', readRange(block, 'chevronSweepDeg', [60, 75])),
        valueInRange(ctx, 'chevron.overshoot', readRange(block, 'chevronOvershoot', [0.1, 0.2])),
      ),
    );
    // No orbit line: initials ringed by an orbit with a swept vector through them are the 1959 insignia, disc or not.
    layers.push({ d: regionToPath(lettersDrawn), ink: 'primary', fillRule: 'evenodd' });
    layers.push({ d: regionToPath(regionSubtract(chevron, halo(letterRegion))), ink: 'secondary', fillRule: 'evenodd' });
  }
  return finishMark(archetype, 'meatball-orbit', layers, {
    description: `The initials ${text} with a swept chevron rising past them: exploration reduced to a vector.`,
    hasText: true,
    features: { letters: text, chevron: vector, ...(nameGlyphs ? { nameGlyphs } : {}) },
  });
}

/** A tilted orbit around the subject: an elliptical band `stroke` thick, turned by `turn` about the centre. */
function orbitBand(rx: number, ry: number, stroke: number, turn: Matrix): Region {
  const band = regionSubtract(
    regionFromPath(ellipsePath(C, rx + stroke / 2, ry + stroke / 2)),
    regionFromPath(ellipsePath(C, rx - stroke / 2, ry - stroke / 2)),
  );
  return ringsTransform(band, turn);
}

/**
 * Whether a figure reads as a ball: about as wide as it is tall, and its outline (holes filled) close to the ellipse of
 * its box, neither spilling past it (a boat's hull, a square) nor falling short of it.
 */
function isRoundFigure(figure: Region): boolean {
  const box = boxOfRings(figure);
  const width = box.maxX - box.minX;
  const height = box.maxY - box.minY;
  const outline = [...figure].sort((a, b) => Math.abs(ringSignedArea(b)) - Math.abs(ringSignedArea(a))).slice(0, 1);
  if (isBallBodied(outline)) return true;
  if (width / height < 0.8 || width / height > 1.25) return false;
  const ellipse = regionFromPath(ellipsePath({ x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 }, width / 2, height / 2));
  const inside = regionArea(regionIntersect(outline, ellipse));
  return inside / regionArea(ellipse) > 0.85 && (regionArea(outline) - inside) / regionArea(outline) < 0.08;
}

/** Share of a figure's outline that must lie in the disc of its own area, round its centre, to read as a ball. */
const BALL_BODY_SHARE = 0.86;

/**
 * Whether most of a figure is one round body, whatever hangs from it (a paper lantern on its stand, a balloon on its
 * string): the disc of the outline's own area, centred on its centroid, holds nearly all of it. Circled by an orbit
 * with a star, such a body is the 1959 insignia's ball (the nineteenth review's blue lantern in a red orbit).
 */
function isBallBodied(outline: Region): boolean {
  const area = regionArea(outline);
  if (area <= 0) return false;
  const box = boxOfRings(outline);
  const r = Math.sqrt(area / Math.PI);
  let best = 0;
  // The body's centre: the box's centre, or that of its upper or lower part (the stand hangs below the ball).
  for (const dy of [-0.15, 0, 0.15]) {
    const c = { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 + dy * (box.maxY - box.minY) };
    best = Math.max(best, regionArea(regionIntersect(outline, regionFromPath(ellipsePath(c, r, r)))) / area);
  }
  return best >= BALL_BODY_SHARE;
}

/** How many of the brief's subjects a walked-on design tries, in the order they are dealt, before the emblem gives way. */
const SUBJECT_TRIES = 3;

/**
 * The brief's subject the emblem sends on a mission, placed: the one dealt to the design, or for a design walking on
 * (another seed or variant) the next of the brief's subjects where that one is round (a lifebuoy, a ball) — a round
 * subject circled by an orbit and a star is the 1959 insignia's ball. Only the brief's own subjects: a stock star in an
 * orbit says nothing. The designer's own design takes only its dealt subject, so no picture passes three designers.
 */
function orbitSubject(ctx: MarkContext): { icon: IconMatch; figure: Region } {
  const round: string[] = [];
  // The user's own icon is drawn or given way for, never swapped for another.
  const tries = ctx.deal?.strict || ctx.icon ? 1 : SUBJECT_TRIES;
  while (round.length < tries) {
    const icon = pickIcon(ctx, 'meatball.subject', { exclude: round });
    const named = ('words' in icon && (icon.words as string[]).length > 0) || icon.name === ctx.icon || icon.name === ctx.pun;
    if (!named) break;
    const figure = placeIconTight(icon, C, R * 1.3, minFeature(ctx));
    if (!isRoundFigure(figure)) return { icon, figure };
    round.push(icon.name);
  }
  if (round.length > 0) throw new Error(`a round ${iconNoun(round[0] as string)} circled by an orbit reads as the 1959 insignia`);
  throw new Error('the brief names no subject to send on a mission: the emblem gives way');
}

/**
 * The emblem without the insignia: the brief's subject in the primary ink, whole, circled by one tilted orbit in the
 * second ink that passes behind it, with a four-point star riding the orbit at its leading end. No disc, no
 * field of points, no chevron: those together are the 1959 insignia (the guardrail). Initials are never orbited: two
 * reviewers read initials in an orbit with a star as a technology brand and preferred the designer's chevron there, so
 * a brief with no subject to send gives the designer's next take.
 */
function buildOrbitEmblem(ctx: MarkContext, archetype: string): Mark {
  const gap = Math.max(R * 0.045, minFeature(ctx));
  const tilt = -valueInRange(ctx, 'emblem.tilt', [18, 30]);
  const flatness = valueInRange(ctx, 'emblem.ry', [0.3, 0.36]);
  const stroke = Math.max(R * 0.055, minFeature(ctx) * 1.2);
  const { icon, figure: subject } = orbitSubject(ctx);
  const what = capitalFirst(iconPhrase(icon.name));
  const plural = isPluralPhrase(iconNoun(icon.name));
  const [them, object] = plural ? ['them', 'objects'] : ['it', 'object'];
  const words = `${what} circled by one tilted orbit that passes behind ${them}, a star riding it: the everyday ${object} sent on a mission.`;
  // The orbit is sized to the subject: wide enough to clear its sides, flat enough to cross it.
  const held = boxOfRings(subject);
  const rx = Math.min(R, Math.max((held.maxX - held.minX) * 0.66, (held.maxY - held.minY) * 0.62) + stroke);
  const ry = rx * flatness;
  const turn = matrixRotate(degreesToRadians(degrees(tilt)), C);
  const band = orbitBand(rx, ry, stroke, turn);
  // The star rides the orbit's leading end (the right), clear of the band by a halo of ground.
  const star = regionFromPath(
    starPath(pointTransform({ x: C.x + rx, y: C.y }, turn), Math.max(R * 0.13, minFeature(ctx) * 3), 4, 0.34, 90),
  );
  const starHalo = regionGrow(star, gap);
  // The orbit passes behind the subject all the way round: crossing in front, it cut an open book into "DE" and
  // a pair of scissors into pieces that smeared at 16 px.
  const orbit = regionUnion(regionSubtract(band, regionGrow(subject, gap), starHalo), star);
  // The star rides in front of everything: where it meets the subject, the subject gives way by a halo of ground.
  const figure = { d: regionToPath(regionSubtract(subject, starHalo)), ink: 'primary' as const, fillRule: 'evenodd' as const };
  return finishMark(archetype, 'meatball-orbit', [figure, { d: regionToPath(orbit), ink: 'secondary', fillRule: 'evenodd' }], {
    description: words,
    hasText: false,
    features: { icons: [icon.name], orbit: true },
    // At app-icon size the thin orbit and its star smear across the subject: the icon is the subject alone.
    icon: [figure],
  });
}
