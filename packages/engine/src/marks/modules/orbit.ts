/**
 * meatball-orbit: a solid disc with a star field, a tilted orbit that weaves behind the letters and carries
 * one satellite, and the initials inside (designer-dna.md §1); chevron-vector drops the disc and stars and
 * keeps a swept chevron. A chevron never crosses the starred disc: disc + stars + chevron + orbit is the
 * 1959 insignia (§0) whatever the letters.
 */
import {
  boxOfRings,
  degrees,
  degreesToRadians,
  distanceToRings,
  isPointInRings,
  matrixRotate,
  type Point,
  ringsTransform,
} from '../../geometry';
import {
  circlePath,
  createPath,
  ellipsePath,
  type Region,
  rectPath,
  regionFromPath,
  regionIntersect,
  regionSubtract,
  regionToPath,
  regionUnion,
  starPath,
  transformPath,
} from '../../path';
import { type DraftLayer, finishMark } from '../draft';
import { pickIcon, placeIconTight } from '../icon-pick';
import { fitMatrix, monogramLetters, placedRegion, setLetters, setLineGlyphs, toNameGlyphs } from '../letters';
import { chooseFamily, countInRange, minFeature, moduleBlock, readNumber, readRange, valueInRange } from '../params';
import type { Mark, MarkContext } from '../types';

const C: Point = { x: 500, y: 500 };
const R = 400;

// Tilt is given counter-clockwise (§0); SVG rotation is clockwise, hence the sign.
const tiltMatrix = (tiltDeg: number) => matrixRotate(degreesToRadians(degrees(-tiltDeg)), C);

function orbitBand(rx: number, ry: number, stroke: number, tiltDeg: number): Region {
  const ring = regionSubtract(
    regionFromPath(ellipsePath(C, rx + stroke / 2, ry + stroke / 2)),
    regionFromPath(ellipsePath(C, rx - stroke / 2, ry - stroke / 2)),
  );
  return ringsTransform(ring, tiltMatrix(tiltDeg));
}

/** A satellite on the front of the orbit (lower right), a body in motion instead of the insignia's chevron. */
function satellite(rx: number, ry: number, radius: number, tiltDeg: number, atDeg: number): Region {
  const t = degreesToRadians(degrees(atDeg));
  const at = { x: C.x + rx * Math.cos(t), y: C.y + ry * Math.sin(t) };
  return ringsTransform(regionFromPath(circlePath(at, radius)), tiltMatrix(tiltDeg));
}

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

/** Families of the disc mark; none combines the disc with a star field, an orbit and a chevron (§0). */
const DISC_FAMILIES = ['orbit', 'field', 'subject'] as const;

