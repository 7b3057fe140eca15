/**
 * Radial archetypes (designer-dna.md §1): rotational-symbol (+ card-ornament), radial-fan,
 * radial-petal-frame and sunburst (+ sun-badge).
 */
import { degrees, degreesToRadians, matrixRotate, type Point, pointOnCircle, ringsTransform } from '../../geometry';
import { circlePath, createPath, polygonPath, type Region, regionFromPath, regionSubtract, regionToPath, regionUnion } from '../../path';
import { type DraftLayer, finishMark } from '../draft';
import { pickIcon, placeIconTight } from '../icon-pick';
import { firstInitial, fitMatrix, placedRegion, setLetters } from '../letters';
import { countInRange, minFeature, moduleBlock, readNumber, readRange, valueInRange } from '../params';
import { leafPath } from '../shapes';
import type { InkRole, Mark, MarkContext } from '../types';

const C: Point = { x: 500, y: 500 };
const at = (r: number, deg: number) => pointOnCircle(C, r, degreesToRadians(degrees(deg)));
const rotateAbout = (region: Region, deg: number, origin: Point = C) =>
  ringsTransform(region, matrixRotate(degreesToRadians(degrees(deg)), origin));

/** N twisted blades around a round void (0.28–0.36 M), separated by gaps of 0.04–0.07 M: a pinwheel, not a stack of trapezoids. */
export function buildRotationalSymbol(ctx: MarkContext, archetype: string): Mark {
  if (archetype === 'card-ornament') return buildCardOrnament(ctx, archetype);
  const order = Math.max(3, Math.min(8, ctx.dna.geometry.rotationalOrder ?? countInRange(ctx, 'rotational.order', [3, 6])));
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
    description: `${order} identical blades turning around an open centre: one shape that implies motion and wholeness.`,
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
      description: `A ${icon.name.replace(/-/g, ' ')} and its half-turn twin, like a playing card read from either side.`,
      hasText: false,
      features: { icons: [icon.name] },
    },
  );
}

const FAN_INKS: InkRole[] = ['secondary', 'accent', 'primary', 'ink'];

/**
 * 5 or 7 leaf-shaped petals on a 150–180° arc around a pivot, each in its own ink; the pivot gap stays
 * open. Pointed leaves and odd counts keep it clear of the six rounded feathers of the famous peacock.
 */
export function buildRadialFan(ctx: MarkContext, archetype: string): Mark {
  const count = countInRange(ctx, 'fan.count', [5, 7]) === 6 ? 7 : countInRange(ctx, 'fan.count', [5, 7]);
  const spread = valueInRange(ctx, 'fan.spread', [150, 180]);
  const pivot = { x: 500, y: 760 };
  const gap = 90;
  const length = 520;
  // Leaves never overlap: their width stays under 80 % of the arc spacing at their middle.
  const width = Math.min(length * 0.34, 0.8 * ((spread / (count - 1)) * (Math.PI / 180)) * (gap + length / 2));
  const layers: DraftLayer[] = [];
  for (let i = 0; i < count; i++) {
    const angle = -spread / 2 + (spread * i) / (count - 1);
    const center = { x: pivot.x, y: pivot.y - gap - length / 2 };
    // A vertical leaf above the pivot, turned about the pivot into place.
    const leaf = ringsTransform(regionFromPath(leafPath(center, length, width)), matrixRotate(degreesToRadians(degrees(90)), center));
    layers.push({ d: regionToPath(rotateAbout(leaf, angle, pivot)), ink: FAN_INKS[i % FAN_INKS.length]!, fillRule: 'evenodd' });
  }
  return finishMark(archetype, 'radial-fan', layers, {
    description: `A fan of ${count} leaves, each its own colour, opening from one point: variety held together by a single gesture.`,
    hasText: false,
    features: { fanBlades: count },
  });
}

/** A scalloped flower frame: K (never 8) circular petals on a ring, the initial knocked out of the heart. */
export function buildPetalFrame(ctx: MarkContext, archetype: string): Mark {
  const block = moduleBlock(ctx, 'petals');
  const avoid = readNumber(block, 'avoidCount', 8);
  let count = countInRange(ctx, 'petals.count', readRange(block, 'count', [6, 10]));
  // §0: the 8-petal daisy is a famous mark; step to the nearest allowed count.
  if (count === avoid || count === 8) count += 1;
  const R = 440;
  const ringR = R * readNumber(block, 'ringR', 0.72);
  const depth = valueInRange(ctx, 'petals.depth', readRange(block, 'scallopDepth', [0.12, 0.2]));
  const petalR = Math.max(R * valueInRange(ctx, 'petals.r', readRange(block, 'petalR', [0.3, 0.36])), R - ringR);
  const petals = Array.from({ length: count }, (_, i) => regionFromPath(circlePath(at(ringR, 90 + (360 / count) * i), petalR)));
  const heart = regionFromPath(circlePath(C, ringR + petalR * (1 - depth * 2.5)));
  const flower = regionUnion(heart, ...petals);
  const letters = setLetters(ctx, archetype, firstInitial(ctx), { role: 'display', size: 400, weight: 800 });
  const letter = placedRegion(letters, fitMatrix(letters.box, C, ringR * 1.1, ringR * 1.1));
  return finishMark(
    archetype,
    'radial-petal-frame',
    [{ d: regionToPath(regionSubtract(flower, letter)), ink: 'primary', fillRule: 'evenodd' }],
    {
      description: `A ${count}-petal flower frame holding the initial, playful and instantly warm.`,
      hasText: true,
      features: { petals: count, letters: letters.text },
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
      description: `A sun of ${rays} rays around a ${icon.name.replace(/-/g, ' ')}: optimism and energy radiating from the core idea.`,
      hasText: false,
      features: { icons: [icon.name] },
    },
  );
}
