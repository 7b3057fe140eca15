/**
 * Radial archetypes (designer-dna.md §1): rotational-symbol (+ card-ornament), radial-fan,
 * radial-petal-frame and sunburst (+ sun-badge).
 */
import {
  boxOfRings,
  degrees,
  degreesToRadians,
  matrixRotate,
  type Point,
  pointOnCircle,
  ringSignedArea,
  ringsTransform,
} from '../../geometry';
import { type IconMatch, iconIndex } from '../../icons';
import { circlePath, createPath, polygonPath, type Region, regionFromPath, regionSubtract, regionToPath, regionUnion } from '../../path';
import { capitalFirst } from '../../strategy/grammar';
import { iconModifier, iconPhrase } from '../../strategy/icon-nouns';
import { type DraftLayer, finishMark } from '../draft';
import { hueFamilyOf, isSignalRed } from '../guardrails';
import { pickIcon, placeIconTight } from '../icon-pick';
import { cleanLetterGlyphs, firstInitial, fitMatrix, placedRegion, setLetters } from '../letters';
import { chooseFamily, countInRange, minFeature, moduleBlock, readNumber, readRange, valueInRange } from '../params';
import { leafPath } from '../shapes';
import type { Mark, MarkContext } from '../types';
import { boldSilhouette, symbolConcept } from './symbol';

const C: Point = { x: 500, y: 500 };
const at = (r: number, deg: number) => pointOnCircle(C, r, degreesToRadians(degrees(deg)));
const rotateAbout = (region: Region, deg: number, origin: Point = C) =>
  ringsTransform(region, matrixRotate(degreesToRadians(degrees(deg)), origin));

/** N twisted blades around a round void (0.28–0.36 M), separated by gaps of 0.04–0.07 M: a pinwheel, not a stack of trapezoids. */
export function buildRotationalSymbol(ctx: MarkContext, archetype: string): Mark {
  if (archetype === 'card-ornament') return buildCardOrnament(ctx, archetype);
  const icon = symbolConcept(ctx, 'rotational.concept');
  if (icon && turnsAround(icon)) return buildConceptRosette(ctx, archetype, icon);
  const order = Math.max(3, Math.min(8, ctx.dna.geometry.rotationalOrder ?? countInRange(ctx, 'rotational.order', [3, 6])));
  const family = chooseFamily(ctx, 'rotational.family', ROTATIONAL_FAMILIES);
  if (family === 'lenses') return buildLensRosette(ctx, archetype, order);
  if (family === 'bars') return buildTangentBars(ctx, archetype, order);
  const outer = 440;
  const inner = (1000 * valueInRange(ctx, 'rotational.void', [0.28, 0.36])) / 2;
  const gap = 1000 * valueInRange(ctx, 'rotational.gap', [0.04, 0.07]);
  const pitch = 360 / order;
  const twist = pitch * 0.55;
  // One blade: inner arc over the pitch, outer arc shifted by the twist; sampled so arcs stay round.
  const steps = 10;
  const innerArc = Array.from({ length: steps + 1 }, (_, i) => at(inner, 90 - (pitch * i) / steps));
  const outerArc = Array.from({ length: steps + 1 }, (_, i) => at(outer, 90 - twist - pitch + (pitch * i) / steps));
  const blade = regionFromPath(polygonPath([...innerArc, ...outerArc]));
  const blades = Array.from({ length: order }, (_, i) => rotateAbout(blade, pitch * i));
  // The gaps are cut as bars along each blade's leading edge, so they have a constant width.
  const cut = (i: number): Region => {
    const a = at(inner - 5, 90 - pitch * i);
    const b = at(outer + 10, 90 - pitch * i - twist);
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const nx = (-(b.y - a.y) / len) * (gap / 2);
    const ny = ((b.x - a.x) / len) * (gap / 2);
    return regionFromPath(
      polygonPath([
        { x: a.x + nx, y: a.y + ny },
        { x: b.x + nx, y: b.y + ny },
        { x: b.x - nx, y: b.y - ny },
        { x: a.x - nx, y: a.y - ny },
      ]),
    );
  };
  const shape = regionSubtract(regionUnion(...blades), ...Array.from({ length: order }, (_, i) => cut(i)));
  return finishMark(archetype, 'rotational-symbol', [{ d: regionToPath(shape), ink: 'primary', fillRule: 'evenodd' }], {
    description: `${order} identical blades turning around an open centre: one shape that implies motion and wholeness, abstract rather than literal.`,
    hasText: false,
  });
}

