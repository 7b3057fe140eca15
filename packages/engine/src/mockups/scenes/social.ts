/** A social profile: a banner with the horizontal logo, the app icon as the round avatar, name, handle, bio, Follow. */
import { fitText, handleOf, type MockupModel, readableOn, shownSite, wrapText } from '../model';
import { fontStack, h, imageSlot, lockup, type SceneContext, shadowRect, stage, text, UI_FONT } from '../svg';

export function describeSocialProfile(model: MockupModel): string {
  const bio = model.line ? ` and the bio "${model.line}"` : '';
  return `A ${model.brandName} social profile: a banner with the horizontal logo on ${model.colors.light.name} over a band of the brand colours, the app icon as the round avatar, the name, the handle ${handleOf(model)}${bio}, and a ${model.colors.primary.name} Follow button.`;
}

/** The profile page, close up: a 4:1 banner, the avatar over its edge, the Follow button, then name, handle and bio. */
const PAGE = { x: 14, y: 12, width: 452, height: 336 };
const BANNER_HEIGHT = 113;
const AVATAR = { cx: 78, cy: 124, r: 44 };
const TEXT_X = 32;
const TEXT_WIDTH = PAGE.width - 2 * (TEXT_X - PAGE.x);

export function socialScene(ctx: SceneContext): string {
  const { model, frame } = ctx;
  const pageClip = ctx.id('social-page');
  const { colors, fonts, files } = model;
  const follow = colors.primary.hex;
  const followInk = readableOn(follow, ['#FFFFFF', '#0F1419']);
  const bio = wrapText(model.line, TEXT_WIDTH, 17, 2);
  const bands = [colors.primary.hex, colors.secondary.hex, colors.accent.hex];
  const band = PAGE.width / bands.length;
  const after = 262 + (bio.length - 1) * 22;
  return [
    h('defs', {}, h('clipPath', { id: pageClip }, h('rect', { ...PAGE, rx: 14 }))),
    h('rect', { width: frame.width, height: frame.height, fill: '#E6EAEE' }),
    stage(frame, [
      shadowRect(PAGE, { rx: 14, blur: 10, dy: 5, opacity: 0.16 }),
      h('rect', { ...PAGE, rx: 14, fill: '#FFFFFF' }),
      h(
        'g',
        { clipPath: `url(#${pageClip})` },
        h('rect', { x: PAGE.x, y: PAGE.y, width: PAGE.width, height: BANNER_HEIGHT, fill: colors.light.hex }),
        // The logo keeps clear of the avatar, in the banner's right part.
        lockup(files.horizontal, { x: 140, y: 24, width: 308, height: 74 }),
        ...bands.map((fill, index) => h('rect', { x: PAGE.x + index * band, y: PAGE.y + BANNER_HEIGHT - 9, width: band, height: 9, fill })),
      ),
      // Avatar: the app icon in a circle with a white ring, overlapping the banner.
      h('circle', { cx: AVATAR.cx, cy: AVATAR.cy, r: AVATAR.r + 5, fill: '#FFFFFF' }),
      imageSlot(ctx, {
        href: files.icon,
        x: AVATAR.cx - AVATAR.r,
        y: AVATAR.cy - AVATAR.r,
        size: 2 * AVATAR.r,
        radius: AVATAR.r,
        fallback: colors.primary.hex,
      }),
      h('rect', { x: 352, y: 136, width: 96, height: 36, rx: 18, fill: follow }),
      text({ x: 400, y: 160, textAnchor: 'middle', fill: followInk, fontFamily: UI_FONT, fontSize: 17, fontWeight: 700 }, 'Follow'),
      text(
        { x: TEXT_X, y: 205, fill: '#0F1419', fontFamily: fontStack(fonts.display), fontSize: 24, fontWeight: 700 },
        fitText(model.brandName, TEXT_WIDTH, 24, 0.6),
      ),
      text({ x: TEXT_X, y: 229, fill: '#536471', fontFamily: UI_FONT, fontSize: 17 }, `@${fitText(model.slug, TEXT_WIDTH - 20, 17)}`),
      ...bio.map((line, index) =>
        text({ x: TEXT_X, y: 262 + index * 22, fill: '#0F1419', fontFamily: fontStack(fonts.support), fontSize: 17 }, line),
      ),
      text(
        { x: TEXT_X, y: after + 27, fill: '#536471', fontFamily: UI_FONT, fontSize: 17 },
        fitText(`${model.industry}  ·  ${shownSite(model)}`, TEXT_WIDTH, 17),
      ),
      h(
        'text',
        { x: TEXT_X, y: after + 52, fill: '#536471', fontFamily: UI_FONT, fontSize: 17 },
        h('tspan', { fill: '#0F1419', fontWeight: 700 }, '184'),
        ' Following   ',
        h('tspan', { fill: '#0F1419', fontWeight: 700 }, '2,315'),
        ' Followers',
      ),
    ]),
  ].join('');
}
