/**
 * Writes src/icons/data/drawn.generated.ts: pictograms the Phosphor set lacks (a violin, a bee, a honeycomb, a fried
 * chicken drumstick), built from circles, ellipses and rounded bars in Phosphor's fill style on its 256 grid: one
 * solid figure, 8–12 unit cut-outs for inner detail, ink fitted to the same 208-unit box. Run:
 * npx tsx packages/engine/scripts/build-drawn-icons.ts [preview.png]
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import {
  boxOfRings,
  degrees,
  degreesToRadians,
  matrixChain,
  matrixRotate,
  matrixScale,
  matrixTranslate,
  type Point,
  ringsTransform,
} from '../src/geometry';
import { measureShape } from '../src/icons/measure';
import type { IconRecord } from '../src/icons/types';
import {
  circlePath,
  ellipsePath,
  type Region,
  regionFromPath,
  regionSubtract,
  regionToPath,
  regionUnion,
  roundedRectPath,
} from '../src/path';

const outFile = join(dirname(fileURLToPath(import.meta.url)), '../src/icons/data/drawn.generated.ts');

const circle = (x: number, y: number, r: number): Region => regionFromPath(circlePath({ x, y }, r), 0.25);
const rotate = (region: Region, deg: number, origin: Point): Region =>
  ringsTransform(region, matrixRotate(degreesToRadians(degrees(deg)), origin));
const ellipse = (x: number, y: number, rx: number, ry: number, deg = 0): Region =>
  rotate(regionFromPath(ellipsePath({ x, y }, rx, ry), 0.25), deg, { x, y });
const bar = (x: number, y: number, w: number, h: number, r = Math.min(w, h) / 2): Region =>
  regionFromPath(roundedRectPath(x, y, w, h, r), 0.25);
/** A round-capped bar of width `w` from a to b. */
function stroke(a: Point, b: Point, w: number): Region {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const deg = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
  return rotate(bar(a.x, a.y - w / 2, len, w), deg, a);
}
const mirror = (region: Region): Region =>
  ringsTransform(region, matrixChain(matrixTranslate(-128, 0), matrixScale(-1, 1), matrixTranslate(128, 0))).map((r) => [...r].reverse());

/** Scales and centres the figure so its ink box's long side is 208 units, centred on the 256 grid. */
function fit(region: Region): Region {
  const box = boxOfRings(region);
  const scale = 208 / Math.max(box.maxX - box.minX, box.maxY - box.minY);
  const cx = (box.minX + box.maxX) / 2;
  const cy = (box.minY + box.maxY) / 2;
  return ringsTransform(region, [scale, 0, 0, scale, 128 - cx * scale, 128 - cy * scale]);
}

/** A violin seen from the front, neck up and tilted like Phosphor's guitar: bouts, waist, neck, scroll, f-holes. */
function violin(): Region {
  const upper = ellipse(128, 94, 40, 36);
  const lower = ellipse(128, 180, 50, 44);
  const waist = bar(96, 108, 64, 60, 0);
  const neck = bar(120, 20, 16, 60, 4);
  const pegbox = regionUnion(bar(118, 24, 20, 30, 6), circle(128, 18, 12), bar(106, 30, 20, 8), bar(130, 44, 20, 8));
  // The C-bouts pinch the waist between the upper and lower bouts.
  const cBouts = regionUnion(circle(78, 134, 24), circle(178, 134, 24));
  let body = regionSubtract(regionUnion(upper, lower, waist, neck, pegbox), cBouts);
  const fHole = (x: number): Region => regionUnion(bar(x - 4, 154, 8, 28), circle(x, 154, 6), circle(x, 182, 6));
  body = regionSubtract(body, fHole(108), fHole(148));
  return fit(rotate(body, 40, { x: 128, y: 128 }));
}

