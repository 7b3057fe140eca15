/** A business card, front and back: the primary logo on the light ground, contact details on the dark one. */
import { emailOf, fitText, type MockupModel, readableOn } from '../model';
import { fontStack, h, imageSlot, lockup, type SceneContext, shadowRect, stage, text } from '../svg';

/** A 3.5 × 2 in card (1.75:1), close up: the two cards fill the frame. */
const CARD = { width: 300, height: 171 };
/** Left edge of the back's words, beside its icon. */
const TEXT_X = 80;

export function describeBusinessCard(model: MockupModel): string {
  const { brandName, colors, fonts } = model;
  return `A ${brandName} business card, front and back. The front shows the primary logo on ${colors.light.name}. The back, in ${colors.dark.name}, carries the app icon, a name and title and the contact details, set in ${fonts.support || 'the support face'}.`;
}

export function businessCardScene(ctx: SceneContext): string {
  const { model, frame } = ctx;
  const { colors, fonts, files } = model;
  const ink = readableOn(colors.dark.hex, [colors.light.hex, '#FFFFFF']);
  const rule = readableOn(colors.dark.hex, [colors.primary.hex, colors.secondary.hex, colors.accent.hex], 3);
  const support = fontStack(fonts.support);
  const line = CARD.width - 2 * 22;
  return [
    h('rect', { width: frame.width, height: frame.height, fill: '#E8E4DE' }),
    stage(frame, [
      // The back, behind and up to the right; its words sit in its upper part, clear of the front.
      h(
        'g',
        { transform: 'translate(164 14) rotate(4)' },
        shadowRect({ x: 0, y: 0, ...CARD }, { rx: 6 }),
        h('rect', { width: CARD.width, height: CARD.height, rx: 6, fill: colors.dark.hex }),
        imageSlot(ctx, { href: files.icon, x: 22, y: 20, size: 44, radius: 10 }),
        text({ x: TEXT_X, y: 42, fill: ink, fontFamily: support, fontSize: 20, fontWeight: 600 }, 'Alex Morgan'),
        text({ x: TEXT_X, y: 63, fill: ink, fillOpacity: 0.8, fontFamily: support, fontSize: 17 }, 'Founder'),
        h('rect', { x: 22, y: 82, width: 32, height: 3, fill: rule }),
        text({ x: 22, y: 110, fill: ink, fontFamily: support, fontSize: 17 }, fitText(emailOf(model), line, 17)),
        text({ x: 22, y: 132, fill: ink, fillOpacity: 0.8, fontFamily: support, fontSize: 17 }, '+1 555 0134'),
      ),
      // The front, on top and down to the left.
      h(
        'g',
        { transform: 'translate(18 176) rotate(-3)' },
        shadowRect({ x: 0, y: 0, ...CARD }, { rx: 6 }),
        h('rect', { width: CARD.width, height: CARD.height, rx: 6, fill: colors.light.hex }),
        lockup(files.primary, { x: 30, y: 24, width: CARD.width - 60, height: CARD.height - 48 }),
      ),
    ]),
  ].join('');
}
