/** Two tote bags: the primary logo printed on natural canvas, the reversed logo on a bag of the dark ground. */
import type { MockupModel } from '../model';
import { h, lockup, type SceneContext, stage } from '../svg';

export function describeTote(model: MockupModel): string {
  const { brandName, colors, files } = model;
  const dark = files.reversed ? `, and a ${colors.dark.name} one with the reversed logo` : '';
  return `${brandName} tote bags: a natural canvas tote with ${colors.primary.name} straps printed with the primary logo${dark}.`;
}

const CANVAS = '#EFE8DA';

/** A tote from its top edge: the body, a seam shadow, two strap loops, and the print fitted in its middle. */
function tote(x: number, y: number, width: number, height: number, fill: string, strap: string, print: string): string {
  const strapX = [x + width * 0.26, x + width * 0.74];
  const loop = width * 0.16;
  return h(
    'g',
    {},
    h('ellipse', { cx: x + width / 2, cy: y + height + 2, rx: width * 0.6, ry: 9, fill: '#0f172a', fillOpacity: 0.12 }),
    h('ellipse', { cx: x + width / 2, cy: y + height + 1, rx: width * 0.54, ry: 5, fill: '#0f172a', fillOpacity: 0.12 }),
    ...strapX.map((sx) =>
      h('path', {
        d: `M${sx - loop} ${y + 2}C${sx - loop} ${y - height * 0.42} ${sx + loop} ${y - height * 0.42} ${sx + loop} ${y + 2}`,
        fill: 'none',
        stroke: strap,
        strokeWidth: 12,
        strokeLinecap: 'round',
      }),
    ),
    h('path', { d: `M${x} ${y}H${x + width}L${x + width + 6} ${y + height}H${x - 6}Z`, fill }),
    h('rect', { x: x - 6, y: y + height - 6, width: width + 12, height: 6, fill: '#000000', fillOpacity: 0.08 }),
    h('rect', { x, y, width, height: 10, fill: '#000000', fillOpacity: 0.06 }),
    lockup(print, { x: x + width * 0.15, y: y + height * 0.26, width: width * 0.7, height: height * 0.5 }),
  );
}

export function toteScene(ctx: SceneContext): string {
  const { model, frame } = ctx;
  const { colors, files } = model;
  const backdrop = ctx.id('tote-wall');
  const two = Boolean(files.reversed);
  return [
    h(
      'defs',
      {},
      h(
        'linearGradient',
        { id: backdrop, x1: 0, y1: 0, x2: 0, y2: 1 },
        h('stop', { offset: 0, stopColor: '#E9E4DD' }),
        h('stop', { offset: 1, stopColor: '#D6CFC4' }),
      ),
    ),
    h('rect', { width: frame.width, height: frame.height, fill: `url(#${backdrop})` }),
    h('rect', { y: frame.height * 0.86, width: frame.width, height: frame.height * 0.14, fill: '#C4BBAE' }),
    stage(frame, [
      two
        ? tote(262, 118, 190, 214, colors.dark.hex, colors.dark.hex, files.reversed) +
          tote(36, 104, 214, 236, CANVAS, colors.primary.hex, files.primary)
        : tote(132, 104, 214, 236, CANVAS, colors.primary.hex, files.primary),
    ]),
  ].join('');
}