/** A bee from above: striped abdomen, thorax and head, two wings clear of the body, antennae. */
function bee(): Region {
  const abdomen = regionUnion(ellipse(128, 166, 44, 56), regionFromPath('M112,206 L128,236 L144,206 Z'));
  const thorax = circle(128, 100, 28);
  const head = circle(128, 60, 20);
  const antennae = regionUnion(
    stroke({ x: 120, y: 50 }, { x: 100, y: 18 }, 8),
    stroke({ x: 136, y: 50 }, { x: 156, y: 18 }, 8),
    circle(100, 18, 8),
    circle(156, 18, 8),
  );
  let bodyParts = regionUnion(abdomen, thorax, head, antennae);
  // Stripes, and the waist between thorax and abdomen.
  bodyParts = regionSubtract(
    bodyParts,
    bar(60, 146, 136, 12, 0),
    bar(60, 178, 136, 12, 0),
    bar(60, 126, 136, 8, 0),
    bar(60, 76, 136, 6, 0),
  );
  const wing = ellipse(70, 96, 50, 30, -28);
  const wings = regionUnion(wing, mirror(wing));
  const clear = regionUnion(ellipse(128, 166, 54, 66), circle(128, 100, 38), circle(128, 60, 28));
  return fit(regionUnion(bodyParts, regionSubtract(wings, clear)));
}

/** Seven hexagonal cells of a honeycomb, the middle one with a drop of honey hanging from the comb below. */
function honeycomb(): Region {
  const pitch = 70;
  const inner = (pitch - 12) / 2;
  const radius = inner / Math.cos(Math.PI / 6);
  const hex = (cx: number, cy: number): Region => [
    Array.from({ length: 6 }, (_, i) => {
      const a = ((60 * i - 90) * Math.PI) / 180;
      return { x: cx + radius * Math.cos(a), y: cy + radius * Math.sin(a) };
    }),
  ];
  const cells: Region[] = [hex(128, 128)];
  for (let i = 0; i < 6; i++) {
    const a = (60 * i * Math.PI) / 180;
    cells.push(hex(128 + pitch * Math.cos(a), 128 + pitch * Math.sin(a)));
  }
  return fit(regionUnion(...cells));
}

/** A fried chicken drumstick: a crumbed, knobbly piece of meat on a bone with two round knuckles. */
function drumstick(): Region {
  const meat = regionUnion(circle(168, 128, 60), circle(136, 128, 50), circle(112, 128, 36), circle(98, 128, 22));
  const crumbs: Region[] = [];
  for (let deg = -135; deg <= 135; deg += 27) {
    const a = (deg * Math.PI) / 180;
    crumbs.push(circle(168 + 60 * Math.cos(a), 128 + 60 * Math.sin(a), 10));
  }
  const bone = bar(28, 118, 80, 20, 8);
  const knuckles = regionUnion(circle(30, 114, 14), circle(30, 142, 14));
  // The bone leaves the meat through a small cut so the two read apart at small sizes.
  const seam = regionSubtract(circle(98, 128, 30), circle(98, 128, 22));
  return fit(rotate(regionUnion(meat, ...crumbs, regionSubtract(regionUnion(bone, knuckles), seam)), -40, { x: 128, y: 128 }));
}

/** A folding straight razor, opened flat: a deep blade with a flat back and a curved edge, the pivot, a slim handle. */
function straightRazor(): Region {
  const blade = regionFromPath('M120,104 L224,100 C240,100 248,112 246,128 L244,140 C214,154 170,158 130,152 Z', 0.25);
  const pivot = circle(122, 124, 20);
  const handle = stroke({ x: 122, y: 124 }, { x: 6, y: 136 }, 22);
  const tail = regionFromPath('M110,112 L132,112 L122,100 Z', 0.25);
  // The pin of the pivot, and a gap between blade and handle so the two read apart small.
  const figure = regionSubtract(regionUnion(blade, pivot, handle, tail), circle(122, 124, 7), bar(104, 138, 14, 10, 0));
  return fit(rotate(figure, -28, { x: 128, y: 128 }));
}

/** A barber's pole: a glass column between two domed caps, its spiral band cut out on the diagonal. */
function barberPole(): Region {
  const column = bar(96, 52, 64, 152, 10);
  const caps = regionUnion(bar(84, 36, 88, 20, 8), bar(84, 200, 88, 20, 8), circle(128, 26, 16), circle(128, 228, 10));
  const stripes: Region[] = [];
  for (let y = 30; y <= 210; y += 44) stripes.push(stroke({ x: 80, y: y + 40 }, { x: 176, y }, 14));
  const cut = regionSubtract(regionUnion(...stripes), regionUnion(caps, regionSubtract(bar(60, 0, 136, 256, 0), bar(104, 56, 48, 144, 0))));
  return fit(regionSubtract(regionUnion(column, caps), cut));
}

