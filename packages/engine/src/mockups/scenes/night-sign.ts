/** Signage at night: a lit lightbox over a dark brick façade with the horizontal logo, and the icon on a glowing round blade sign. */
import type { MockupModel } from '../model';
import { glowRect, h, imageSlot, lockup, type SceneContext, stage } from '../svg';

export function describeNightSign(model: MockupModel): string {
  const { brandName, colors } = model;
  return `${brandName} signage at night: a backlit ${colors.light.name} lightbox with the horizontal logo glowing on a dark brick façade, a round blade sign with the app icon in a ${colors.primary.name} glow, and warm light from the window spilling onto the pavement.`;
}

const LIGHTBOX = { x: 28, y: 38, width: 334, height: 114 };
const BLADE = { cx: 430, cy: 116, r: 46 };
const PAVEMENT = 314;

export function nightSignScene(ctx: SceneContext): string {
  const { model, frame } = ctx;
  const { colors, files } = model;
  const sky = ctx.id('night-sky');
  const spill = ctx.id('night-spill');
  // Bricks over the whole wall, every other course set half a brick along.
  const bricks = Array.from({ length: 14 }, (_, row) =>
    Array.from({ length: 11 }, (_, column) =>
      h('rect', { x: -160 + column * 72 + (row % 2) * 36, y: 22 + row * 22, width: 66, height: 17, rx: 2, fill: '#232838' }),
    ).join(''),
  ).join('');
  return [
    h(
      'defs',
      {},
      h(
        'linearGradient',
        { id: sky, x1: 0, y1: 0, x2: 0, y2: 1 },
        h('stop', { offset: 0, stopColor: '#080B16' }),
        h('stop', { offset: 1, stopColor: '#1A2035' }),
      ),
      h(
        'radialGradient',
        { id: spill, cx: 0.5, cy: 0.5, r: 0.5 },
        h('stop', { offset: 0, stopColor: '#FFD58A', stopOpacity: 0.5 }),
        h('stop', { offset: 1, stopColor: '#FFD58A', stopOpacity: 0 }),
      ),
    ),
    h('rect', { width: frame.width, height: frame.height, fill: `url(#${sky})` }),
    stage(
      frame,
      [
        // The façade: a dark wall of bricks, a lit window, the pavement and the window's light on it.
        h('rect', { x: -160, y: 20, width: 800, height: PAVEMENT - 20, fill: '#1B1F2C' }),
        bricks,
        h('rect', { x: 296, y: 196, width: 150, height: PAVEMENT - 196, fill: '#3A2E1E' }),
        h('rect', { x: 302, y: 202, width: 138, height: PAVEMENT - 202, fill: '#F5C878', fillOpacity: 0.85 }),
        h('rect', { x: 369, y: 202, width: 4, height: PAVEMENT - 202, fill: '#3A2E1E' }),
        h('rect', { x: -160, y: PAVEMENT, width: 800, height: 80, fill: '#2A2F3D' }),
        h('ellipse', { cx: 371, cy: PAVEMENT + 16, rx: 150, ry: 26, fill: `url(#${spill})` }),
        // The lightbox: its glow on the wall, the box, the logo on its lit face.
        glowRect(LIGHTBOX, colors.light.hex, { rx: 8, reach: 26, opacity: 0.35 }),
        h('rect', { ...LIGHTBOX, rx: 8, fill: '#0E0F12' }),
        h('rect', {
          x: LIGHTBOX.x + 6,
          y: LIGHTBOX.y + 6,
          width: LIGHTBOX.width - 12,
          height: LIGHTBOX.height - 12,
          rx: 5,
          fill: colors.light.hex,
        }),
        lockup(files.horizontal, { x: LIGHTBOX.x + 20, y: LIGHTBOX.y + 16, width: LIGHTBOX.width - 40, height: LIGHTBOX.height - 32 }),
        // The blade sign: a glowing disc with the icon, on a bracket.
        h('rect', { x: 392, y: 52, width: 78, height: 5, fill: '#0E0F12' }),
        h('rect', { x: BLADE.cx - 2, y: 57, width: 4, height: 14, fill: '#0E0F12' }),
        glowRect({ x: BLADE.cx - BLADE.r, y: BLADE.cy - BLADE.r, width: 2 * BLADE.r, height: 2 * BLADE.r }, colors.primary.hex, {
          rx: BLADE.r,
          reach: 18,
          opacity: 0.45,
        }),
        h('circle', { cx: BLADE.cx, cy: BLADE.cy, r: BLADE.r, fill: '#0E0F12' }),
        imageSlot(ctx, {
          href: files.icon,
          x: BLADE.cx - BLADE.r + 5,
          y: BLADE.cy - BLADE.r + 5,
          size: 2 * BLADE.r - 10,
          radius: BLADE.r,
          fallback: colors.primary.hex,
        }),
      ],
      1,
    ),
  ].join('');
}