/**
 * Whether copies of a pictogram can turn around a centre and still read: living forms (a leaf, a fish, a bird) do; an
 * object with an up and a down (a trophy, a calculator, a house) turned on its side reads as a blob.
 */
function turnsAround(icon: IconMatch): boolean {
  const record = iconIndex().find((entry) => entry.record.n === icon.name)?.record;
  if (!record?.c.some((category) => category === 'nature' || category === 'animals')) return false;
  // A picture drawn on a tile (waves cut into a rounded square) has no outline of its own: three tiles turned about a
  // centre read as the radiation trefoil, a blob at 16 px.
  const rings = regionFromPath(icon.d);
  const box = boxOfRings(rings);
  const outline = Math.max(...rings.map((ring) => Math.abs(ringSignedArea(ring))));
  return outline < TILE_FILL * (box.maxX - box.minX) * (box.maxY - box.minY);
}

/** An outline that fills this share of its box is a tile, not a figure. */
const TILE_FILL = 0.8;

/** Orders for a rosette of the subject: three to five copies, so each copy stays large enough to read. */
const CONCEPT_ORDERS = [3, 4, 5] as const;

/**
 * The brief's subject as the repeated segment (designer-dna.md §2.7 "abstract with meaning"): its silhouette, upright
 * with its top turned outward, repeated 3–5 times around an open centre; copies never overlap, so each still reads.
 */
function buildConceptRosette(ctx: MarkContext, archetype: string, icon: IconMatch): Mark {
  const order = chooseFamily(ctx, 'rotational.conceptOrder', CONCEPT_ORDERS);
  const reach = 470;
  const pitch = (2 * Math.PI) / order;
  // Copy centre d and size s: the copy's half-diagonal reaches the rim; neighbours stay 0.9 of a chord apart.
  const k = 0.92;
  const d = reach / (1 + k * Math.sin(pitch / 2) * 0.75);
  const size = Math.min(2 * d * Math.sin(pitch / 2) * k, 2 * (reach - d) * 1.25);
  const unit = boldSilhouette(placeIconTight(icon, { x: C.x, y: C.y - d }, size, minFeature(ctx)));
  const copies = Array.from({ length: order }, (_, i) => rotateAbout(unit, (360 / order) * i));
  const shape = regionUnion(...copies);
  const name = iconModifier(icon.name);
  return finishMark(archetype, 'rotational-symbol', [{ d: regionToPath(shape), ink: 'primary', fillRule: 'evenodd' }], {
    description: `${order} ${name} silhouettes turned around an open centre: the business's own subject made into one rotational symbol.`,
    hasText: false,
    features: { icons: [icon.name] },
  });
}

/** Three ways to turn one segment around a void: twisted blades, pointed lenses, bars tangent to the void. */
const ROTATIONAL_FAMILIES = ['blades', 'lenses', 'bars'] as const;

/** N pointed lenses (vesicas) radiating from a round void, each a petal of the same cut: growth rather than motion. */
function buildLensRosette(ctx: MarkContext, archetype: string, order: number): Mark {
  const inner = (1000 * valueInRange(ctx, 'rotational.void', [0.28, 0.36])) / 2;
  const outer = 450;
  const length = outer - inner * 0.55;
  const width = Math.min(length * 0.5, ((2 * Math.PI * (inner + length / 2)) / order) * 0.82);
  const lens = regionFromPath(leafPath({ x: C.x + inner * 0.55 + length / 2, y: C.y }, length, width));
  const lenses = Array.from({ length: order }, (_, i) => rotateAbout(lens, -90 + (360 / order) * i));
  const shape = regionSubtract(regionUnion(...lenses), regionFromPath(circlePath(C, inner)));
  return finishMark(archetype, 'rotational-symbol', [{ d: regionToPath(shape), ink: 'primary', fillRule: 'evenodd' }], {
    description: `${order} pointed lenses opening from an empty centre: one cut repeated into a whole that grows, abstract rather than literal.`,
    hasText: false,
  });
}