/** A barber's comb: a solid spine with fine teeth on one half and coarse on the other. */
function comb(): Region {
  const spine = bar(24, 96, 208, 34, 10);
  const teeth: Region[] = [];
  for (let x = 32; x < 124; x += 15) teeth.push(bar(x, 116, 8, 56, 0));
  for (let x = 134; x < 214; x += 22) teeth.push(bar(x, 116, 12, 56, 0));
  return fit(regionUnion(spine, ...teeth));
}

/** A thrown vase: a round belly on a foot, a narrow neck and a flared lip (grooves cut across it read as a mouth). */
function vase(): Region {
  const profile = regionFromPath(
    'M108,28 L148,28 C150,36 146,42 142,46 C140,58 140,66 146,76 C178,96 196,126 194,156 C192,190 172,212 150,220 ' +
      'L152,232 L104,232 L106,220 C84,212 64,190 62,156 C60,126 78,96 110,76 C116,66 116,58 114,46 C110,42 106,36 108,28 Z',
    0.25,
  );
  const lip = bar(96, 22, 64, 14, 7);
  return fit(regionUnion(profile, lip));
}

/** A hanging lantern: a ring, a domed cap, a glass body with a flame cut out of it between two posts, a base. */
function lantern(): Region {
  const ring = regionSubtract(circle(128, 30, 20), circle(128, 30, 10));
  const cap = regionUnion(regionFromPath('M88,74 C92,52 110,44 128,44 C146,44 164,52 168,74 Z', 0.25), bar(76, 70, 104, 16, 6));
  const body = bar(88, 92, 80, 110, 10);
  const base = bar(76, 202, 104, 18, 6);
  const flame = regionFromPath('M128,112 C144,132 150,150 142,166 C137,176 119,176 114,166 C106,150 112,132 128,112 Z', 0.25);
  const glass = regionSubtract(bar(100, 102, 56, 92, 6), flame);
  return fit(regionUnion(ring, cap, regionSubtract(body, glass), base));
}

/** A stovetop kettle in profile: a rounded body, a spout rising to the left, an arched handle over a lid knob. */
function kettle(): Region {
  const body = regionFromPath('M70,214 C56,170 70,120 104,104 L152,104 C186,120 200,170 186,214 Z', 0.25);
  const base = bar(62, 206, 132, 16, 8);
  const spout = regionUnion(stroke({ x: 82, y: 176 }, { x: 34, y: 122 }, 22), stroke({ x: 34, y: 122 }, { x: 20, y: 116 }, 16));
  const lid = regionUnion(bar(104, 94, 48, 14, 7), circle(128, 90, 8));
  // The handle arches high over the lid, clear of its knob, so the two read apart at small sizes.
  const handle = regionSubtract(
    regionFromPath('M78,132 L78,112 C78,20 178,20 178,112 L178,132 Z', 0.25),
    regionFromPath('M94,132 L94,112 C94,46 162,46 162,112 L162,132 Z', 0.25),
  );
  return fit(regionUnion(body, base, spout, lid, regionSubtract(handle, bar(96, 84, 64, 28, 0))));
}

/** A fern frond: a curving stem with paired leaflets shrinking towards the tip, the tip curled. */
function fern(): Region {
  const parts: Region[] = [stroke({ x: 128, y: 236 }, { x: 128, y: 40 }, 10), circle(128, 34, 10)];
  for (let k = 0; k < 7; k++) {
    const y = 206 - k * 26;
    const length = 86 - k * 10;
    const leaflet = ellipse(128 + length / 2 - 2, y, length / 2, 11 - k * 0.8, -28);
    parts.push(leaflet, mirror(leaflet));
  }
  return fit(rotate(regionUnion(...parts), 12, { x: 128, y: 128 }));
}

/** A mushroom from the side: a broad domed cap with its gills cut in a band under the rim, a stout stem on a root. */
function mushroom(): Region {
  const cap = regionFromPath(
    'M20,124 C20,60 70,24 128,24 C186,24 236,60 236,124 C236,134 228,140 218,140 L38,140 C28,140 20,134 20,124 Z',
    0.25,
  );
  const stem = regionFromPath(
    'M98,136 L158,136 C160,170 166,200 176,224 C178,230 174,236 166,236 L90,236 C82,236 78,230 80,224 C90,200 96,170 98,136 Z',
    0.25,
  );
  // The gills: a band of ground between the cap and the stem, so the two read apart at 16 px.
  const gills = bar(40, 140, 176, 12, 0);
  const spots = regionUnion(circle(84, 76, 12), circle(150, 56, 10), circle(184, 96, 11));
  return fit(regionUnion(regionSubtract(cap, spots), regionSubtract(stem, gills)));
}

