/** Letterhead and envelope on a desk: the horizontal logo heads the sheet, the contact line foots it, the icon seals the envelope. */
import { contactLines, fitText, type MockupModel, readableOn, shownContact } from '../model';
import { fontStack, h, imageSlot, lockup, type SceneContext, shadowRect, stage, text } from '../svg';

/** An A4 sheet (1 : 1.414), whole, at the left of the stage. */
const SHEET = { x: 34, y: 10, width: 240, height: 340 };
/** A DL envelope (2 : 1) up to the right. */
const ENVELOPE = { width: 196, height: 98 };

export function describeLetterhead(model: MockupModel): string {
  const { brandName, colors } = model;
  const foot = footLine(model);
  return `${brandName} stationery on a desk: a letterhead with the horizontal logo at its head, a ${colors.primary.name} rule${foot ? ` and the contact line ${foot} at its foot` : ''}, beside an envelope sealed with the app icon.`;
}

/** The sheet's foot: the site (or the first contact line the owner gave); nothing when they gave none of them. */
function footLine(model: MockupModel): string | undefined {
  const contact = shownContact(model);
  return contact.website ?? contactLines(contact)[0];
}

/** Lines of a letter as grey bars (the letter's words are not the point). */
function bars(x: number, y: number, widths: number[], fill: string, pitch = 14): string {
  return widths.map((width, index) => h('rect', { x, y: y + index * pitch, width, height: 5, rx: 2.5, fill })).join('');
}

export function letterheadScene(ctx: SceneContext): string {
  const { model, frame } = ctx;
  const { colors, files, fonts } = model;
  const paper = colors.light.hex;
  const ink = readableOn(paper, [colors.dark.hex, '#111111']);
  const rule = readableOn(paper, [colors.primary.hex, colors.secondary.hex, colors.accent.hex], 3);
  const grey = contrast3(paper);
  const support = fontStack(fonts.support);
  const inner = SHEET.width - 48;
  const foot = footLine(model);
  return [
    h('rect', { width: frame.width, height: frame.height, fill: '#D8D2C8' }),
    stage(frame, [
      // The envelope, behind the sheet's right edge.
      h(
        'g',
        { transform: 'translate(262 34) rotate(5)' },
        shadowRect({ x: 0, y: 0, ...ENVELOPE }, { rx: 3, blur: 6, dy: 4, opacity: 0.2 }),
        h('rect', { width: ENVELOPE.width, height: ENVELOPE.height, rx: 3, fill: paper }),
        h('path', {
          d: `M0 0L${ENVELOPE.width / 2} ${ENVELOPE.height * 0.55}L${ENVELOPE.width} 0`,
          fill: 'none',
          stroke: grey,
          strokeWidth: 1.5,
        }),
        imageSlot(ctx, {
          href: files.icon,
          x: ENVELOPE.width / 2 - 17,
          y: ENVELOPE.height * 0.55 - 17,
          size: 34,
          radius: 17,
          fallback: colors.primary.hex,
        }),
      ),
      // A second envelope, face up: the logo at its top left, an address as bars, a stamp.
      h(
        'g',
        { transform: 'translate(286 176) rotate(-3)' },
        shadowRect({ x: 0, y: 0, ...ENVELOPE }, { rx: 3, blur: 6, dy: 4, opacity: 0.2 }),
        h('rect', { width: ENVELOPE.width, height: ENVELOPE.height, rx: 3, fill: paper }),
        lockup(files.horizontal, { x: 12, y: 10, width: 84, height: 24 }, 'xMinYMid'),
        h('rect', { x: ENVELOPE.width - 34, y: 10, width: 22, height: 26, fill: colors.accent.hex, fillOpacity: 0.85 }),
        bars(70, 54, [90, 70, 80], grey, 11),
      ),
      // The sheet.
      h(
        'g',
        {},
        shadowRect(SHEET, { blur: 6, dy: 4, opacity: 0.2 }),
        h('rect', { ...SHEET, fill: paper }),
        lockup(files.horizontal, { x: SHEET.x + 24, y: SHEET.y + 22, width: 128, height: 40 }, 'xMinYMid'),
        h('rect', { x: SHEET.x + 24, y: SHEET.y + 76, width: inner, height: 2, fill: rule }),
        text({ x: SHEET.x + 24, y: SHEET.y + 110, fill: ink, fontFamily: support, fontSize: 17 }, 'Dear Alex,'),
        bars(SHEET.x + 24, SHEET.y + 126, [inner, inner - 10, inner - 4, inner - 40], grey),
        bars(SHEET.x + 24, SHEET.y + 192, [inner - 6, inner, inner - 70], grey),
        bars(SHEET.x + 24, SHEET.y + 244, [70], grey),
        h('rect', { x: SHEET.x + 24, y: SHEET.y + 290, width: inner, height: 1, fill: grey }),
        foot === undefined
          ? ''
          : text(
              {
                x: SHEET.x + SHEET.width / 2,
                y: SHEET.y + 318,
                textAnchor: 'middle',
                fill: ink,
                fillOpacity: 0.85,
                fontFamily: support,
                fontSize: 17,
              },
              fitText(foot, inner, 17),
            ),
      ),
    ]),
  ].join('');
}

/** A quiet grey for the letter's stand-in lines: a third of the way from the paper to its ink. */
function contrast3(paper: string): string {
  return readableOn(paper, ['#C9CDD3', '#D4D8DD', '#5B6270'], 1.3);
}
