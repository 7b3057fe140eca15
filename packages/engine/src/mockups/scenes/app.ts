/**
 * The brand's app on a laptop: a dashboard whose header carries the horizontal logo and the app icon, a sidebar of the
 * dark ground, figures and a chart in the brand colours.
 */
import { contrast, type MockupModel, readableOn } from '../model';
import { gradient, h, imageSlot, lockup, type SceneContext, shadowRect, stage, text, UI_FONT } from '../svg';

export function describeApp(model: MockupModel): string {
  const { brandName, colors } = model;
  return `The ${brandName} app on a laptop: a dashboard with the horizontal logo and the app icon in its header, a ${colors.dark.name} sidebar, and an overview whose figures and chart are drawn in ${colors.primary.name} and ${colors.accent.name}.`;
}

const LID = { x: 44, y: 10, width: 392, height: 270 };
const SCREEN = { x: 56, y: 22, width: 368, height: 246 };
const HEADER = 58;
const SIDEBAR = 50;
/** The desk the laptop stands on; it runs past the frame. */
const DESK = 298;
const BLEED = 200;
/** Bar heights of the week's chart, as shares of its height. */
const BARS = [0.42, 0.58, 0.5, 0.74, 0.66, 0.88, 0.8];
const CARD_INK = '#111827';

/** A stat card: a thin bar of its colour along the top and its figure. */
function statCard(x: number, y: number, width: number, color: string, figure: string): string {
  return [
    h('rect', { x, y, width, height: 50, rx: 6, fill: '#FFFFFF' }),
    h('rect', { x, y, width, height: 50, rx: 6, fill: 'none', stroke: '#E5E7EB', strokeWidth: 1 }),
    h('rect', { x: x + 10, y: y + 9, width: 26, height: 4, rx: 2, fill: color }),
    text({ x: x + 10, y: y + 38, fill: CARD_INK, fontFamily: UI_FONT, fontSize: 18, fontWeight: 700 }, figure),
  ].join('');
}