/** A skateboard from the side: a deck with both ends kicked up, a truck under each end and its wheel. */
function skateboard(): Region {
  const deck = regionFromPath(
    'M44,104 L212,104 C228,104 238,92 244,74 L254,78 C248,106 234,126 212,126 L44,126 C22,126 8,106 2,78 L12,74 C18,92 28,104 44,104 Z',
    0.25,
  );
  const trucks = regionUnion(
    regionFromPath('M56,124 L92,124 L84,144 L64,144 Z', 0.25),
    regionFromPath('M164,124 L200,124 L192,144 L172,144 Z', 0.25),
  );
  const wheels = regionSubtract(regionUnion(circle(74, 162, 26), circle(182, 162, 26)), circle(74, 162, 9), circle(182, 162, 9));
  return fit(rotate(regionUnion(deck, trucks, wheels), -12, { x: 128, y: 128 }));
}

/** A window cleaner's squeegee: a wide rubber blade in its channel, a long handle rising from its middle. */
function squeegee(): Region {
  const channel = bar(20, 150, 216, 34, 8);
  const rubber = bar(12, 190, 232, 14, 5);
  const neck = regionFromPath('M108,150 L148,150 L140,128 L116,128 Z', 0.25);
  const handle = bar(114, 12, 28, 122, 14);
  return fit(rotate(regionUnion(channel, rubber, neck, handle), -24, { x: 128, y: 128 }));
}

/** A bar of chocolate half out of its wrapper: six squares parted by grooves above a wrapper torn in a zigzag. */
function chocolateBar(): Region {
  const slab = bar(60, 16, 136, 150, 14);
  const grooves = regionUnion(bar(124, 16, 8, 150, 0), bar(60, 62, 136, 8, 0), bar(60, 112, 136, 8, 0));
  const wrapper = regionFromPath(
    'M52,150 L74,166 L96,150 L118,166 L140,150 L162,166 L184,150 L204,166 L204,226 Q204,240 190,240 L66,240 Q52,240 52,226 Z',
    0.25,
  );
  // The squares stop a band of ground short of the wrapper's torn edge, so the two read apart.
  const torn = ringsTransform(wrapper, matrixTranslate(0, -12));
  return fit(regionUnion(regionSubtract(slab, grooves, torn), wrapper));
}

/** Five organ pipes standing on a wind chest, the tallest in the middle, each with its mouth cut near the foot. */
function organPipes(): Region {
  const heights = [130, 172, 214, 172, 130];
  const pipes = heights.map((h, i) => {
    const x = 22 + i * 44;
    const pipe = bar(x, 206 - h, 36, h, 4);
    const mouth = regionFromPath(`M${x + 9},${180} L${x + 27},${180} L${x + 23},${166} L${x + 13},${166} Z`, 0.25);
    return regionSubtract(pipe, mouth);
  });
  return fit(regionUnion(...pipes, bar(12, 212, 232, 30, 4)));
}

/** A cask on its end: staves bulging between flat heads, two iron hoops cut across it, two stave joints between them. */
function barrel(): Region {
  const staves = regionSubtract(ellipse(128, 128, 86, 112), bar(0, 0, 256, 34, 0), bar(0, 222, 256, 34, 0));
  const hoops = regionUnion(bar(0, 70, 256, 10, 0), bar(0, 176, 256, 10, 0));
  const joints = regionUnion(bar(94, 94, 9, 68), bar(153, 94, 9, 68));
  return fit(regionSubtract(staves, hoops, joints));
}

/** A post-and-rail fence: three posts with pointed tops, two rails between them, standing on one line. */
function fence(): Region {
  const post = (x: number) => regionFromPath(`M${x},${64} L${x + 18},${40} L${x + 36},${64} L${x + 36},${216} L${x},${216} Z`, 0.25);
  const posts = [24, 110, 196].map(post);
  const rails = regionUnion(bar(24, 88, 208, 22, 4), bar(24, 152, 208, 22, 4));
  return fit(regionUnion(...posts, rails));
}