/** N bars, each tangent to the void and passing it by: a shutter or a spinning star, drawn with straight lines only. */
function buildTangentBars(ctx: MarkContext, archetype: string, order: number): Mark {
  const inner = (1000 * valueInRange(ctx, 'rotational.void', [0.28, 0.36])) / 2;
  const thickness = Math.max(minFeature(ctx) * 1.5, 1000 * valueInRange(ctx, 'rotational.bar', [0.09, 0.13]));
  const reach = 440;
  // One bar: along the tangent at the top of the void, from the tangent point out past the void's edge.
  const bar = regionFromPath(
    polygonPath([
      { x: C.x - inner * 0.9, y: C.y - inner - thickness },
      { x: C.x + reach * 0.92, y: C.y - inner - thickness },
      { x: C.x + reach * 0.92, y: C.y - inner },
      { x: C.x - inner * 0.9, y: C.y - inner },
    ]),
  );
  const bars = Array.from({ length: order }, (_, i) => rotateAbout(bar, (360 / order) * i));
  const shape = regionUnion(...bars);
  return finishMark(archetype, 'rotational-symbol', [{ d: regionToPath(shape), ink: 'primary', fillRule: 'evenodd' }], {
    description: `${order} straight bars, each passing the open centre at a tangent: a shutter turning, made of lines alone, abstract rather than literal.`,
    hasText: false,
  });
}

/** Order-2 (playing-card) symmetry: the pictogram and its half-turn copy. */
function buildCardOrnament(ctx: MarkContext, archetype: string): Mark {
  const icon = pickIcon(ctx, 'card');
  const top = placeIconTight(icon, { x: 380, y: 360 }, 430, minFeature(ctx));
  const bottom = rotateAbout(top, 180);
  return finishMark(
    archetype,
    'rotational-symbol',
    [
      { d: regionToPath(top), ink: 'primary', fillRule: 'evenodd' },
      { d: regionToPath(bottom), ink: 'secondary', fillRule: 'evenodd' },
    ],
    {
      description: `${capitalFirst(iconPhrase(icon.name))} and its half-turn twin, like a playing card read from either side.`,
      hasText: false,
      features: { icons: [icon.name] },
    },
  );
}

/**
 * 5 or 7 straight blades on a 150–180° arc around a pivot, in one ink with the middle blade in the accent; the pivot gap stays
 * open. Straight blades and odd counts keep it clear of the six rounded feathers of the famous peacock.
 */
export function buildRadialFan(ctx: MarkContext, archetype: string): Mark {
  // Rays of signal red opening from a point on white are the rising-sun flag (a spice merchant's fan read as it): the
  // blades take the second ink where it is no red, else the fan gives way.
  const bladeInk = isSignalRed(ctx.palette.primary) ? 'secondary' : 'primary';
  if (bladeInk === 'secondary' && hueFamilyOf(ctx.palette.secondary) === 'red')
    throw new Error('red rays opening from one point read as the rising-sun flag');
  const count = countInRange(ctx, 'fan.count', [5, 7]) === 6 ? 7 : countInRange(ctx, 'fan.count', [5, 7]);
  const spread = valueInRange(ctx, 'fan.spread', [150, 180]);
  const pivot = { x: 500, y: 760 };
  const inner = 110;
  const outer = 620;
  // Straight-sided blades with a square-cut arc end, like the ribs of a folding fan: pointed leaves in one colour
  // read as a lotus or a cannabis leaf, rounded ones in many colours as the famous peacock.
  const pitch = spread / (count - 1);
  const half = pitch * 0.32;
  const layers: DraftLayer[] = [];
  const polar = (radius: number, deg: number) => ({
    x: pivot.x + radius * Math.sin(degreesToRadians(degrees(deg))),
    y: pivot.y - radius * Math.cos(degreesToRadians(degrees(deg))),
  });
  for (let i = 0; i < count; i++) {
    const angle = -spread / 2 + pitch * i;
    const arc = Array.from({ length: 9 }, (_, k) => polar(outer, angle - half + (2 * half * k) / 8));
    const blade = regionFromPath(polygonPath([polar(inner, angle - half * 0.6), ...arc, polar(inner, angle + half * 0.6)]));
    const ink = i === (count - 1) / 2 ? 'accent' : bladeInk;
    layers.push({ d: regionToPath(blade), ink, fillRule: 'evenodd' });
  }
  return finishMark(archetype, 'radial-fan', layers, {
    description: `A fan of ${count} straight blades, one colour with the middle blade picked out, opening from one point: many parts held together by a single gesture.`,
    hasText: false,
    features: { fanBlades: count },
  });
}

