/** A phone's home screen, close up: the app icon in the grid among everyday apps, with its label. */
import { fitText, type MockupModel } from './mockup-model';
import { useSvgId } from './svg-parts';

const UI_FONT = 'Inter, ui-sans-serif, system-ui, sans-serif';

type GlyphKind = 'circle' | 'square' | 'lines' | 'triangle' | 'ring' | 'dots';

/** Stand-in apps: a tile, a simple glyph and its ink each, so the brand's icon is the one real mark on screen. */
const APPS: ReadonlyArray<{ label: string; tile: string; glyph: GlyphKind; ink?: string }> = [
  { label: 'Messages', tile: '#34C759', glyph: 'circle' },
  { label: 'Calendar', tile: '#F2F2F7', glyph: 'square', ink: '#FF3B30' },
  { label: 'Photos', tile: '#FF9F0A', glyph: 'ring' },
  { label: 'Camera', tile: '#8E8E93', glyph: 'circle', ink: '#1C1C1E' },
  { label: 'Maps', tile: '#5AC8FA', glyph: 'triangle' },
  { label: 'Weather', tile: '#0A84FF', glyph: 'dots' },
  { label: 'Notes', tile: '#FFD60A', glyph: 'lines', ink: '#8E6A00' },
  { label: 'Music', tile: '#FF375F', glyph: 'ring' },
  { label: 'Clock', tile: '#1C1C1E', glyph: 'ring' },
  { label: 'Mail', tile: '#0A84FF', glyph: 'square' },
  { label: 'Settings', tile: '#636366', glyph: 'dots' },
  { label: 'Phone', tile: '#30D158', glyph: 'triangle' },
  { label: 'Wallet', tile: '#1C1C1E', glyph: 'lines', ink: '#FF9F0A' },
  { label: 'Podcasts', tile: '#BF5AF2', glyph: 'ring' },
  { label: 'Files', tile: '#0A84FF', glyph: 'square', ink: '#FFFFFF' },
];

/** Where the brand's app sits in the grid (second row, second column: where the eye lands). */
const BRAND_SLOT = 5;

function Glyph({ kind, ink = 'rgba(255,255,255,0.92)', x, y }: { kind: GlyphKind; ink?: string; x: number; y: number }) {
  const c = { x: x + 30, y: y + 30 };
  switch (kind) {
    case 'circle':
      return <circle cx={c.x} cy={c.y} r="13" fill={ink} />;
    case 'square':
      return <rect x={c.x - 13} y={c.y - 13} width="26" height="26" rx="5" fill={ink} />;
    case 'ring':
      return <circle cx={c.x} cy={c.y} r="13" fill="none" stroke={ink} strokeWidth="5" />;
    case 'triangle':
      return <path d={`M${c.x} ${c.y - 14}L${c.x + 14} ${c.y + 12}H${c.x - 14}Z`} fill={ink} />;
    case 'lines':
      return (
        <g fill={ink}>
          <rect x={c.x - 15} y={c.y - 10} width="30" height="4" rx="2" />
          <rect x={c.x - 15} y={c.y - 1} width="30" height="4" rx="2" />
          <rect x={c.x - 15} y={c.y + 8} width="20" height="4" rx="2" />
        </g>
      );
    case 'dots':
      return (
        <g fill={ink}>
          <circle cx={c.x - 9} cy={c.y} r="5" />
          <circle cx={c.x + 9} cy={c.y} r="5" />
          <circle cx={c.x} cy={c.y - 10} r="5" />
        </g>
      );
  }
}

export function iconLabel(model: MockupModel): string {
  return fitText(model.brandName, 76, 11.5, 0.56);
}

export function describePhoneHomeScreen(model: MockupModel): string {
  return `A phone home screen, close up: the ${model.brandName} app icon, labelled "${iconLabel(model)}", sits in the grid among everyday apps such as Messages, Maps and Camera.`;
}

