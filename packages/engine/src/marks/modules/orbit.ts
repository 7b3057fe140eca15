/**
 * meatball-orbit, read as a principle (designer-dna.md §0, §2.12): a mission emblem of combined symbols with motion
 * through one vector. The brief's subject (or its initials) stands clear on the ground above a planet's horizon, and
 * a swept trajectory rises from the horizon past it. No disc, no orbit ring, no star field: a disc with an orbit, a
 * chevron or a field of points is the 1959 insignia (the guardrail rejects it). chevron-vector keeps the initials with
 * a swept chevron, without a disc or an orbit.
 */
import { boxOfRings, degrees, degreesToRadians, type Point, ringsTransform } from '../../geometry';
import {
  circlePath,
  createPath,
  polygonPath,
  type Region,
  rectPath,
  regionFromPath,
  regionIntersect,
  regionSubtract,
  regionToPath,
  regionUnion,
  transformPath,
} from '../../path';
import { capitalFirst, isPluralPhrase } from '../../strategy/grammar';
import { iconNoun, iconPhrase } from '../../strategy/icon-nouns';
import { type DraftLayer, finishMark } from '../draft';
import { pickIcon, placeIconTight } from '../icon-pick';
import { fitMatrix, monogramLetters, placedRegion, setLetters, setLineGlyphs, toNameGlyphs } from '../letters';
import { chooseFamily, minFeature, moduleBlock, readNumber, readRange, valueInRange } from '../params';
import type { Mark, MarkContext } from '../types';

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

/** Families of the mission emblem; none has a disc, an orbit ring or a point field (§0). */
const EMBLEM_FAMILIES = ['subject', 'initials', 'twin'] as const;

export function buildMeatballOrbit(ctx: MarkContext, archetype: string): Mark {
  const block = moduleBlock(ctx, 'meatball');
  if (archetype !== 'chevron-vector') return buildHorizonEmblem(ctx, archetype, chooseFamily(ctx, 'meatball.family', EMBLEM_FAMILIES));
  const vector = true;
  const text = monogramLetters(ctx, 3);
  const letters = setLetters(ctx, archetype, text, ORBIT_TEXT);
  const letterFit = fitMatrix(letters.box, C, R * 2 * readNumber(block, 'textWidth', 0.72) * (text.length === 1 ? 0.5 : 1), R * 0.62);
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

/** The planet's limb: the top of a wide circle, clipped flat below, across the foot of the emblem. */
function horizonRegion(top: number, depth: number): Region {
  const r = 1150;
  const disc = regionFromPath(circlePath({ x: C.x, y: top + r }, r));
  return regionIntersect(disc, regionFromPath(rectPath(C.x - R * 1.05, top, R * 2.1, depth)));
}

/**
 * A swept trajectory: a band along a curve from the horizon at `foot` to a sharp tip at `tip`, bowed outward by
 * `bow`, `width` thick at its root and tapering to the point.
 */
function trajectoryRegion(foot: Point, tip: Point, width: number, bow: number): Region {
  const control = { x: tip.x - bow * 0.1, y: foot.y - bow * 0.6 };
  const at = (t: number) => ({
    x: (1 - t) ** 2 * foot.x + 2 * (1 - t) * t * control.x + t ** 2 * tip.x,
    y: (1 - t) ** 2 * foot.y + 2 * (1 - t) * t * control.y + t ** 2 * tip.y,
  });
  const steps = 24;
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const p = at(t);
    const q = at(Math.min(1, t + 0.01));
    const o = at(Math.max(0, t - 0.01));
    const len = Math.hypot(q.x - o.x, q.y - o.y) || 1;
    const half = (width / 2) * (1 - t) ** 0.8;
    const nx = -(q.y - o.y) / len;
    const ny = (q.x - o.x) / len;
    left.push({ x: p.x + nx * half, y: p.y + ny * half });
    right.push({ x: p.x - nx * half, y: p.y - ny * half });
  }
  return regionFromPath(polygonPath([...left, ...right.reverse()]));
}

