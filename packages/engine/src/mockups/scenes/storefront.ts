/**
 * A shopfront: the horizontal logo on the fascia sign, an awning in the brand colours, the icon on the window and the
 * reversed logo on a hanging sign.
 */
import { type MockupModel, readableOn } from '../model';
import { gradient, h, imageSlot, lockup, type SceneContext, stage } from '../svg';

export function describeStorefront(model: MockupModel): string {
  const { brandName, colors, files } = model;
  const blade = files.reversed ? ` A hanging sign beside it shows the reversed logo on ${colors.dark.name}.` : '';
  return `A ${brandName} shopfront: the horizontal logo on a ${colors.light.name} fascia sign above a striped awning in ${colors.primary.name} and ${colors.light.name}, a shop window with the app icon as a window sticker, and a ${colors.dark.name} door.${blade}`;
}

/** Where the window and the door stand on the pavement. */
const SILL = 324;
/** How far the street runs on past the stage (the frame cuts it). */
const BLEED = 200;

/** Scalloped awning: alternate stripes of `stripe` on `ground`, flaring out at the top. */
function awning(x0: number, x1: number, y: number, depth: number, stripe: string, ground: string): string {
  const count = 12;
  const width = (x1 - x0) / count;
  const flare = 24 / count;
  const stripes = Array.from({ length: count / 2 }, (_, half) => {
    const index = half * 2;
    const top = x0 - 12 + index * (width + flare);
    return `M${top} ${y}h${width + flare}L${x0 + (index + 1) * width} ${y + depth}H${x0 + index * width}Z`;
  }).join('');
  const scallops = (odd: 0 | 1) =>
    Array.from({ length: count / 2 }, (_, half) => {
      const index = half * 2 + odd;
      return `M${x0 + index * width} ${y + depth}a${width / 2} ${width / 3} 0 0 0 ${width} 0Z`;
    }).join('');
  return h(
    'g',
    {},
    h('path', { d: `M${x0 - 12} ${y}H${x1 + 12}L${x1} ${y + depth}H${x0}Z`, fill: ground }),
    h('path', { d: stripes, fill: stripe }),
    h('path', { d: scallops(0), fill: stripe }),
    h('path', { d: scallops(1), fill: ground }),
  );
}

/** A shop window from `top` to the sill: glass in a frame, a glint, a glazing bar down the middle. */
function shopWindow(x: number, width: number, top: number, glass: string): string {
  const height = SILL - top;
  return h(
    'g',
    {},
    h('rect', { x: x - 6, y: top - 6, width: width + 12, height: height + 10, fill: '#3F3A36' }),
    h('rect', { x, y: top, width, height, fill: `url(#${glass})` }),
    h('path', { d: `M${x + 16} ${top}l48 ${height}h24L${x + 40} ${top}Z`, fill: '#FFFFFF', fillOpacity: 0.12 }),
    h('rect', { x: x + width / 2 - 2, y: top, width: 4, height, fill: '#3F3A36' }),
    h('rect', { x: x - 10, y: SILL + 2, width: width + 20, height: 8, fill: '#5B5550' }),
  );
}

/** The sign hanging from a bracket beside the façade: the reversed logo, as on a street of shops. */
function bladeSign(href: string, ground: string): string {
  return h(
    'g',
    {},
    h('rect', { x: 372, y: 62, width: 104, height: 5, fill: '#2F2B28' }),
    h('rect', { x: 388, y: 67, width: 3, height: 14, fill: '#2F2B28' }),
    h('rect', { x: 458, y: 67, width: 3, height: 14, fill: '#2F2B28' }),
    h('rect', { x: 376, y: 80, width: 98, height: 76, rx: 5, fill: '#2F2B28' }),
    h('rect', { x: 379, y: 83, width: 92, height: 70, rx: 3, fill: ground }),
    lockup(href, { x: 383, y: 87, width: 84, height: 62 }),
  );
}

/**
 * A close-up of the shop: the fascia sign across the frame, the awning, one window with the icon as a sticker, the
 * door, and the hanging sign beside the façade.
 */
export function storefrontScene(ctx: SceneContext): string {
  const { model, frame } = ctx;
  const glass = ctx.id('shop-glass');
  const sky = ctx.id('shop-sky');
  const { colors, files } = model;
  // A stripe that stands apart from the ground it alternates with.
  const stripe = readableOn(colors.light.hex, [colors.primary.hex, colors.secondary.hex, colors.accent.hex], 2);
  return [
    h(
      'defs',
      {},
      gradient(sky, [
        [0, '#CFDCE6'],
        [1, '#EEF2F5'],
      ]),
      gradient(
        glass,
        [
          [0, '#8FA6B6'],
          [0.55, '#B9C8D2'],
          [1, '#7E95A6'],
        ],
        [0, 0, 1, 1],
      ),
    ),
    h('rect', { width: frame.width, height: frame.height, fill: `url(#${sky})` }),
    stage(
      frame,
      [
        // Façade and pavement run on past the left edge of the frame, whichever frame it is.
        h('rect', { x: -BLEED, y: 14, width: 372 + BLEED, height: SILL - 4, fill: '#D9D2C7' }),
        h('rect', { x: -BLEED, y: 14, width: 372 + BLEED, height: 10, fill: '#C9C0B3' }),
        h('rect', { x: 14, y: 36, width: 344, height: 96, fill: '#4A4541' }),
        h('rect', { x: 20, y: 42, width: 332, height: 84, fill: colors.light.hex }),
        lockup(files.horizontal, { x: 32, y: 50, width: 308, height: 68 }),
        awning(22, 350, 140, 34, stripe, colors.light.hex),
        shopWindow(34, 176, 196, glass),
        imageSlot(ctx, { href: files.icon, x: 138, y: 214, size: 56, radius: 12 }),
        // Door.
        h('rect', { x: 244, y: 190, width: 92, height: SILL - 186, fill: '#3F3A36' }),
        h('rect', { x: 250, y: 196, width: 80, height: SILL - 196, fill: colors.dark.hex }),
        h('rect', { x: 260, y: 208, width: 60, height: 70, fill: `url(#${glass})` }),
        h('rect', { x: 314, y: 288, width: 6, height: 24, rx: 3, fill: '#C9C0B3' }),
        files.reversed ? bladeSign(files.reversed, colors.dark.hex) : '',
        // Pavement and a planter.
        h('rect', { x: -BLEED, y: SILL + 10, width: 2 * BLEED + 480, height: 36, fill: '#A8A29E' }),
        h('rect', { x: -BLEED, y: SILL + 10, width: 2 * BLEED + 480, height: 4, fill: '#8C8682' }),
        h('rect', { x: 402, y: SILL - 14, width: 44, height: 24, rx: 3, fill: '#5F7F5A' }),
        h('ellipse', { cx: 424, cy: SILL - 18, rx: 30, ry: 18, fill: '#6F9368' }),
      ],
      1,
    ),
  ].join('');
}
