/** A business card, front and back: the primary logo on the light ground, contact details on the dark one. */
import { contactLines, fitText, type MockupModel, readableOn, shownContact } from '../model';
import { fontStack, h, imageSlot, lockup, type SceneContext, shadowRect, stage, text } from '../svg';

/** A 3.5 × 2 in card (1.75:1), close up: the two cards fill the frame. */
const CARD = { width: 300, height: 171 };
/** Left edge of the back's words, beside its icon. */
const TEXT_X = 80;
/** The back's contact lines: at most two, under a rule, clear of the front card laid over the back's foot. */
const LINES = { max: 2, first: 110, pitch: 22, rule: 82 };

export function describeBusinessCard(model: MockupModel): string {
  const { brandName, colors, fonts } = model;
  const contact = shownContact(model);
  const who = contact.sample
    ? 'a sample name and title and contact details'
    : [contact.name, contact.role].filter(Boolean).join(', ') || brandName;
  const lines = contactLines(contact).slice(0, LINES.max);
  return `A ${brandName} business card, front and back. The front shows the primary logo on ${colors.light.name}. The back, in ${colors.dark.name}, carries the app icon, ${who}${!contact.sample && lines.length ? ` and ${lines.join(', ')}` : ''}, set in ${fonts.support || 'the support face'}.`;
}

export function businessCardScene(ctx: SceneContext): string {
  const { model, frame } = ctx;
  const { colors, fonts, files } = model;
  const ink = readableOn(colors.dark.hex, [colors.light.hex, '#FFFFFF']);
  const rule = readableOn(colors.dark.hex, [colors.primary.hex, colors.secondary.hex, colors.accent.hex], 3);
  const support = fontStack(fonts.support);
  const line = CARD.width - 2 * 22;
  const contact = shownContact(model);
  // Beside the icon: the name and role, or the brand's own name when the owner gave neither.
  const head = contact.name ?? contact.role ?? model.brandName;
  const sub = contact.name ? contact.role : undefined;
  const lines = contactLines(contact).slice(0, LINES.max);
  const words = CARD.width - TEXT_X - 16;
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
        text({ x: TEXT_X, y: sub ? 42 : 50, fill: ink, fontFamily: support, fontSize: 20, fontWeight: 600 }, fitText(head, words, 20)),
        sub ? text({ x: TEXT_X, y: 63, fill: ink, fillOpacity: 0.8, fontFamily: support, fontSize: 17 }, fitText(sub, words, 17)) : '',
        lines.length ? h('rect', { x: 22, y: LINES.rule, width: 32, height: 3, fill: rule }) : '',
        ...lines.map((words, index) =>
          text(
            {
              x: 22,
              y: LINES.first + index * LINES.pitch,
              fill: ink,
              fillOpacity: index === 0 ? 1 : 0.85,
              fontFamily: support,
              fontSize: 17,
            },
            fitText(words, line, 17),
          ),
        ),
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
