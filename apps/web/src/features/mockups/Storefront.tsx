/** A shopfront: the reversed logo on the fascia sign, an awning in the brand colours and the icon on the window. */
import { type MockupModel, readableOn } from './mockup-model';
import { Lockup, useSvgId } from './svg-parts';

export function describeStorefront(model: MockupModel): string {
  const { brandName, colors, files } = model;
  const blade = files.reversed ? ` A hanging sign beside it shows the reversed logo on ${colors.dark.name}.` : '';
  return `A ${brandName} shopfront: the horizontal logo on a ${colors.light.name} fascia sign above a striped awning in ${colors.primary.name} and ${colors.light.name}, two shop windows with the app icon as a window sticker, and a ${colors.dark.name} door.${blade}`;
}

/** Scalloped awning: alternate stripes of `stripe` on `ground`, flaring out at the top. */
function Awning({
  x0,
  x1,
  y,
  depth,
  stripe,
  ground,
}: {
  x0: number;
  x1: number;
  y: number;
  depth: number;
  stripe: string;
  ground: string;
}) {
  const count = 12;
  const width = (x1 - x0) / count;
  const flare = 24 / count;
  const stripes = Array.from({ length: count / 2 }, (_, half) => {
    const index = half * 2;
    const top = x0 - 12 + index * (width + flare);
    return `M${top} ${y}h${width + flare}L${x0 + (index + 1) * width} ${y + depth}H${x0 + index * width}Z`;
  }).join('');
  const scallops = (odd: 0 | 1) =>
    Array.from({ length: count / 2 }, (_, half) => {
      const index = half * 2 + odd;
      return `M${x0 + index * width} ${y + depth}a${width / 2} ${width / 3} 0 0 0 ${width} 0Z`;
    }).join('');
  return (
    <g>
      <path d={`M${x0 - 12} ${y}H${x1 + 12}L${x1} ${y + depth}H${x0}Z`} fill={ground} />
      <path d={stripes} fill={stripe} />
      <path d={scallops(0)} fill={stripe} />
      <path d={scallops(1)} fill={ground} />
    </g>
  );
}

function ShopWindow({ x, width, glass }: { x: number; width: number; glass: string }) {
  return (
    <g>
      <rect x={x - 8} y="262" width={width + 16} height="186" fill="#3F3A36" />
      <rect x={x} y="270" width={width} height="170" fill={`url(#${glass})`} />
      <path d={`M${x + 20} 270l64 170h30L${x + 52} 270Z`} fill="#FFFFFF" opacity="0.12" />
      <rect x={x + width / 2 - 2} y="270" width="4" height="170" fill="#3F3A36" />
      <rect x={x - 12} y="444" width={width + 24} height="10" fill="#5B5550" />
    </g>
  );
}

/** The sign hanging from a bracket beside the façade: the reversed logo, as on a street of shops. */
function BladeSign({ href, ground }: { href: string; ground: string }) {
  return (
    <g>
      <rect x="622" y="96" width="172" height="6" fill="#2F2B28" />
      <rect x="652" y="102" width="3" height="22" fill="#2F2B28" />
      <rect x="763" y="102" width="3" height="22" fill="#2F2B28" />
      <rect x="632" y="122" width="154" height="112" rx="6" fill="#2F2B28" />
      <rect x="636" y="126" width="146" height="104" rx="4" fill={ground} />
      <Lockup href={href} box={{ x: 636, y: 126, width: 146, height: 104 }} />
    </g>
  );
}

export function StorefrontScene({ model }: { model: MockupModel }) {
  const glass = useSvgId('shop-glass');
  const sky = useSvgId('shop-sky');
  const iconClip = useSvgId('shop-icon');
  const { colors, files } = model;
  // A stripe that stands apart from the ground it alternates with.
  const stripe = readableOn(colors.light.hex, [colors.primary.hex, colors.secondary.hex, colors.accent.hex], 2);
  return (
    <>
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#CFDCE6" />
          <stop offset="1" stopColor="#EEF2F5" />
        </linearGradient>
        <linearGradient id={glass} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8FA6B6" />
          <stop offset="0.55" stopColor="#B9C8D2" />
          <stop offset="1" stopColor="#7E95A6" />
        </linearGradient>
        <clipPath id={iconClip}>
          <rect x="466" y="300" width="60" height="60" rx="13" />
        </clipPath>
      </defs>
      <rect width="800" height="500" fill={`url(#${sky})`} />
      {/* Façade. */}
      <rect x="20" y="30" width="602" height="440" fill="#D9D2C7" />
      <rect x="20" y="30" width="602" height="14" fill="#C9C0B3" />
      <rect x="48" y="62" width="546" height="120" fill="#4A4541" />
      <rect x="56" y="70" width="530" height="104" fill={colors.light.hex} />
      <Lockup href={files.horizontal} box={{ x: 76, y: 80, width: 490, height: 84 }} />
      <Awning x0={52} x1={590} y={196} depth={44} stripe={stripe} ground={colors.light.hex} />
      <ShopWindow x={60} width={196} glass={glass} />
      <ShopWindow x={386} width={196} glass={glass} />
      {files.icon ? (
        <g clipPath={`url(#${iconClip})`}>
          <image href={files.icon} x="466" y="300" width="60" height="60" preserveAspectRatio="xMidYMid slice" />
        </g>
      ) : null}
      {/* Door. */}
      <rect x="272" y="262" width="98" height="192" fill="#3F3A36" />
      <rect x="279" y="270" width="84" height="184" fill={colors.dark.hex} />
      <rect x="290" y="284" width="62" height="96" fill={`url(#${glass})`} />
      <rect x="346" y="392" width="6" height="30" rx="3" fill="#C9C0B3" />
      {files.reversed ? <BladeSign href={files.reversed} ground={colors.dark.hex} /> : null}
      {/* Pavement. */}
      <rect x="0" y="454" width="800" height="46" fill="#A8A29E" />
      <rect x="0" y="454" width="800" height="6" fill="#8C8682" />
      <rect x="120" y="424" width="56" height="30" rx="4" fill="#5F7F5A" />
      <ellipse cx="148" cy="418" rx="38" ry="22" fill="#6F9368" />
      <rect x="668" y="424" width="56" height="30" rx="4" fill="#5F7F5A" />
      <ellipse cx="696" cy="418" rx="38" ry="22" fill="#6F9368" />
    </>
  );
}