/** A diamond kite on its cross spars, the spars cut into the sail, a short tail with two bows from its foot. */
function kite(): Region {
  const sail = regionFromPath('M128,4 L204,88 L128,196 L52,88 Z', 0.25);
  const spars = regionUnion(bar(120, 4, 16, 192, 0), bar(52, 80, 152, 16, 0));
  const tail = stroke({ x: 128, y: 190 }, { x: 128, y: 252 }, 14);
  const bow = (y: number): Region =>
    regionUnion(
      regionFromPath(`M128,${y} L98,${y - 16} L98,${y + 16} Z`, 0.25),
      regionFromPath(`M128,${y} L158,${y - 16} L158,${y + 16} Z`, 0.25),
    );
  return fit(regionUnion(regionSubtract(sail, spars), tail, bow(226)));
}

/** Two rowing oars crossed, blades up: long looms with spoon blades, the club's crossed-oars emblem. */
function crossedOars(): Region {
  const oar = (): Region => regionUnion(bar(120, 78, 16, 168, 8), ellipse(128, 56, 22, 48), bar(116, 216, 24, 12, 4));
  const behind = rotate(oar(), -34, { x: 128, y: 128 });
  const front = rotate(oar(), 34, { x: 128, y: 128 });
  // The oar behind is parted from the one in front by a band of ground, so the two read as two at 16 px.
  const band = rotate(bar(108, 0, 40, 256, 0), 34, { x: 128, y: 128 });
  return fit(regionUnion(regionSubtract(behind, band), front));
}

/** A hedgehog walking left: a dome of spines with a saw-toothed back, a tapering snout with a nose, an eye, two feet. */
function hedgehog(): Region {
  const teeth: Point[] = [];
  for (let i = 0; i <= 14; i++) {
    const a = Math.PI + (i / 14) * Math.PI;
    const r = i % 2 === 0 ? 96 : 80;
    teeth.push({ x: 150 + r * Math.cos(a), y: 168 + r * Math.sin(a) * 0.9 });
  }
  const spines = regionFromPath(`M${teeth.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' L')} Z`, 0.25);
  const belly = ellipse(150, 168, 96, 30);
  const face = regionFromPath('M90,128 C70,136 40,156 20,170 C40,184 70,190 96,188 Z', 0.25);
  const nose = circle(20, 170, 9);
  const feet = regionUnion(bar(88, 186, 24, 30, 10), bar(184, 186, 24, 30, 10));
  const eye = circle(66, 158, 7);
  return fit(regionSubtract(regionUnion(spines, belly, face, nose, feet), eye));
}

/** A quad roller skate in profile: a high-topped laced boot, a plate, a wheel under heel and toe, a toe stop. */
function rollerSkate(): Region {
  const boot = regionFromPath('M70,20 L150,20 L150,120 C186,120 214,132 226,150 L232,170 L64,170 C60,120 66,60 70,20 Z', 0.25);
  const laces = regionUnion(bar(124, 44, 30, 8, 0), bar(124, 68, 30, 8, 0), bar(124, 92, 30, 8, 0));
  const plate = bar(56, 176, 184, 14, 6);
  const wheels = regionSubtract(regionUnion(circle(94, 214, 30), circle(204, 214, 30)), circle(94, 214, 10), circle(204, 214, 10));
  const toeStop = bar(236, 176, 18, 34, 6);
  return fit(regionUnion(regionSubtract(boot, laces), plate, wheels, toeStop));
}

/** A scaffold bay: two standards, two lifts of ledgers over a run of boards, and a diagonal brace across the bay. */
function scaffold(): Region {
  const standards = regionUnion(bar(28, 12, 30, 232, 6), bar(198, 12, 30, 232, 6));
  const ledgers = regionUnion(...[40, 128].map((y) => bar(8, y, 240, 26, 6)));
  const boards = bar(8, 214, 240, 30, 6);
  const brace = stroke({ x: 62, y: 206 }, { x: 194, y: 72 }, 22);
  return fit(regionUnion(standards, ledgers, boards, brace));
}

/** A window: a frame of four panes parted by glazing bars, on a sill. */
function windowPane(): Region {
  const frame = bar(36, 8, 184, 216, 10);
  const panes = regionUnion(bar(58, 30, 60, 82, 4), bar(138, 30, 60, 82, 4), bar(58, 132, 60, 70, 4), bar(138, 132, 60, 70, 4));
  const sill = bar(16, 224, 224, 24, 6);
  return fit(regionUnion(regionSubtract(frame, panes), sill));
}

