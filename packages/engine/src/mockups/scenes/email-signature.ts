/** An email signature in a mail client: the horizontal logo, a name and title, the address and site, a band of the brand colours. */
import { contactLines, fitText, type MockupModel, readableOn, shownContact } from '../model';
import { fontStack, h, imageSlot, lockup, type SceneContext, shadowRect, stage, text, UI_FONT } from '../svg';

const WINDOW = { x: 14, y: 12, width: 452, height: 336 };

export function describeEmailSignature(model: MockupModel): string {
  const contact = shownContact(model);
  const signed = contact.sample
    ? 'a sample name and the address and site'
    : [contact.name, contact.role, ...contactLines(contact).slice(0, 2)].filter(Boolean).join(', ') || 'the brand name';
  return `An email from ${model.brandName} in a mail client, signed with the horizontal logo and ${signed}, over a band of ${model.colors.primary.name}, ${model.colors.secondary.name} and ${model.colors.accent.name}.`;
}

export function emailSignatureScene(ctx: SceneContext): string {
  const { model, frame } = ctx;
  const { colors, files, fonts } = model;
  const clip = ctx.id('mail-window');
  const link = readableOn('#FFFFFF', [colors.primary.hex, colors.secondary.hex, colors.accent.hex, colors.dark.hex]);
  const support = fontStack(fonts.support);
  const words = WINDOW.width - 200;
  const bands = [colors.primary.hex, colors.secondary.hex, colors.accent.hex];
  const x = WINDOW.x + 22;
  const contact = shownContact(model);
  const sender = contact.name ?? model.brandName;
  const title = contact.name ? [contact.role, model.brandName].filter(Boolean).join(', ') : contact.role;
  const lines = contactLines(contact).slice(0, 2);
  return [
    h('defs', {}, h('clipPath', { id: clip }, h('rect', { ...WINDOW, rx: 12 }))),
    h('rect', { width: frame.width, height: frame.height, fill: '#E4E8EE' }),
    stage(frame, [
      shadowRect(WINDOW, { rx: 12, blur: 10, dy: 5, opacity: 0.16 }),
      h('rect', { ...WINDOW, rx: 12, fill: '#FFFFFF' }),
      h(
        'g',
        { clipPath: `url(#${clip})` },
        h('rect', { x: WINDOW.x, y: WINDOW.y, width: WINDOW.width, height: 40, fill: '#F3F4F6' }),
        h('circle', { cx: WINDOW.x + 20, cy: WINDOW.y + 20, r: 6, fill: '#FF5F57' }),
        h('circle', { cx: WINDOW.x + 40, cy: WINDOW.y + 20, r: 6, fill: '#FEBC2E' }),
        h('circle', { cx: WINDOW.x + 60, cy: WINDOW.y + 20, r: 6, fill: '#28C840' }),
        text(
          { x: WINDOW.x + 84, y: WINDOW.y + 26, fill: '#111827', fontFamily: UI_FONT, fontSize: 17, fontWeight: 600 },
          'Re: Saturday’s order',
        ),
        h('rect', { x: WINDOW.x, y: WINDOW.y + 40, width: WINDOW.width, height: 1, fill: '#E5E7EB' }),
      ),
      // The sender: the icon as the avatar, the name and address.
      imageSlot(ctx, { href: files.icon, x, y: WINDOW.y + 54, size: 34, radius: 17, fallback: colors.primary.hex }),
      text(
        { x: x + 46, y: WINDOW.y + 77, fill: '#111827', fontFamily: UI_FONT, fontSize: 17, fontWeight: 600 },
        fitText(contact.email ? `${sender} <${contact.email}>` : sender, WINDOW.width - 90, 17),
      ),
      // The letter, as grey lines.
      ...[380, 396, 340, 250].map((width, index) =>
        h('rect', { x, y: WINDOW.y + 104 + index * 14, width: Math.min(width, WINDOW.width - 44), height: 5, rx: 2.5, fill: '#D9DDE3' }),
      ),
      text({ x, y: WINDOW.y + 182, fill: '#111827', fontFamily: UI_FONT, fontSize: 17 }, 'Best,'),
      // The signature.
      lockup(files.horizontal, { x, y: WINDOW.y + 204, width: 150, height: 70 }, 'xMinYMid'),
      h('rect', { x: x + 166, y: WINDOW.y + 200, width: 2, height: 82, fill: link }),
      text(
        { x: x + 182, y: WINDOW.y + 218, fill: '#111827', fontFamily: support, fontSize: 19, fontWeight: 700 },
        fitText(sender, words, 19),
      ),
      title ? text({ x: x + 182, y: WINDOW.y + 239, fill: '#4B5563', fontFamily: support, fontSize: 17 }, fitText(title, words, 17)) : '',
      ...lines.map((line, index) =>
        text({ x: x + 182, y: WINDOW.y + 260 + index * 21, fill: link, fontFamily: support, fontSize: 17 }, fitText(line, words, 17)),
      ),
      ...bands.map((fill, index) => h('rect', { x: x + index * 40, y: WINDOW.y + 298, width: 40, height: 5, fill })),
    ]),
  ].join('');
}
