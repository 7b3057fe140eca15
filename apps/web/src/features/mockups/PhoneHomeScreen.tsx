/** A phone's home screen, close up: the app icon in the grid among everyday apps, with its label. */
import { fitText, type MockupModel } from './mockup-model';
import { ImageSlot, type SceneProps, Stage, useSvgId } from './svg-parts';

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

/** Where the brand's app sits in the grid (second row, middle column: where the eye lands). */
const BRAND_SLOT = 4;

/** A stand-in app's sign, centred in its tile. */
function Glyph({ kind, ink = 'rgba(255,255,255,0.92)', x, y }: { kind: GlyphKind; ink?: string; x: number; y: number }) {
  const c = { x: x + TILE / 2, y: y + TILE / 2 };
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

/** The close-up's grid: three columns, as a phone held near shows them, three rows, each tile's label under it. */
const TILE = 56;
const PITCH = { x: 92, y: 94 };
const COLUMNS = [0, 1, 2].map((column) => 120 + column * PITCH.x);
const ROWS = [0, 1, 2].map((row) => 76 + row * PITCH.y);
const LABEL_SIZE = 17;
/** Baseline of a label under its tile. */
const LABEL_DROP = TILE + 20;

function iconLabel(model: MockupModel): string {
  return fitText(model.brandName, PITCH.x, LABEL_SIZE, 0.56);
}

export function describePhoneHomeScreen(model: MockupModel): string {
  return `A phone home screen, close up: the ${model.brandName} app icon, labelled "${iconLabel(model)}", sits in the grid among everyday apps such as Messages, Maps and Camera.`;
}

/** The upper part of a phone, close up: the status bar and three rows of apps, the brand's among them. */
export function PhoneHomeScreenScene({ model, frame }: SceneProps) {
  const wallpaper = useSvgId('phone-wallpaper');
  const screen = useSvgId('phone-screen');
  const backdrop = useSvgId('phone-backdrop');
  const slots = ROWS.flatMap((y) => COLUMNS.map((x) => ({ x, y })));
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
          <rect x="102" y="18" width="276" height="400" rx="38" />
        </clipPath>
      </defs>
      <rect width={frame.width} height={frame.height} fill={`url(#${backdrop})`} />
      <Stage frame={frame}>
        {/* The phone runs off the bottom of the frame. */}
        <rect x="90" y="6" width="300" height="420" rx="48" fill="#111114" />
        <rect x="94" y="10" width="292" height="412" rx="45" fill="#2A2A2E" />
        <g clipPath={`url(#${screen})`}>
          <rect x="102" y="18" width="276" height="400" fill={`url(#${wallpaper})`} />
          <text x="134" y="50" fill="#FFFFFF" fontFamily={UI_FONT} fontSize={LABEL_SIZE} fontWeight="600">
            9:41
          </text>
          <rect x="205" y="30" width="70" height="22" rx="11" fill="#000000" />
          <rect x="334" y="37" width="22" height="11" rx="3" fill="none" stroke="#FFFFFF" strokeWidth="1.5" />
          <rect x="336.5" y="39.5" width="15" height="6" rx="1.5" fill="#FFFFFF" />
          <rect x="312" y="38" width="16" height="9" rx="1" fill="#FFFFFF" opacity="0.9" />
          {slots.map((slot, index) => {
            const brand = index === BRAND_SLOT;
            const stand = APPS[(index < BRAND_SLOT ? index : index - 1) % APPS.length] as (typeof APPS)[number];
            return (
              <g key={`${slot.x}-${slot.y}`}>
                {brand ? (
                  <ImageSlot href={model.files.icon} x={slot.x} y={slot.y} size={TILE} radius={13} fallback={model.colors.primary.hex} />
                ) : (
                  <>
                    <rect x={slot.x} y={slot.y} width={TILE} height={TILE} rx="13" fill={stand.tile} />
                    <Glyph kind={stand.glyph} ink={stand.ink} x={slot.x} y={slot.y} />
                  </>
                )}
                <text
                  x={slot.x + TILE / 2}
                  y={slot.y + LABEL_DROP}
                  textAnchor="middle"
                  fill="#FFFFFF"
                  fontFamily={UI_FONT}
                  fontSize={LABEL_SIZE}
                >
                  {brand ? iconLabel(model) : stand.label}
                </text>
              </g>
            );
          })}
        </g>
      </Stage>
    </>
  );
}