/**
 * The emblem without the insignia: the brief's subject (or its initials) in the primary ink, clear on the ground; the
 * planet's horizon under it; one swept trajectory (or two, `twin`) rising from the horizon beside it in the second ink.
 * The subject is never crossed, so it reads at a glance.
 */
function buildHorizonEmblem(ctx: MarkContext, archetype: string, family: (typeof EMBLEM_FAMILIES)[number]): Mark {
  const horizonTop = C.y + R * 0.62;
  const horizon = horizonRegion(horizonTop, R * 0.34);
  const gap = Math.max(R * 0.07, minFeature(ctx));
  const subjectCentre = { x: C.x - R * 0.2, y: C.y - R * 0.08 };
  const size = R * 1.2;
  let figure: Region;
  let words: string;
  let features: Mark['features'];
  let nameGlyphs: ReturnType<typeof toNameGlyphs> | undefined;
  if (family === 'initials') {
    const text = monogramLetters(ctx, 3);
    const letters = setLetters(ctx, archetype, text, ORBIT_TEXT);
    const fit = fitMatrix(letters.box, subjectCentre, size, R * 0.62);
    figure = placedRegion(letters, fit);
    nameGlyphs = toNameGlyphs(
      text,
      setLineGlyphs(ctx, archetype, text, ORBIT_TEXT).map((g) => ({ d: transformPath(g.d, fit) })),
    );
    words = `The initials ${text} standing on a planet's horizon, a swept trajectory rising past them: a mission announced.`;
    features = { letters: text, horizon: true, vector: true };
  } else {
    const icon = pickIcon(ctx, 'meatball.subject');
    figure = placeIconTight(icon, subjectCentre, size, minFeature(ctx));
    const what = capitalFirst(iconPhrase(icon.name));
    const plural = isPluralPhrase(iconNoun(icon.name));
    const [them, object] = plural ? ['them', 'objects'] : ['it', 'object'];
    words =
      family === 'twin'
        ? `${what} on a planet's horizon with two swept trajectories climbing beside ${them}: the everyday ${object} sent on a mission.`
        : `${what} on a planet's horizon, one swept trajectory climbing past ${them}: the everyday ${object} sent on a mission.`;
    features = { icons: [icon.name], horizon: true, vector: true };
  }
  // The subject sits on the horizon with clear ground between them.
  const box = boxOfRings(figure);
  const lift = Math.max(0, box.maxY - (horizonTop - gap));
  if (lift > 0) figure = ringsTransform(figure, [1, 0, 0, 1, 0, -lift]);
  const placed = boxOfRings(figure);
  const width = Math.max(R * 0.16, minFeature(ctx) * 2);
  const tipY = Math.min(placed.minY, C.y - R * 0.85);
  const foot = { x: Math.max(placed.maxX + gap, C.x + R * 0.35), y: horizonTop + 2 };
  const tip = { x: C.x + R * 1.02, y: tipY };
  let vector = trajectoryRegion(foot, tip, width, R * valueInRange(ctx, 'emblem.bow', [0.5, 0.8]));
  if (family === 'twin') {
    const second = trajectoryRegion(
      { x: foot.x + width * 1.6, y: foot.y },
      { x: tip.x + width * 0.6, y: tip.y + R * 0.35 },
      width * 0.7,
      R * 0.5,
    );
    vector = regionUnion(vector, second);
  }
  const grown = (region: Region, by: number) => {
    const b = boxOfRings(region);
    return regionFromPath(rectPath(b.minX - by, b.minY - by, b.maxX - b.minX + 2 * by, b.maxY - b.minY + 2 * by));
  };
  // The trajectory never touches the subject; the horizon is cut where the trajectory leaves it.
  const trajectory = regionSubtract(vector, grown(figure, gap));
  const ground = regionSubtract(horizon, figure);
  return finishMark(
    archetype,
    'meatball-orbit',
    [
      { d: regionToPath(regionUnion(figure, ground)), ink: 'primary', fillRule: 'evenodd' },
      { d: regionToPath(trajectory), ink: 'secondary', fillRule: 'evenodd' },
    ],
    {
      description: words,
      hasText: family === 'initials',
      features: { ...features, ...(nameGlyphs ? { nameGlyphs } : {}) },
    },
  );
}