/** Families of the flower frame; none is the scalloped daisy of 6–10 round petals around a letter (§0). */
const PETAL_FAMILIES = ['pointed', 'bloom', 'dahlia'] as const;
type PetalFamily = (typeof PETAL_FAMILIES)[number];

/** Pointed-petal counts: odd or generous, never the daisy's 8. */
const POINTED_COUNTS = [5, 7, 9, 11, 12] as const;

/** One pointed petal along the +x axis from `from` to `from + length`, turned `deg` about the centre. */
function petalAt(from: number, length: number, width: number, deg: number): Region {
  const leaf = regionFromPath(leafPath({ x: C.x + from + length / 2, y: C.y }, length, width));
  return rotateAbout(leaf, deg);
}

function petalShapes(ctx: MarkContext, family: PetalFamily, R: number): { petals: Region[]; heartR: number; count: number } {
  const block = moduleBlock(ctx, 'petals');
  if (family === 'dahlia') {
    // Two rings of pointed petals, the inner ring turned half a step: a dahlia or a lotus seen from above.
    const count = ctx.rng('marks:petals.dahliaCount').pick([7, 9, 11]);
    const heartR = R * 0.42;
    const pitch = 360 / count;
    const outerWidth = Math.min(R * 0.3, ((2 * Math.PI * (heartR + R) * 0.5) / count) * 0.9);
    const outer = Array.from({ length: count }, (_, i) => petalAt(heartR * 0.6, R - heartR * 0.6, outerWidth, -90 + pitch * i));
    const inner = Array.from({ length: count }, (_, i) =>
      petalAt(heartR * 0.5, (R - heartR) * 0.62, outerWidth * 0.8, -90 + pitch * (i + 0.5)),
    );
    return { petals: [...outer, ...inner], heartR, count };
  }
  const depth = valueInRange(ctx, 'petals.depth', readRange(block, 'scallopDepth', [0.12, 0.2]));
  if (family === 'bloom') {
    // An opening bloom: pointed petals fanned over the upper half only, the heart sitting on the base line.
    const count = ctx.rng('marks:petals.bloomCount').pick([5, 7, 9]);
    const heartR = R * 0.5;
    const spread = valueInRange(ctx, 'petals.bloomSpread', [150, 190]);
    const petals = Array.from({ length: count }, (_, i) =>
      petalAt(heartR * 0.7, R - heartR * 0.6, R * (0.26 + depth * 0.4), -90 - spread / 2 + (spread * i) / (count - 1)),
    );
    return { petals, heartR, count };
  }
  const count = ctx.rng('marks:petals.pointedCount').pick(POINTED_COUNTS);
  const heartR = R * readNumber(block, 'ringR', 0.72) * 0.7;
  const width = Math.min(R * 0.34, ((2 * Math.PI * (heartR + R) * 0.5) / count) * 0.92);
  const turn = ctx.rng('marks:petals.turn').next() * (360 / count);
  const petals = Array.from({ length: count }, (_, i) => petalAt(heartR * 0.6, R - heartR * 0.6, width, turn + (360 / count) * i));
  return { petals, heartR, count };
}

/** How far the initial's outline may reach from the flower's centre, in heart radii: a clear rim of heart round it. */
const HEART_LETTER_REACH = 0.86;

