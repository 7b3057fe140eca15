/**
 * Product labels on a shelf: a gift box of the dark ground with the reversed logo on its face, and in front of it a
 * glass jar (a candle, a cream, a preserve) with a label of the light ground carrying the primary logo.
 */
import type { MockupModel } from '../model';
import { gradient, h, lockup, type SceneContext, shadowRect, stage } from '../svg';

export function describeLabel(model: MockupModel): string {
  const { brandName, colors, files } = model;
  const box = files.reversed
    ? `a ${colors.dark.name} box with the reversed logo on its face`
    : `a ${colors.light.name} box with the primary logo on its face`;
  return `${brandName} products on a shelf: ${box}, and a glass jar with a ${colors.primary.name} lid and a ${colors.light.name} label carrying the primary logo.`;
}

/** The shelf's top edge; the box and the jar stand on it. */
const SHELF = 320;
const BLEED = 200;
const BOX = { x: 36, y: 118, width: 196, height: SHELF - 118, depth: 34 };
const JAR = { x: 242, y: 132, width: 176, height: SHELF - 132 };
const WAX = '#EAE3D6';

/** A shadow where a thing meets the shelf. */
function contactShadow(cx: number, width: number): string {
  return (
    h('ellipse', { cx, cy: SHELF - 1, rx: width * 0.6, ry: 9, fill: '#0f172a', fillOpacity: 0.12 }) +
    h('ellipse', { cx, cy: SHELF - 2, rx: width * 0.5, ry: 5, fill: '#0f172a', fillOpacity: 0.14 })
  );
}

/** The box seen from a little above and to the left: its face, its lid's top and its right side, the logo on the face. */
function box(ctx: SceneContext): string {
  const { colors, files } = ctx.model;
  const { x, y, width, height, depth } = BOX;
  const dark = Boolean(files.reversed);
  const ground = dark ? colors.dark.hex : colors.light.hex;
  const lift = depth * 0.6;
  return [
    contactShadow(x + width / 2 + depth / 2, width),
    // The right side, in shade.
    h('path', { d: `M${x + width} ${y}L${x + width + depth} ${y - lift}V${y + height - lift}L${x + width} ${y + height}Z`, fill: ground }),
    h('path', {
      d: `M${x + width} ${y}L${x + width + depth} ${y - lift}V${y + height - lift}L${x + width} ${y + height}Z`,
      fill: '#000000',
      fillOpacity: 0.28,
    }),
    // The top, in the light.
    h('path', { d: `M${x} ${y}L${x + depth} ${y - lift}H${x + width + depth}L${x + width} ${y}Z`, fill: ground }),
    h('path', { d: `M${x} ${y}L${x + depth} ${y - lift}H${x + width + depth}L${x + width} ${y}Z`, fill: '#FFFFFF', fillOpacity: 0.2 }),
    // The face and its lid's edge.
    h('rect', { x, y, width, height, fill: ground }),
    h('rect', { x, y: y + 26, width, height: 2, fill: '#000000', fillOpacity: 0.18 }),
    lockup(dark ? files.reversed : files.primary, { x: x + 22, y: y + 44, width: width - 44, height: height - 70 }),
  ].join('');
}

/** The jar: glass round its contents, a lid of the primary colour, a label wrapped round its middle, a glint. */
function jar(ctx: SceneContext): string {
  const { colors, files } = ctx.model;
  const { x, y, width, height } = JAR;
  const round = ctx.id('jar-round');
  const label = { x: x + 8, y: y + 62, width: width - 16, height: 116 };
  return [
    h(
      'defs',
      {},
      // The curve of the glass and of the label round it: darker at both sides.
      gradient(
        round,
        [
          [0, 'rgba(15,23,42,0.22)'],
          [0.22, 'rgba(15,23,42,0)'],
          [0.7, 'rgba(15,23,42,0.02)'],
          [1, 'rgba(15,23,42,0.28)'],
        ],
        [0, 0, 1, 0],
      ),
    ),
    contactShadow(x + width / 2, width),
    // The glass, its contents, and the shoulder under the lid.
    h('rect', { x, y: y + 24, width, height: height - 24, rx: 20, fill: '#D3D7DA' }),
    h('rect', { x: x + 6, y: y + 40, width: width - 12, height: height - 48, rx: 15, fill: WAX }),
    h('rect', { x, y: y + 24, width, height: height - 24, rx: 20, fill: `url(#${round})` }),
    h('rect', { x, y: y + 24, width, height: height - 24, rx: 20, fill: 'none', stroke: '#FFFFFF', strokeOpacity: 0.6, strokeWidth: 2 }),
    // The lid.
    h('rect', { x: x + 10, y, width: width - 20, height: 30, rx: 6, fill: colors.primary.hex }),
    h('rect', { x: x + 10, y, width: width - 20, height: 30, rx: 6, fill: `url(#${round})` }),
    h('rect', { x: x + 10, y: y + 26, width: width - 20, height: 4, fill: '#000000', fillOpacity: 0.2 }),
    // The label.
    h('rect', { ...label, fill: colors.light.hex }),
    lockup(files.primary, { x: label.x + 16, y: label.y + 12, width: label.width - 32, height: label.height - 24 }),
    h('rect', { ...label, fill: `url(#${round})` }),
    h('rect', { x: label.x, y: label.y, width: label.width, height: 1.5, fill: '#000000', fillOpacity: 0.12 }),
    // A glint down the glass's left side.
    h('rect', { x: x + 14, y: y + 40, width: 7, height: height - 60, rx: 3.5, fill: '#FFFFFF', fillOpacity: 0.45 }),
  ].join('');
}

export function labelScene(ctx: SceneContext): string {
  const { frame } = ctx;
  const wall = ctx.id('label-wall');
  return [
    h(
      'defs',
      {},
      gradient(wall, [
        [0, '#ECE8E2'],
        [1, '#DDD7CE'],
      ]),
    ),
    h('rect', { width: frame.width, height: frame.height, fill: `url(#${wall})` }),
    stage(
      frame,
      [
        // The shelf: its top and its front edge, running past the frame.
        h('rect', { x: -BLEED, y: SHELF, width: 480 + 2 * BLEED, height: 20, fill: '#CBC3B7' }),
        h('rect', { x: -BLEED, y: SHELF, width: 480 + 2 * BLEED, height: 2, fill: '#FFFFFF', fillOpacity: 0.5 }),
        h('rect', { x: -BLEED, y: SHELF + 20, width: 480 + 2 * BLEED, height: 60, fill: '#B5AB9D' }),
        shadowRect({ x: -BLEED, y: SHELF + 20, width: 480 + 2 * BLEED, height: 2 }, { blur: 4, dy: 2, opacity: 0.12 }),
        box(ctx),
        jar(ctx),
      ],
      1,
    ),
  ].join('');
}