/** A horseshoe, heels down: an oval band whose branches turn in at the heels, four nail holes down each branch. */
function horseshoe(): Region {
  const c = { x: 128, y: 120 };
  const band = regionSubtract(ellipse(c.x, c.y, 100, 112), ellipse(c.x, c.y + 6, 58, 72));
  // The gap between the heels, narrower than the band's inside so the branches turn in; the heels cut square.
  const shoe = regionSubtract(band, bar(96, 170, 64, 100, 0), bar(0, 214, 256, 60, 0));
  // Nail holes on the band's middle line, clear of the toe and the heels.
  const hole = (deg: number): Region => {
    const a = degreesToRadians(degrees(deg));
    const p = { x: c.x + 79 * Math.sin(a), y: c.y + 3 - 92 * Math.cos(a) };
    return rotate(bar(p.x - 5, p.y - 9, 10, 18, 5), deg, p);
  };
  const holes = regionUnion(...[-128, -98, -68, -40, 40, 68, 98, 128].map(hole));
  return fit(regionSubtract(shoe, holes));
}

/**
 * A dry stone wall: courses of rounded, unequal stones laid without mortar, each course's joints falling over the
 * stones below, and a row of upright coping stones along the top.
 */
function stoneWall(): Region {
  const gap = 9;
  const course = (y: number, h: number, widths: number[], x0: number): Region[] => {
    const stones: Region[] = [];
    let x = x0;
    for (const w of widths) {
      stones.push(bar(x, y, w, h, Math.min(w, h) * 0.42));
      x += w + gap;
    }
    return stones;
  };
  const stones = [
    ...course(196, 50, [78, 94, 66], 8),
    ...course(138, 49, [46, 80, 72, 56], 8),
    ...course(82, 47, [88, 64, 86], 8),
    // Coping: narrow upright stones standing on edge.
    ...course(30, 43, [20, 20, 20, 20, 20, 20, 20, 20], 8),
  ];
  return fit(regionUnion(...stones));
}