export function PhoneHomeScreenScene({ model }: { model: MockupModel }) {
  const wallpaper = useSvgId('phone-wallpaper');
  const screen = useSvgId('phone-screen');
  const iconClip = useSvgId('phone-icon');
  const backdrop = useSvgId('phone-backdrop');
  const columns = [0, 1, 2, 3].map((column) => 268 + column * 76);
  const rows = [0, 1, 2, 3].map((row) => 104 + row * 98);
  const slots = rows.flatMap((y) => columns.map((x) => ({ x, y })));
  const brandSlot = slots[BRAND_SLOT] as { x: number; y: number };
  return (
    <>
      <defs>
        <linearGradient id={backdrop} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={model.colors.light.hex} />
          <stop offset="1" stopColor="#D5DCE3" />
        </linearGradient>
        <linearGradient id={wallpaper} x1="0" y1="0" x2="0.4" y2="1">
          <stop offset="0" stopColor="#1F3B57" />
          <stop offset="0.6" stopColor="#3E6384" />
          <stop offset="1" stopColor="#7C97AE" />
        </linearGradient>
        <clipPath id={screen}>
          <rect x="246" y="34" width="308" height="520" rx="40" />
        </clipPath>
        <clipPath id={iconClip}>
          <rect x={brandSlot.x} y={brandSlot.y} width="60" height="60" rx="14" />
        </clipPath>
      </defs>
      <rect width="800" height="500" fill={`url(#${backdrop})`} />
      {/* The phone runs off the bottom of the frame: a close-up of its upper half. */}
      <rect x="232" y="20" width="336" height="560" rx="52" fill="#111114" />
      <rect x="236" y="24" width="328" height="552" rx="49" fill="#2A2A2E" />
      <g clipPath={`url(#${screen})`}>
        <rect x="246" y="34" width="308" height="520" fill={`url(#${wallpaper})`} />
        <text x="282" y="66" fill="#FFFFFF" fontFamily={UI_FONT} fontSize="14" fontWeight="600">
          9:41
        </text>
        <rect x="358" y="48" width="84" height="24" rx="12" fill="#000000" />
        <rect x="492" y="56" width="22" height="11" rx="3" fill="none" stroke="#FFFFFF" strokeWidth="1.5" />
        <rect x="494.5" y="58.5" width="15" height="6" rx="1.5" fill="#FFFFFF" />
        <rect x="468" y="57" width="16" height="9" rx="1" fill="#FFFFFF" opacity="0.9" />
        {slots.map((slot, index) => {
          if (index === BRAND_SLOT) {
            return (
              <g key="brand">
                {model.files.icon ? (
                  <g clipPath={`url(#${iconClip})`}>
                    <image href={model.files.icon} x={slot.x} y={slot.y} width="60" height="60" preserveAspectRatio="xMidYMid slice" />
                  </g>
                ) : (
                  <rect x={slot.x} y={slot.y} width="60" height="60" rx="14" fill={model.colors.primary.hex} />
                )}
                <text x={slot.x + 30} y={slot.y + 78} textAnchor="middle" fill="#FFFFFF" fontFamily={UI_FONT} fontSize="11.5">
                  {iconLabel(model)}
                </text>
              </g>
            );
          }
          const stand = APPS[(index < BRAND_SLOT ? index : index - 1) % APPS.length] as (typeof APPS)[number];
          return (
            <g key={`${slot.x}-${slot.y}`}>
              <rect x={slot.x} y={slot.y} width="60" height="60" rx="14" fill={stand.tile} />
              <Glyph kind={stand.glyph} ink={stand.ink} x={slot.x} y={slot.y} />
              <text x={slot.x + 30} y={slot.y + 78} textAnchor="middle" fill="#FFFFFF" fontFamily={UI_FONT} fontSize="11.5">
                {stand.label}
              </text>
            </g>
          );
        })}
      </g>
    </>
  );
}