export function buildMeatballOrbit(ctx: MarkContext, archetype: string): Mark {
  const block = moduleBlock(ctx, 'meatball');
  const vector = archetype === 'chevron-vector';
  const family = vector ? 'orbit' : chooseFamily(ctx, 'meatball.family', DISC_FAMILIES);
  if (family === 'field') return buildVectorField(ctx, archetype, block);
  if (family === 'subject') return buildSubjectOrbit(ctx, archetype, block);
  const text = monogramLetters(ctx, 3);
  const letters = setLetters(ctx, archetype, text, ORBIT_TEXT);
  const letterFit = fitMatrix(letters.box, C, R * 2 * readNumber(block, 'textWidth', 0.72) * (text.length === 1 ? 0.5 : 1), R * 0.62);
  const letterRegion = placedRegion(letters, letterFit);
  const stroke = Math.max(R * readNumber(block, 'orbitStroke', 0.03), minFeature(ctx) * 0.8);
  const rx = R * readNumber(block, 'orbitRx', 0.85);
  const ry = R * valueInRange(ctx, 'orbit.ry', readRange(block, 'orbitRy', [0.3, 0.36]));
  const tilt = readNumber(block, 'orbitTiltDeg', -25) * -1;
  const orbit = orbitBand(rx, ry, stroke, tilt);
  // The orbit passes behind the letters wherever it meets them, broken by a halo of ground: a letter is never cut.
  const haloWidth = Math.max(stroke * 1.2, R * 0.035);
  // A clean break: the orbit ducks behind the letters' block, so its ends are straight cuts, never notches.
  const halo = (region: Region) => {
    const b = boxOfRings(region);
    return regionFromPath(
      rectPath(b.minX - haloWidth, b.minY - haloWidth, b.maxX - b.minX + 2 * haloWidth, b.maxY - b.minY + 2 * haloWidth),
    );
  };
  const orbitDrawn = regionSubtract(orbit, halo(letterRegion));
  const lettersDrawn = letterRegion;
  const nameGlyphs = toNameGlyphs(
    text,
    setLineGlyphs(ctx, archetype, text, ORBIT_TEXT).map((g) => ({ d: transformPath(g.d, letterFit) })),
  );
  const layers: DraftLayer[] = [];
  if (!vector) {
    // On the lower front of the orbit, below the letters, so it never covers them.
    const radius = Math.max(stroke * 1.7, minFeature(ctx));
    // The first place along the orbit where the satellite and its ground ring stay clear of the letters' halo.
    const wanted = valueInRange(ctx, 'orbit.satelliteDeg', [100, 125]);
    const keepClear = halo(letterRegion);
    const at =
      [0, 20, -20, 40, -40, 60, -60, 80, -80, 180]
        .map((step) => wanted + step)
        .find((deg) => regionIntersect(satellite(rx, ry, radius + stroke, tilt, deg), keepClear).length === 0) ?? wanted;
    const body = satellite(rx, ry, radius, tilt, at);
    const bodyHalo = satellite(rx, ry, radius + stroke, tilt, at);
    layers.push({
      // A ground ring around the satellite keeps the two inks apart, so the one-ink version still shows it.
      d: regionToPath(regionSubtract(regionFromPath(circlePath(C, R)), regionUnion(lettersDrawn, orbitDrawn, bodyHalo))),
      ink: 'primary',
      fillRule: 'evenodd',
    });
    layers.push({ d: regionToPath(regionSubtract(body, halo(letterRegion))), ink: 'secondary', fillRule: 'evenodd' });
  } else {
    const chevron = regionFromPath(
      chevronPath(
        valueInRange(ctx, 'chevron.sweep', readRange(block, 'chevronSweepDeg', [60, 75])),
        valueInRange(ctx, 'chevron.overshoot', readRange(block, 'chevronOvershoot', [0.1, 0.2])),
      ),
    );
    layers.push({ d: regionToPath(regionUnion(lettersDrawn, orbitDrawn)), ink: 'primary', fillRule: 'evenodd' });
    layers.push({ d: regionToPath(regionSubtract(chevron, halo(letterRegion))), ink: 'secondary', fillRule: 'evenodd' });
  }
  return finishMark(archetype, 'meatball-orbit', layers, {
    description: vector
      ? `The initials ${text} with an orbit and a swept chevron: exploration reduced to a vector.`
      : `A disc holding the initials ${text}, circled by an orbit with one satellite in motion: ambition you can read at a glance.`,
    hasText: true,
    features: { letters: text, disc: !vector, orbit: true, chevron: vector, ...(nameGlyphs ? { nameGlyphs } : {}) },
  });
}

/**
 * field: the disc carries the initials, a field of round points (data, people, places: the brief's many) and one
 * straight vector leaving the disc with a round head, direction without the insignia's chevron or stars.
 */
function buildVectorField(ctx: MarkContext, archetype: string, block: Record<string, unknown>): Mark {
  const text = monogramLetters(ctx, 3);
  const letters = setLetters(ctx, archetype, text, ORBIT_TEXT);
  // The initials sit above the vector's path, so the vector never crosses a letter.
  const letterFit = fitMatrix(letters.box, { x: C.x, y: C.y - R * 0.3 }, R * 1.2, R * 0.42);
  const letterRegion = placedRegion(letters, letterFit);
  const width = Math.max(R * 0.05, minFeature(ctx));
  const from = { x: C.x - R * 0.8, y: C.y + R * 0.56 };
  const to = { x: C.x + R * 1.1, y: C.y + R * valueInRange(ctx, 'vector.end', [0.02, 0.16]) };
  const len = Math.hypot(to.x - from.x, to.y - from.y);
  const nx = (-(to.y - from.y) / len) * (width / 2);
  const ny = ((to.x - from.x) / len) * (width / 2);
  const line = regionFromPath(
    `M${from.x + nx} ${from.y + ny}L${to.x + nx} ${to.y + ny}L${to.x - nx} ${to.y - ny}L${from.x - nx} ${from.y - ny}Z`,
  );
  const vector = regionUnion(line, regionFromPath(circlePath(to, width * 1.9)));
  const grown = (region: Region, by: number) =>
    regionUnion(region, ringsTransform(region, [1, 0, 0, 1, 0, by]), ringsTransform(region, [1, 0, 0, 1, 0, -by]));
  const clear = regionSubtract(vector, grown(letterRegion, width));
  const dots = scatterStars(ctx, block, regionUnion(letterRegion, grown(vector, width * 1.6)), 'dot');
  const disc = regionSubtract(regionFromPath(circlePath(C, R)), regionUnion(letterRegion, dots, grown(vector, width * 1.2)));
  const nameGlyphs = toNameGlyphs(
    text,
    setLineGlyphs(ctx, archetype, text, ORBIT_TEXT).map((g) => ({ d: transformPath(g.d, letterFit) })),
  );
  return finishMark(
    archetype,
    'meatball-orbit',
    [
      { d: regionToPath(disc), ink: 'primary', fillRule: 'evenodd' },
      { d: regionToPath(clear), ink: 'secondary', fillRule: 'evenodd' },
    ],
    {
      description: `A disc holding the initials ${text} over a field of points, one straight vector leaving it: a course set and followed.`,
      hasText: true,
      features: { letters: text, disc: true, ...(nameGlyphs ? { nameGlyphs } : {}) },
    },
  );
}

