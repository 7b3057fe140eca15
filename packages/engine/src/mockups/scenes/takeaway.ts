/**
 * Takeaway on a café counter: a cup of the light ground printed with the primary logo under a lid of the dark ground,
 * beside a kraft paper bag sealed with a sticker of the logo.
 */
import type { MockupModel } from '../model';
import { gradient, h, lockup, type SceneContext, shadowRect, stage } from '../svg';

export function describeTakeaway(model: MockupModel): string {
  const { brandName, colors } = model;
  return `${brandName} takeaway on a café counter: a ${colors.light.name} cup printed with the primary logo, with a ${colors.dark.name} lid and a ${colors.primary.name} band, beside a kraft paper bag sealed with a ${colors.light.name} sticker of the logo.`;
}

const KRAFT = { face: '#C2A784', gusset: '#A88E6E', fold: '#B39A78' };
/** Where the counter's top edge runs; the cup and the bag stand on it. */
const COUNTER = 318;
const BLEED = 200;
const CUP = { cx: 340, top: 108, bottom: COUNTER - 4, topWidth: 144, bottomWidth: 104 };
const BAG = { x: 42, y: 84, width: 178, height: COUNTER - 4 - 84, gusset: 26 };

/** A shadow where a thing meets the counter: two soft ellipses. */
function contactShadow(cx: number, width: number): string {
  return (
    h('ellipse', { cx, cy: COUNTER - 1, rx: width * 0.62, ry: 9, fill: '#0f172a', fillOpacity: 0.12 }) +
    h('ellipse', { cx, cy: COUNTER - 2, rx: width * 0.52, ry: 5, fill: '#0f172a', fillOpacity: 0.14 })
  );
}

/** The cup's side at height `y`: its left and right edges (it narrows towards the foot). */
function cupEdges(y: number): [number, number] {
  const t = (y - CUP.top) / (CUP.bottom - CUP.top);
  const half = (CUP.topWidth + (CUP.bottomWidth - CUP.topWidth) * t) / 2;
  return [CUP.cx - half, CUP.cx + half];
}

/** A band round the cup from `y0` to `y1`, following its taper. */
function cupBand(y0: number, y1: number, fill: string): string {
  const [l0, r0] = cupEdges(y0);
  const [l1, r1] = cupEdges(y1);
  return h('path', { d: `M${l0} ${y0}H${r0}L${r1} ${y1}H${l1}Z`, fill });
}

function cup(ctx: SceneContext): string {
  const { colors, files } = ctx.model;
  const shade = ctx.id('cup-shade');
  const body = cupBand(CUP.top, CUP.bottom, colors.light.hex);
  return [
    h(
      'defs',
      {},
      // The cylinder's light: brighter left of centre, darker at both sides.
      gradient(
        shade,
        [
          [0, 'rgba(15,23,42,0.2)'],
          [0.3, 'rgba(15,23,42,0)'],
          [0.75, 'rgba(15,23,42,0.04)'],
          [1, 'rgba(15,23,42,0.26)'],
        ],
        [0, 0, 1, 0],
      ),
    ),
    contactShadow(CUP.cx, CUP.bottomWidth),
    body,
    cupBand(CUP.bottom - 34, CUP.bottom - 16, colors.primary.hex),
    lockup(files.primary, { x: CUP.cx - 56, y: CUP.top + 28, width: 112, height: 120 }),
    h('path', {
      d: `M${cupEdges(CUP.top)[0]} ${CUP.top}H${cupEdges(CUP.top)[1]}L${cupEdges(CUP.bottom)[1]} ${CUP.bottom}H${cupEdges(CUP.bottom)[0]}Z`,
      fill: `url(#${shade})`,
    }),
    // The lid: a rim over the cup's lip and a low dome with its sip slot.
    h('rect', { x: CUP.cx - CUP.topWidth / 2 - 6, y: CUP.top - 14, width: CUP.topWidth + 12, height: 16, rx: 5, fill: colors.dark.hex }),
    h('path', {
      d: `M${CUP.cx - CUP.topWidth / 2 + 2} ${CUP.top - 14}L${CUP.cx - CUP.topWidth / 2 + 12} ${CUP.top - 34}H${CUP.cx + CUP.topWidth / 2 - 12}L${CUP.cx + CUP.topWidth / 2 - 2} ${CUP.top - 14}Z`,
      fill: colors.dark.hex,
    }),
    h('rect', {
      x: CUP.cx - CUP.topWidth / 2 + 12,
      y: CUP.top - 34,
      width: CUP.topWidth - 24,
      height: 6,
      fill: '#FFFFFF',
      fillOpacity: 0.14,
    }),
    h('rect', { x: CUP.cx + 14, y: CUP.top - 31, width: 26, height: 5, rx: 2.5, fill: '#000000', fillOpacity: 0.45 }),
    h('rect', {
      x: CUP.cx - CUP.topWidth / 2 - 6,
      y: CUP.top - 4,
      width: CUP.topWidth + 12,
      height: 6,
      fill: '#000000',
      fillOpacity: 0.18,
    }),
  ].join('');
}