export function appScene(ctx: SceneContext): string {
  const { model, frame } = ctx;
  const { colors, files } = model;
  const clip = ctx.id('app-screen');
  const wall = ctx.id('app-wall');
  const main = { x: SCREEN.x + SIDEBAR, y: SCREEN.y + HEADER, width: SCREEN.width - SIDEBAR, height: SCREEN.height - HEADER };
  // Colours that show on the white cards: the primary for the bars, another brand colour for the line over them.
  const bars = readableOn('#FFFFFF', [colors.primary.hex, colors.dark.hex], 1.6);
  const line = readableOn(
    '#FFFFFF',
    [colors.accent.hex, colors.secondary.hex].filter((hex) => contrast(hex, bars) >= 1.4),
    1.6,
  );
  const sideInk = readableOn(colors.dark.hex, [colors.light.hex, '#FFFFFF']);
  const chart = { x: main.x + 14, y: main.y + 96, width: main.width - 28, height: main.height - 108 };
  const pitch = (chart.width - 24) / BARS.length;
  const peak = chart.height - 28;
  const tops = BARS.map((share, index) => ({ x: chart.x + 12 + index * pitch + pitch / 2, y: chart.y + chart.height - 10 - share * peak }));
  const cardWidth = (main.width - 28 - 16) / 3;
  return [
    h(
      'defs',
      {},
      gradient(wall, [
        [0, '#E3E8EE'],
        [1, '#D3DAE2'],
      ]),
      h('clipPath', { id: clip }, h('rect', { ...SCREEN, rx: 4 })),
    ),
    h('rect', { width: frame.width, height: frame.height, fill: `url(#${wall})` }),
    stage(
      frame,
      [
        // The desk, then the laptop: its lid and bezel, and the base in front of it.
        h('rect', { x: -BLEED, y: DESK, width: 480 + 2 * BLEED, height: 80, fill: '#C9C2B8' }),
        h('rect', { x: -BLEED, y: DESK, width: 480 + 2 * BLEED, height: 2, fill: '#FFFFFF', fillOpacity: 0.5 }),
        shadowRect(LID, { rx: 14, blur: 12, dy: 8, opacity: 0.2 }),
        h('rect', { ...LID, rx: 14, fill: '#1D2125' }),
        h('circle', { cx: LID.x + LID.width / 2, cy: LID.y + 6, r: 2, fill: '#3A4046' }),
        h(
          'g',
          { clipPath: `url(#${clip})` },
          h('rect', { ...SCREEN, fill: '#F3F4F6' }),
          // The header: the logo at the left, the icon as the account's avatar at the right.
          h('rect', { x: SCREEN.x, y: SCREEN.y, width: SCREEN.width, height: HEADER, fill: colors.light.hex }),
          h('rect', { x: SCREEN.x, y: SCREEN.y + HEADER - 1, width: SCREEN.width, height: 1, fill: '#0f172a', fillOpacity: 0.1 }),
          lockup(files.horizontal, { x: SCREEN.x + 14, y: SCREEN.y + 8, width: 200, height: HEADER - 16 }, 'xMinYMid'),
          imageSlot(ctx, {
            href: files.icon,
            x: SCREEN.x + SCREEN.width - 48,
            y: SCREEN.y + 12,
            size: 34,
            radius: 16,
            fallback: colors.primary.hex,
          }),
          // The sidebar: the section in use lit, the others quiet.
          h('rect', { x: SCREEN.x, y: main.y, width: SIDEBAR, height: main.height, fill: colors.dark.hex }),
          ...[0, 1, 2, 3].map((index) =>
            h('rect', {
              x: SCREEN.x + 15,
              y: main.y + 18 + index * 38,
              width: 20,
              height: 20,
              rx: 5,
              fill: sideInk,
              fillOpacity: index === 0 ? 0.95 : 0.35,
            }),
          ),
          // The overview: a heading, three figures, the week's chart.
          text({ x: main.x + 14, y: main.y + 30, fill: CARD_INK, fontFamily: UI_FONT, fontSize: 18, fontWeight: 700 }, 'Overview'),
          statCard(main.x + 14, main.y + 40, cardWidth, bars, '1,284'),
          statCard(main.x + 22 + cardWidth, main.y + 40, cardWidth, line, '86%'),
          statCard(main.x + 30 + 2 * cardWidth, main.y + 40, cardWidth, bars, '4.9'),
          h('rect', { ...chart, rx: 6, fill: '#FFFFFF' }),
          h('rect', { ...chart, rx: 6, fill: 'none', stroke: '#E5E7EB', strokeWidth: 1 }),
          ...tops.map((top) =>
            h('rect', {
              x: top.x - pitch * 0.28,
              y: top.y,
              width: pitch * 0.56,
              height: chart.y + chart.height - 10 - top.y,
              rx: 2,
              fill: bars,
              fillOpacity: 0.85,
            }),
          ),
          h('path', {
            d: `M${tops.map((top) => `${top.x} ${top.y - 12}`).join('L')}`,
            fill: 'none',
            stroke: line,
            strokeWidth: 3,
            strokeLinejoin: 'round',
            strokeLinecap: 'round',
          }),
          ...tops.map((top) => h('circle', { cx: top.x, cy: top.y - 12, r: 3.5, fill: line })),
        ),
        // The base: a thin slab wider than the lid, with the notch to open it.
        h('path', {
          d: `M${LID.x - 30} ${LID.y + LID.height}H${LID.x + LID.width + 30}L${LID.x + LID.width + 18} ${LID.y + LID.height + 16}H${LID.x - 18}Z`,
          fill: '#BFC4C9',
        }),
        h('rect', { x: LID.x - 30, y: LID.y + LID.height, width: LID.width + 60, height: 3, fill: '#E4E7EA' }),
        h('rect', { x: LID.x + LID.width / 2 - 34, y: LID.y + LID.height, width: 68, height: 5, rx: 2.5, fill: '#9BA1A7' }),
      ],
      1,
    ),
  ].join('');
}
