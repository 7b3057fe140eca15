/** A social profile: a banner with the horizontal logo, the app icon as the round avatar, name, handle, bio, Follow. */
import { fitText, type MockupModel, readableOn, wrapText } from './mockup-model';
import { fontStack, Lockup, SoftShadow, useSvgId } from './svg-parts';

const UI_FONT = 'Inter, ui-sans-serif, system-ui, sans-serif';

export function describeSocialProfile(model: MockupModel): string {
  const bio = model.line ? ` and the bio "${model.line}"` : '';
  return `A ${model.brandName} social profile: a banner with the horizontal logo on ${model.colors.light.name} over a band of the brand colours, the app icon as the round avatar, the name, the handle @${model.slug}${bio}, and a ${model.colors.primary.name} Follow button.`;
}

export function SocialProfileScene({ model }: { model: MockupModel }) {
  const shadow = useSvgId('social-shadow');
  const avatarClip = useSvgId('social-avatar');
  const pageClip = useSvgId('social-page');
  const { colors, fonts, files } = model;
  const follow = colors.primary.hex;
  const followInk = readableOn(follow, ['#FFFFFF', '#0F1419']);
  const bio = wrapText(model.line, 470, 15, 2);
  const bands = [colors.primary.hex, colors.secondary.hex, colors.accent.hex];
  return (
    <>
      <defs>
        <SoftShadow id={shadow} blur={12} dy={6} opacity={0.16} />
        <clipPath id={avatarClip}>
          <circle cx="132" cy="212" r="60" />
        </clipPath>
        <clipPath id={pageClip}>
          <rect x="40" y="24" width="720" height="452" rx="18" />
        </clipPath>
      </defs>
      <rect width="800" height="500" fill="#E6EAEE" />
      <rect x="40" y="24" width="720" height="452" rx="18" fill="#FFFFFF" filter={`url(#${shadow})`} />
      <g clipPath={`url(#${pageClip})`}>
        {/* Banner, 720 × 180 (the 4:1 of common profile headers). */}
        <rect x="40" y="24" width="720" height="180" fill={colors.light.hex} />
        <Lockup href={files.horizontal} box={{ x: 220, y: 48, width: 500, height: 116 }} />
        {bands.map((band, index) => (
          <rect key={band + String(index)} x={40 + index * 240} y="190" width="240" height="14" fill={band} />
        ))}
      </g>
      {/* Avatar: the app icon in a circle with a white ring, overlapping the banner. */}
      <circle cx="132" cy="212" r="66" fill="#FFFFFF" />
      {files.icon ? (
        <g clipPath={`url(#${avatarClip})`}>
          <image href={files.icon} x="72" y="152" width="120" height="120" preserveAspectRatio="xMidYMid slice" />
        </g>
      ) : (
        <circle cx="132" cy="212" r="60" fill={colors.primary.hex} />
      )}
      <rect x="624" y="226" width="112" height="40" rx="20" fill={follow} />
      <text x="680" y="251" textAnchor="middle" fill={followInk} fontFamily={UI_FONT} fontSize="15" fontWeight="700">
        Follow
      </text>
      <text x="72" y="314" fill="#0F1419" fontFamily={fontStack(fonts.display)} fontSize="26" fontWeight="700">
        {fitText(model.brandName, 520, 26, 0.6)}
      </text>
      <text x="72" y="338" fill="#536471" fontFamily={UI_FONT} fontSize="15">
        @{fitText(model.slug, 400, 15)}
      </text>
      {bio.map((line, index) => (
        <text key={line} x="72" y={370 + index * 21} fill="#0F1419" fontFamily={fontStack(fonts.support)} fontSize="15">
          {line}
        </text>
      ))}
      <text x="72" y={bio.length > 1 ? 424 : 404} fill="#536471" fontFamily={UI_FONT} fontSize="13.5">
        {fitText(`${model.industry}  ·  ${model.slug}.com`, 560, 13.5)}
      </text>
      <text x="72" y={bio.length > 1 ? 452 : 432} fill="#536471" fontFamily={UI_FONT} fontSize="13.5">
        <tspan fill="#0F1419" fontWeight="700">
          184
        </tspan>{' '}
        Following{'   '}
        <tspan fill="#0F1419" fontWeight="700">
          2,315
        </tspan>{' '}
        Followers
      </text>
    </>
  );
}