/** A flower frame holding the initial knocked out of its heart: pointed petals, an opening bloom or a dahlia. */
export function buildPetalFrame(ctx: MarkContext, archetype: string): Mark {
  // Narrow pointed leaves fanned round a centre in green are the cannabis leaf, whatever the flower meant.
  if (hueFamilyOf(ctx.palette.primary) === 'green') throw new Error('pointed leaves fanned in green read as the cannabis leaf');
  const family = chooseFamily(ctx, 'petals.family', PETAL_FAMILIES);
  const R = 440;
  const { petals, heartR, count } = petalShapes(ctx, family, R);
  const heart = regionFromPath(circlePath(C, heartR));
  const flower = regionUnion(heart, ...petals);
  const letters = setLetters(ctx, archetype, firstInitial(ctx), { role: 'display', size: 400, weight: 800 });
  // The initial as large as the heart holds it, measured on its outline (a round Q reaches further than its box says):
  // fitted by its box alone it was a fifth of the flower, gone at 32 px.
  const boxFit = fitMatrix(letters.box, C, heartR * 1.15, heartR * 1.15);
  const reach = Math.max(...placedRegion(letters, boxFit).flatMap((ring) => ring.map((p) => Math.hypot(p.x - C.x, p.y - C.y))));
  const grow = Math.max(1, (heartR * HEART_LETTER_REACH) / Math.max(1e-6, reach));
  const fit = fitMatrix(letters.box, C, heartR * 1.15 * grow, heartR * 1.15 * grow);
  const letter = placedRegion(letters, fit);
  const says: Record<PetalFamily, string> = {
    pointed: `A flower of ${count} pointed petals around the initial, playful and instantly warm.`,
    bloom: `An opening bloom of ${count} petals rising over the initial, warmth that grows from the name.`,
    dahlia: `A dahlia of two rings of ${count} pointed petals around the initial, abundance in one flower.`,
  };
  return finishMark(
    archetype,
    'radial-petal-frame',
    [{ d: regionToPath(regionSubtract(flower, letter)), ink: 'primary', fillRule: 'evenodd' }],
    {
      description: says[family],
      hasText: true,
      features: { petals: count, petalShape: 'pointed', letters: letters.text, letterGlyphs: cleanLetterGlyphs(ctx, letters, fit) },
    },
  );
}

/** A disc with 12–24 triangular rays (1.05 R → 1.45–1.6 R); sun-badge waves them. The pictogram is knocked out of the disc. */
export function buildSunburst(ctx: MarkContext, archetype: string): Mark {
  const block = moduleBlock(ctx, 'sunburst');
  const rays = countInRange(ctx, 'sun.rays', readRange(block, 'rays', [12, 24]));
  const R = 260;
  const inner = R * readNumber(block, 'inner', 1.05);
  const outer = R * valueInRange(ctx, 'sun.outer', readRange(block, 'outer', [1.45, 1.6]));
  const width = valueInRange(ctx, 'sun.width', readRange(block, 'rayWidth', [0.5, 0.7]));
  const pitch = 360 / rays;
  const wavy = archetype === 'sun-badge';
  const rayPaths = Array.from({ length: rays }, (_, i) => {
    const mid = 90 + pitch * i;
    const a = at(inner, mid - (pitch * width) / 2);
    const b = at(inner, mid + (pitch * width) / 2);
    const tip = at(outer, mid);
    if (!wavy) return polygonPath([a, tip, b]);
    // Wavy rays bend their sides with one control point each, like a flame.
    const bendA = at((inner + outer) / 2, mid - pitch * 0.45);
    const bendB = at((inner + outer) / 2, mid + pitch * 0.05);
    return createPath().moveTo(a).quadTo(bendA, tip).quadTo(bendB, b).close().toString();
  });
  const icon = pickIcon(ctx, 'sun.center');
  const figure = placeIconTight(icon, C, R * 1.15, minFeature(ctx));
  const disc = regionSubtract(regionFromPath(circlePath(C, R)), figure);
  return finishMark(
    archetype,
    'sunburst',
    [
      { d: regionToPath(regionUnion(...rayPaths.map((d) => regionFromPath(d)))), ink: 'accent', fillRule: 'evenodd' },
      { d: regionToPath(disc), ink: 'primary', fillRule: 'evenodd' },
    ],
    {
      description: `A sun of ${rays} rays around ${iconPhrase(icon.name)}: optimism and energy radiating from the core idea.`,
      hasText: false,
      features: { icons: [icon.name] },
      // At 32 px the rays and a figure a third of the mark across are one spiky blot: the icon keeps the disc and its
      // figure, which then fill the tile.
      icon: [{ d: regionToPath(disc), ink: 'primary', fillRule: 'evenodd' }],
    },
  );
}
