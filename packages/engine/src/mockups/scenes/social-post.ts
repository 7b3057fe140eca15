/** A post in a social feed: the brand's avatar and handle, a square image of the primary logo over the brand colours, likes. */
import { contrast, fitText, handleOf, type MockupModel } from '../model';
import { h, imageSlot, lockup, type SceneContext, shadowRect, stage, text, UI_FONT } from '../svg';

const CARD = { x: 120, y: 6, width: 240, height: 372 };
const IMAGE = { x: CARD.x, y: CARD.y + 46, size: CARD.width };

export function describeSocialPost(model: MockupModel): string {
  const { brandName, colors } = model;
  return `A ${brandName} post in a social feed: the app icon as the avatar beside the handle ${handleOf(model)}, a square image of the primary logo on ${colors.light.name} over a band of ${colors.primary.name}, ${colors.secondary.name} and ${colors.accent.name}, and its likes.`;
}

export function socialPostScene(ctx: SceneContext): string {
  const { model, frame } = ctx;
  const { colors, files } = model;
  const clip = ctx.id('post-card');
  const bands = [colors.primary.hex, colors.secondary.hex, colors.accent.hex];
  const band = IMAGE.size / bands.length;
  const actions = IMAGE.y + IMAGE.size + 20;
  const ink = '#111827';
  return [
    h('defs', {}, h('clipPath', { id: clip }, h('rect', { ...CARD, rx: 14 }))),
    h('rect', { width: frame.width, height: frame.height, fill: '#E8E5EE' }),
    stage(frame, [
      shadowRect(CARD, { rx: 14, blur: 10, dy: 5, opacity: 0.16 }),
      h('rect', { ...CARD, rx: 14, fill: '#FFFFFF' }),
      h(
        'g',
        { clipPath: `url(#${clip})` },
        // The header: avatar, handle, the menu dots.
        imageSlot(ctx, { href: files.icon, x: CARD.x + 12, y: CARD.y + 9, size: 28, radius: 14, fallback: colors.primary.hex }),
        text(
          { x: CARD.x + 50, y: CARD.y + 29, fill: ink, fontFamily: UI_FONT, fontSize: 17, fontWeight: 600 },
          fitText(model.slug, CARD.width - 96, 17),
        ),
        ...[0, 1, 2].map((dot) => h('circle', { cx: CARD.x + CARD.width - 30 + dot * 7, cy: CARD.y + 23, r: 2, fill: ink })),
        // The image: the primary logo on the light ground, the brand colours along its foot.
        h('rect', { x: IMAGE.x, y: IMAGE.y, width: IMAGE.size, height: IMAGE.size, fill: colors.light.hex }),
        // A white ground on a white card is tinted a touch with the primary colour, so the picture reads as one.
        contrast(colors.light.hex, '#FFFFFF') < 1.1
          ? h('rect', { x: IMAGE.x, y: IMAGE.y, width: IMAGE.size, height: IMAGE.size, fill: colors.primary.hex, fillOpacity: 0.07 })
          : '',
        lockup(files.primary, { x: IMAGE.x + 30, y: IMAGE.y + 40, width: IMAGE.size - 60, height: IMAGE.size - 90 }),
        ...bands.map((fill, index) =>
          h('rect', { x: IMAGE.x + index * band, y: IMAGE.y + IMAGE.size - 10, width: band + 0.5, height: 10, fill }),
        ),
        // The actions: like (filled, in the primary colour), comment, share.
        h('path', {
          d: `M${CARD.x + 24} ${actions + 8}c-8-6-12-10-12-15a6 6 0 0 1 12-2a6 6 0 0 1 12 2c0 5-4 9-12 15z`,
          fill: colors.primary.hex,
        }),
        h('circle', { cx: CARD.x + 62, cy: actions, r: 10, fill: 'none', stroke: ink, strokeWidth: 2.2 }),
        h('path', {
          d: `M${CARD.x + 86} ${actions - 9}l22 9l-22 9l4-9z`,
          fill: 'none',
          stroke: ink,
          strokeWidth: 2.2,
          strokeLinejoin: 'round',
        }),
        text({ x: CARD.x + 12, y: actions + 32, fill: ink, fontFamily: UI_FONT, fontSize: 17, fontWeight: 600 }, '1,204 likes'),
      ),
    ]),
  ].join('');
}