/** subject: the brief's own object knocked out of the disc, with an orbit passing in front of it. */
function buildSubjectOrbit(ctx: MarkContext, archetype: string, block: Record<string, unknown>): Mark {
  const icon = pickIcon(ctx, 'meatball.subject');
  const figure = placeIconTight(icon, C, R * 1.05, minFeature(ctx));
  const stroke = Math.max(R * readNumber(block, 'orbitStroke', 0.03) * 1.4, minFeature(ctx) * 0.8);
  const rx = R * 1.02;
  const ry = R * valueInRange(ctx, 'orbit.ry', readRange(block, 'orbitRy', [0.3, 0.36]));
  const tilt = valueInRange(ctx, 'orbit.subjectTilt', [15, 30]);
  const orbit = orbitBand(rx, ry, stroke, tilt);
  const frontHalf = regionFromPath(`M0 ${C.y}H1000V1000H0Z`);
  const front = regionIntersect(orbit, frontHalf);
  const frontHalo = regionIntersect(orbitBand(rx, ry, stroke * 3, tilt), frontHalf);
  const disc = regionSubtract(regionFromPath(circlePath(C, R)), regionUnion(figure, frontHalo));
  return finishMark(
    archetype,
    'meatball-orbit',
    [
      { d: regionToPath(disc), ink: 'primary', fillRule: 'evenodd' },
      { d: regionToPath(regionSubtract(front, figure)), ink: 'secondary', fillRule: 'evenodd' },
    ],
    {
      description: `A ${icon.name.replace(/-/g, ' ')} cut out of a solid disc, one orbit passing in front of it: the everyday object set in motion.`,
      hasText: false,
      features: { icons: [icon.name], disc: true, orbit: true },
    },
  );
}

/** 12–30 stars or round points scattered with exclusion: never on the letters, orbit or vector, never overlapping. */
function scatterStars(ctx: MarkContext, block: Record<string, unknown>, keepOut: Region, shape: 'star' | 'dot' = 'star'): Region {
  const rng = ctx.rng('marks:meatball.stars');
  const count = countInRange(ctx, 'meatball.starCount', readRange(block, 'stars', [12, 30]));
  const [minSize, maxSize] = readRange(block, 'starSize', [0.01, 0.03]);
  const stars: Region = [];
  const placed: Array<{ p: Point; r: number }> = [];
  for (let attempt = 0; attempt < count * 20 && placed.length < count; attempt++) {
    const r = Math.max(R * (minSize + (maxSize - minSize) * rng.next()) * 1.6, minFeature(ctx) * 0.6);
    const angle = rng.next() * Math.PI * 2;
    const dist = Math.sqrt(rng.next()) * (R - r * 2.5);
    const p = { x: C.x + Math.cos(angle) * dist, y: C.y + Math.sin(angle) * dist };
    if (placed.some((s) => Math.hypot(s.p.x - p.x, s.p.y - p.y) < (s.r + r) * 2.2)) continue;
    // Point tests instead of a boolean per attempt: the centre must be outside and clear of the outline.
    if (isPointInRings(p, keepOut) || distanceToRings(p, keepOut) < r * 1.8) continue;
    placed.push({ p, r });
    stars.push(...regionFromPath(shape === 'star' ? starPath(p, r, 5, 0.45) : circlePath(p, r * 0.7)));
  }
  return stars;
}
