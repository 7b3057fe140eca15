/** A business card, front and back: the primary logo on the light ground, contact details on the dark one. */
import { fitText, type MockupModel, readableOn } from './mockup-model';
import { fontStack, Lockup, SoftShadow, useSvgId } from './svg-parts';

/** A 3.5 × 2 in card (1.75:1), at 97 units per inch. */
const CARD = { width: 340, height: 194 };

export function describeBusinessCard(model: MockupModel): string {
  const { brandName, colors, fonts } = model;
  return `A ${brandName} business card, front and back. The front shows the primary logo on ${colors.light.name}. The back, in ${colors.dark.name}, carries the app icon, a name and title and the contact details, set in ${fonts.support || 'the support face'}.`;
}

export function BusinessCardScene({ model }: { model: MockupModel }) {
  const shadow = useSvgId('card-shadow');
  const iconClip = useSvgId('card-icon');
  const { colors, fonts, files, slug } = model;
  const ink = readableOn(colors.dark.hex, [colors.light.hex, '#FFFFFF']);
  const rule = readableOn(colors.dark.hex, [colors.primary.hex, colors.secondary.hex, colors.accent.hex], 3);
  const support = fontStack(fonts.support);
  return (
    <>
      <defs>
        <SoftShadow id={shadow} />
        <clipPath id={iconClip}>
          <rect x="28" y="28" width="52" height="52" rx="12" />
        </clipPath>
      </defs>
      <rect width="800" height="500" fill="#E8E4DE" />
      <rect width="800" height="500" fill="#FFFFFF" opacity="0.25" />
      {/* The back, behind. */}
      <g transform="translate(420 52) rotate(4)" filter={`url(#${shadow})`}>
        <rect width={CARD.width} height={CARD.height} rx="6" fill={colors.dark.hex} />
        {files.icon ? (
          <g clipPath={`url(#${iconClip})`}>
            <image href={files.icon} x="28" y="28" width="52" height="52" preserveAspectRatio="xMidYMid slice" />
          </g>
        ) : null}
        <rect x="28" y="96" width="36" height="3" fill={rule} />
        <text x="28" y="126" fill={ink} fontFamily={support} fontSize="18" fontWeight="600">
          Alex Morgan
        </text>
        <text x="28" y="145" fill={ink} fillOpacity="0.78" fontFamily={support} fontSize="12.5">
          Founder
        </text>
        <text x="28" y="168" fill={ink} fontFamily={support} fontSize="12">
          {fitText(`hello@${slug}.com`, 290, 12)}
        </text>
        <text x="28" y="184" fill={ink} fillOpacity="0.78" fontFamily={support} fontSize="12">
          {fitText(`${slug}.com  ·  +1 555 0134`, 290, 12)}
        </text>
      </g>
      {/* The front, on top. */}
      <g transform="translate(44 238) rotate(-3)" filter={`url(#${shadow})`}>
        <rect width={CARD.width} height={CARD.height} rx="6" fill={colors.light.hex} />
        <Lockup href={files.primary} box={{ x: 40, y: 30, width: CARD.width - 80, height: CARD.height - 60 }} />
      </g>
    </>
  );
}