const ICONS: Array<{ n: string; c: string[]; t: string[]; draw: () => Region }> = [
  {
    n: 'horseshoe',
    c: ['objects', 'animals'],
    t: ['horse', 'horseshoe', 'farrier', 'equestrian', 'riding', 'stable', 'luck'],
    draw: horseshoe,
  },
  { n: 'violin', c: ['media', 'objects'], t: ['music', 'instrument', 'fiddle', 'viola', 'cello', 'strings', 'orchestra'], draw: violin },
  { n: 'bee', c: ['nature', 'animals'], t: ['insect', 'honey', 'hive', 'beekeeping', 'apiary', 'pollinator'], draw: bee },
  { n: 'honeycomb', c: ['nature', 'food'], t: ['honey', 'hive', 'comb', 'beeswax', 'hexagon'], draw: honeycomb },
  { n: 'drumstick', c: ['food'], t: ['chicken', 'fried', 'poultry', 'wings', 'meat', 'leg'], draw: drumstick },
  { n: 'straight-razor', c: ['commerce', 'objects'], t: ['barber', 'shave', 'shaving', 'razor', 'beard', 'grooming'], draw: straightRazor },
  { n: 'barber-pole', c: ['commerce', 'objects'], t: ['barber', 'barbershop', 'haircut', 'shave', 'grooming'], draw: barberPole },
  { n: 'comb', c: ['commerce', 'objects'], t: ['barber', 'hair', 'haircut', 'grooming', 'salon'], draw: comb },
  { n: 'vase', c: ['objects'], t: ['pottery', 'potter', 'ceramics', 'ceramic', 'clay', 'pot', 'urn', 'stoneware'], draw: vase },
  { n: 'lantern', c: ['objects'], t: ['lantern', 'lamp', 'light', 'candle', 'lamplight'], draw: lantern },
  { n: 'kettle', c: ['objects', 'food'], t: ['kettle', 'teakettle', 'tea', 'boil', 'stove'], draw: kettle },
  { n: 'fern', c: ['nature'], t: ['fern', 'frond', 'bracken', 'fernery', 'woodland'], draw: fern },
  {
    n: 'mushroom',
    c: ['nature', 'food'],
    t: ['mushroom', 'fungi', 'fungus', 'toadstool', 'mycology', 'shiitake', 'forage'],
    draw: mushroom,
  },
  {
    n: 'skateboard',
    c: ['sports', 'objects'],
    t: ['skateboard', 'skate', 'skater', 'skateboarding', 'skatepark', 'longboard'],
    draw: skateboard,
  },
  { n: 'squeegee', c: ['objects'], t: ['squeegee', 'window', 'glass', 'wiper', 'streak'], draw: squeegee },
  {
    n: 'chocolate-bar',
    c: ['food'],
    t: ['chocolate', 'chocolatier', 'cocoa', 'cacao', 'bar', 'sweets', 'confectionery'],
    draw: chocolateBar,
  },
  { n: 'barrel', c: ['objects', 'food'], t: ['barrel', 'cask', 'cooper', 'cooperage', 'keg', 'whisky', 'distillery'], draw: barrel },
  { n: 'fence', c: ['objects', 'nature'], t: ['fence', 'fencing', 'post', 'rail', 'paddock', 'boundary', 'farm'], draw: fence },
  { n: 'organ-pipes', c: ['media', 'objects'], t: ['organ', 'pipe organ', 'organist', 'church music', 'instrument'], draw: organPipes },
  { n: 'kite', c: ['objects', 'games'], t: ['kite', 'kites', 'kitesurf', 'stunt kite', 'wind', 'fly', 'string'], draw: kite },
  {
    n: 'crossed-oars',
    c: ['sports', 'objects'],
    t: ['oar', 'oars', 'rowing', 'row', 'rower', 'sculling', 'regatta', 'crew'],
    draw: crossedOars,
  },
  { n: 'hedgehog', c: ['nature', 'animals'], t: ['hedgehog', 'hedgehogs', 'hog', 'spines', 'wildlife', 'garden'], draw: hedgehog },
  {
    n: 'roller-skate',
    c: ['sports', 'objects'],
    t: ['roller skate', 'roller skating', 'skate', 'skates', 'rink', 'quad', 'roller derby', 'disco'],
    draw: rollerSkate,
  },
  {
    n: 'window',
    c: ['objects', 'construction'],
    t: ['window', 'windows', 'pane', 'panes', 'glazing', 'glazier', 'sash', 'casement'],
    draw: windowPane,
  },
  {
    n: 'stone-wall',
    c: ['objects', 'construction'],
    t: ['wall', 'walling', 'waller', 'dry stone', 'drystone', 'stonework', 'masonry'],
    draw: stoneWall,
  },
  {
    n: 'scaffold',
    c: ['objects', 'construction'],
    t: ['scaffold', 'scaffolding', 'scaffolder', 'tube', 'ledger', 'access'],
    draw: scaffold,
  },
];

const rows: IconRecord[] = ICONS.map(({ n, c, t, draw }) => {
  const d = regionToPath(draw(), 2);
  const { components, solidity } = measureShape(d);
  return { n, c, t, k: components, s: solidity, d };
});
writeFileSync(
  outFile,
  `/** Generated by scripts/build-drawn-icons.ts: pictograms drawn in Phosphor's fill style for subjects it lacks. Do not edit. */\nimport type { IconRecord } from '../types';\n\nexport const DRAWN_FILL: readonly IconRecord[] = [\n${rows.map((row) => `  ${JSON.stringify(row)},`).join('\n')}\n];\n`,
);
console.log(`wrote ${rows.length} icons to ${outFile}`);

const preview = process.argv[2];
if (preview) {
  const sizes = [256, 64, 32, 16];
  const cells = rows.map((row, i) =>
    sizes
      .map((size, j) => {
        const x = 8 + sizes.slice(0, j).reduce((a, b) => a + b + 16, 0);
        return `<g transform="translate(${x},${8 + i * 272}) scale(${size / 256})"><rect width="256" height="256" fill="#fff"/><path d="${row.d}" fill="#111"/></g>`;
      })
      .join(''),
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${8 + sizes.reduce((a, b) => a + b + 16, 0)}" height="${8 + rows.length * 272}"><rect width="100%" height="100%" fill="#ddd"/>${cells.join('')}</svg>`;
  writeFileSync(preview, new Resvg(svg).render().asPng());
}