/** A flat-bottomed paper bag with its top folded over and a sticker of the logo sealing the fold. */
function bag(href: string, sticker: string): string {
  const { x, y, width, height, gusset } = BAG;
  const front = width - gusset;
  // The top edge is cut with a zigzag, as a bag's mouth is.
  const teeth = Array.from(
    { length: 14 },
    (_, index) => `L${x + ((index + 0.5) * front) / 14} ${y - 4}L${x + ((index + 1) * front) / 14} ${y}`,
  ).join('');
  return [
    contactShadow(x + width / 2, width),
    h('path', { d: `M${x + front} ${y}L${x + width} ${y + 8}V${y + height}H${x + front}Z`, fill: KRAFT.gusset }),
    h('path', { d: `M${x} ${y}${teeth}V${y + height}H${x}Z`, fill: KRAFT.face }),
    // The fold over the top, and the crease it leaves.
    h('rect', { x, y, width: front, height: 34, fill: KRAFT.fold }),
    h('rect', { x, y: y + 34, width: front, height: 3, fill: '#000000', fillOpacity: 0.12 }),
    // A crease down the gusset and a shadow along the foot.
    h('rect', { x: x + front + gusset / 2 - 1, y: y + 10, width: 2, height: height - 10, fill: '#000000', fillOpacity: 0.08 }),
    h('rect', { x, y: y + height - 10, width, height: 10, fill: '#000000', fillOpacity: 0.07 }),
    // The sticker, over the fold and onto the face.
    shadowRect({ x: x + 16, y: y + 20, width: front - 32, height: 118 }, { rx: 4, blur: 4, dy: 2, opacity: 0.18 }),
    h('rect', { x: x + 16, y: y + 20, width: front - 32, height: 118, rx: 4, fill: sticker }),
    lockup(href, { x: x + 24, y: y + 28, width: front - 48, height: 102 }),
  ].join('');
}

export function takeawayScene(ctx: SceneContext): string {
  const { model, frame } = ctx;
  const wall = ctx.id('takeaway-wall');
  return [
    h(
      'defs',
      {},
      gradient(wall, [
        [0, '#EAE5DE'],
        [1, '#DCD4C9'],
      ]),
    ),
    h('rect', { width: frame.width, height: frame.height, fill: `url(#${wall})` }),
    stage(
      frame,
      [
        // The counter: its top and front edge run past the frame on both sides.
        h('rect', { x: -BLEED, y: COUNTER, width: 480 + 2 * BLEED, height: 60, fill: '#CFC6BA' }),
        h('rect', { x: -BLEED, y: COUNTER, width: 480 + 2 * BLEED, height: 3, fill: '#FFFFFF', fillOpacity: 0.5 }),
        h('rect', { x: -BLEED, y: COUNTER + 22, width: 480 + 2 * BLEED, height: 60, fill: '#B8AEA1' }),
        bag(model.files.primary, model.colors.light.hex),
        cup(ctx),
      ],
      1,
    ),
  ].join('');
}
