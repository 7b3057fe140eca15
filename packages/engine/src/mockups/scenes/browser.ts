/** A browser window: the icon as the tab's favicon beside the name, the address, and the website's header and hero. */
import { fitText, type MockupModel, readableOn, shownSite, wrapText } from '../model';
import { fontStack, h, imageSlot, lockup, type SceneContext, shadowRect, stage, text, UI_FONT } from '../svg';

const WINDOW = { x: 10, y: 14, width: 460, height: 360 };

export function describeBrowser(model: MockupModel): string {
  const { brandName, colors } = model;
  return `The ${brandName} website in a browser: the app icon as the favicon on the tab, the address ${shownSite(model)}, a header with the horizontal logo and its menu, and a ${colors.primary.name} hero with the line "${model.line}".`;
}

export function browserScene(ctx: SceneContext): string {
  const { model, frame } = ctx;
  const { colors, files, fonts } = model;
  const clip = ctx.id('browser-window');
  const hero = colors.primary.hex;
  const heroInk = readableOn(hero, [colors.light.hex, '#FFFFFF', colors.dark.hex]);
  const button = readableOn(hero, [colors.accent.hex, colors.secondary.hex, colors.light.hex], 3);
  const buttonInk = readableOn(button, [colors.light.hex, colors.dark.hex, '#FFFFFF', '#111111']);
  const headline = wrapText(model.line || model.brandName, 250, 28, 2, 0.55);
  const menu = readableOn(colors.light.hex, [colors.dark.hex]);
  const top = WINDOW.y;
  const page = top + 82;
  return [
    h('defs', {}, h('clipPath', { id: clip }, h('rect', { ...WINDOW, rx: 12 }))),
    h('rect', { width: frame.width, height: frame.height, fill: '#DCE3EA' }),
    stage(frame, [
      shadowRect(WINDOW, { rx: 12, blur: 12, dy: 6, opacity: 0.18 }),
      h('rect', { ...WINDOW, rx: 12, fill: '#FFFFFF' }),
      h(
        'g',
        { clipPath: `url(#${clip})` },
        // Tab strip and the active tab: the favicon and the name.
        h('rect', { x: WINDOW.x, y: top, width: WINDOW.width, height: 40, fill: '#DEE1E6' }),
        h('circle', { cx: WINDOW.x + 18, cy: top + 20, r: 5.5, fill: '#FF5F57' }),
        h('circle', { cx: WINDOW.x + 36, cy: top + 20, r: 5.5, fill: '#FEBC2E' }),
        h('circle', { cx: WINDOW.x + 54, cy: top + 20, r: 5.5, fill: '#28C840' }),
        h('path', { d: `M${WINDOW.x + 70} ${top + 40}v-26a8 8 0 0 1 8-8h196a8 8 0 0 1 8 8v26Z`, fill: '#FFFFFF' }),
        imageSlot(ctx, { href: files.icon, x: WINDOW.x + 82, y: top + 14, size: 20, radius: 4, fallback: colors.primary.hex }),
        text({ x: WINDOW.x + 110, y: top + 30, fill: '#1F2937', fontFamily: UI_FONT, fontSize: 17 }, fitText(model.brandName, 150, 17)),
        text({ x: WINDOW.x + 260, y: top + 30, fill: '#6B7280', fontFamily: UI_FONT, fontSize: 17 }, '×'),
        // Address bar.
        h('rect', { x: WINDOW.x, y: top + 40, width: WINDOW.width, height: 42, fill: '#FFFFFF' }),
        h('rect', { x: WINDOW.x + 14, y: top + 48, width: WINDOW.width - 28, height: 28, rx: 14, fill: '#F1F3F4' }),
        text(
          { x: WINDOW.x + 34, y: top + 68, fill: '#374151', fontFamily: UI_FONT, fontSize: 17 },
          fitText(shownSite(model), WINDOW.width - 80, 17),
        ),
        h('rect', { x: WINDOW.x, y: top + 81, width: WINDOW.width, height: 1, fill: '#E5E7EB' }),
        // The site's header: the logo and its menu.
        h('rect', { x: WINDOW.x, y: page, width: WINDOW.width, height: 64, fill: colors.light.hex }),
        lockup(files.horizontal, { x: WINDOW.x + 22, y: page + 12, width: 150, height: 40 }, 'xMinYMid'),
        ...['Visit', 'About', 'Shop'].map((item, index) =>
          text(
            {
              x: WINDOW.x + WINDOW.width - 50 - index * 82,
              y: page + 38,
              textAnchor: 'middle',
              fill: menu,
              fontFamily: UI_FONT,
              fontSize: 17,
            },
            item,
          ),
        ),
        // The hero: the line in the display face and a call to action.
        h('rect', { x: WINDOW.x, y: page + 64, width: WINDOW.width, height: WINDOW.height, fill: hero }),
        ...headline.map((line, index) =>
          text(
            {
              x: WINDOW.x + 30,
              y: page + 118 + index * 36,
              fill: heroInk,
              fontFamily: fontStack(fonts.display),
              fontSize: 28,
              fontWeight: 700,
            },
            line,
          ),
        ),
        // The icon large at the hero's right, on a disc of the light ground.
        h('circle', { cx: WINDOW.x + WINDOW.width - 92, cy: page + 150, r: 66, fill: colors.light.hex }),
        imageSlot(ctx, {
          href: files.icon,
          x: WINDOW.x + WINDOW.width - 144,
          y: page + 98,
          size: 104,
          radius: 22,
          fallback: colors.accent.hex,
        }),
        h('rect', { x: WINDOW.x + 30, y: page + 140 + headline.length * 36 - 20, width: 132, height: 38, rx: 19, fill: button }),
        text(
          {
            x: WINDOW.x + 96,
            y: page + 140 + headline.length * 36 + 5,
            textAnchor: 'middle',
            fill: buttonInk,
            fontFamily: UI_FONT,
            fontSize: 17,
            fontWeight: 600,
          },
          'Visit us',
        ),
      ),
    ]),
  ].join('');
}
