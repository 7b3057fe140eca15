/**
 * A service van parked on the street, side on: the horizontal logo on its panel above the web address (and the
 * owner's phone), a stripe of the primary colour along it, as a trade's van carries its name to every job.
 */
import { fitText, type MockupModel, readableOn, shownContact, shownSite } from '../model';
import { fontStack, gradient, h, lockup, type SceneContext, stage, text } from '../svg';

/** The curb the van stands at; the road runs on past the frame. */
const ROAD = 318;
const BLEED = 200;
/** The van's body, rear at the left; the cab's nose is the right end. */
const BODY = { left: 22, right: 458, roof: 64, sill: 282, cab: 336 };
const WHEELS = [104, 384];
const WHEEL_R = 34;
/** The panel the logo and words sit on, clear of the wheels and the cab door. */
const PANEL = { x: 44, y: 84, width: 272, height: 98 };
const WORDS_SIZE = 20;

/** The words under the logo: the owner's phone, then the web address (a sample address when none is given). */
function vanWords(model: MockupModel): string[] {
  const contact = shownContact(model);
  return [contact.sample ? undefined : contact.phone, shownSite(model)].filter((line): line is string => Boolean(line));
}

export function describeVan(model: MockupModel): string {
  const { brandName, colors } = model;
  return `A ${brandName} service van on the street: a ${colors.light.name} van with the horizontal logo on its side above ${vanWords(model).join(' and ')}, and a ${colors.primary.name} stripe along its length.`;
}

/** A wheel: the tyre, the rim and the hub, in the arch cut into the body. */
function wheel(cx: number): string {
  const cy = ROAD - WHEEL_R;
  return [
    h('circle', { cx, cy, r: WHEEL_R + 6, fill: '#1F2326' }),
    h('circle', { cx, cy, r: WHEEL_R, fill: '#262A2E' }),
    h('circle', { cx, cy, r: WHEEL_R - 11, fill: '#A3A8AD' }),
    h('circle', { cx, cy, r: WHEEL_R - 17, fill: '#7D8389' }),
    h('circle', { cx, cy, r: 5, fill: '#C8CCD0' }),
  ].join('');
}

export function vanScene(ctx: SceneContext): string {
  const { model, frame } = ctx;
  const { colors, files, fonts } = model;
  const sky = ctx.id('van-sky');
  const sheen = ctx.id('van-sheen');
  const { left, right, roof, sill, cab } = BODY;
  const ink = readableOn(colors.light.hex, [colors.dark.hex, colors.primary.hex]);
  // The body: a box van with a sloping windscreen and a short bonnet at the right.
  const body = `M${left + 12} ${roof}H${cab + 20}Q${cab + 44} ${roof} ${cab + 58} ${roof + 20}L${right - 14} ${roof + 104}Q${right} ${roof + 112} ${right} ${roof + 132}V${sill}H${left}V${roof + 12}Q${left} ${roof} ${left + 12} ${roof}Z`;
  const words = vanWords(model);
  // With two lines of words the logo gives up some height; the words keep their size.
  const panel = { ...PANEL, height: PANEL.height - (words.length - 1) * 22 };
  return [
    h(
      'defs',
      {},
      gradient(sky, [
        [0, '#CFDCE6'],
        [1, '#EEF2F5'],
      ]),
      // Light across the panel from above: a touch of white high, a touch of shade low.
      gradient(sheen, [
        [0, 'rgba(255,255,255,0.18)'],
        [0.55, 'rgba(255,255,255,0)'],
        [1, 'rgba(15,23,42,0.12)'],
      ]),
    ),
    h('rect', { width: frame.width, height: frame.height, fill: `url(#${sky})` }),
    stage(
      frame,
      [
        // A wall behind the street, then the pavement and the road.
        h('rect', { x: -BLEED, y: 20, width: 480 + 2 * BLEED, height: ROAD - 40, fill: '#D9D2C7' }),
        h('rect', { x: -BLEED, y: 20, width: 480 + 2 * BLEED, height: 8, fill: '#C9C0B3' }),
        h('rect', { x: -BLEED, y: ROAD - 24, width: 480 + 2 * BLEED, height: 24, fill: '#B3ADA7' }),
        h('rect', { x: -BLEED, y: ROAD - 4, width: 480 + 2 * BLEED, height: 4, fill: '#8C8682' }),
        h('rect', { x: -BLEED, y: ROAD, width: 480 + 2 * BLEED, height: 80, fill: '#6B6B6E' }),
        // The van's shadow on the road.
        h('ellipse', { cx: (left + right) / 2, cy: ROAD + 2, rx: (right - left) * 0.55, ry: 10, fill: '#0f172a', fillOpacity: 0.3 }),
        h('path', { d: body, fill: colors.light.hex }),
        // The stripe, then the sheen over the whole body, then the outline that keeps a light van apart from the wall.
        h('rect', { x: left, y: sill - 52, width: right - left, height: 16, fill: colors.primary.hex }),
        h('path', { d: body, fill: `url(#${sheen})` }),
        h('path', { d: body, fill: 'none', stroke: '#0f172a', strokeOpacity: 0.28, strokeWidth: 2 }),
        // The cab: its side window, the door's seam and handle, the mirror and the lamp.
        h('path', { d: `M${cab + 10} ${roof + 14}H${cab + 52}L${cab + 92} ${roof + 84}H${cab + 10}Z`, fill: '#3C4650' }),
        h('path', { d: `M${cab + 16} ${roof + 20}H${cab + 30}L${cab + 22} ${roof + 78}H${cab + 16}Z`, fill: '#FFFFFF', fillOpacity: 0.18 }),
        h('rect', { x: cab, y: roof + 4, width: 2, height: sill - roof - 10, fill: '#0f172a', fillOpacity: 0.25 }),
        h('rect', { x: cab + 14, y: roof + 98, width: 20, height: 5, rx: 2.5, fill: '#0f172a', fillOpacity: 0.45 }),
        h('rect', { x: cab + 88, y: roof + 74, width: 10, height: 20, rx: 3, fill: '#262A2E' }),
        h('rect', { x: right - 12, y: roof + 140, width: 12, height: 18, rx: 3, fill: '#F4E7C1' }),
        // The rear door's seam and the bumpers.
        h('rect', { x: left + 10, y: roof + 8, width: 2, height: sill - roof - 14, fill: '#0f172a', fillOpacity: 0.2 }),
        h('rect', { x: left - 4, y: sill - 6, width: 40, height: 14, rx: 4, fill: '#33383D' }),
        h('rect', { x: right - 36, y: sill - 6, width: 40, height: 14, rx: 4, fill: '#33383D' }),
        h('rect', { x: left, y: sill - 2, width: right - left, height: 6, fill: '#33383D' }),
        ...WHEELS.map(wheel),
        // The panel: the logo, and the words a passer-by would call or type.
        lockup(files.horizontal, panel),
        ...words.map((line, index) =>
          text(
            {
              x: panel.x + panel.width / 2,
              y: panel.y + panel.height + 28 + index * 24,
              textAnchor: 'middle',
              fill: ink,
              fontFamily: fontStack(fonts.support),
              fontSize: WORDS_SIZE,
              fontWeight: 600,
            },
            fitText(line, panel.width, WORDS_SIZE),
          ),
        ),
      ],
      1,
    ),
  ].join('');
}
