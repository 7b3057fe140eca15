/**
 * A small deterministic stand-in for @logo-dna/engine, used only while the engine's designBrand is not
 * exported: geometric marks, a seeded palette and font pairing, template strategy prose.
 */
import { Resvg } from '@resvg/resvg-js';
import type { DesignEngine, DesignInput, DesignSummary } from './design-summary';
import { writeStandInStrategy } from './stand-in-strategy';

/** The 20 designer ids of spec §3. */
const DESIGNER_IDS = [
  'paul-rand',
  'milton-glaser',
  'carolyn-davidson',
  'saul-bass',
  'lindon-leader',
  'rob-janoff',
  'chermayeff-geismar-haviv',
  'david-ogilvy',
  'terry-heckler',
  'salvador-dali',
  'paula-scher',
  'james-modarelli',
  'alan-fletcher',
  'ivan-chermayeff',
  'sagi-haviv',
  'frank-mason-robinson',
  'ruth-kedar',
  'ed-benguiat',
  'massimo-vignelli',
  'walter-landor',
];

const FONT_PAIRS: Array<[string, string]> = [
  ['Jost', 'Inter'],
  ['Playfair Display', 'Source Sans 3'],
  ['Archivo Black', 'Work Sans'],
  ['DM Serif Display', 'DM Sans'],
  ['Bebas Neue', 'Open Sans'],
  ['Fraunces', 'Manrope'],
  ['Space Grotesk', 'IBM Plex Sans'],
  ['Syne', 'Karla'],
];

/** mulberry32, a 32-bit seeded generator (Tommy Ettinger, public domain). */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** HSL → hex by the CSS Color 4 algorithm (§7.1, hslToRgb). */
function hslToHex(h: number, s: number, l: number): string {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

function titleOf(designerId: string): string {
  return designerId
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

function markSvg(shape: number, color: string, scale: number, cut: string): string {
  const r = 40 * scale;
  const outer = [
    `<circle cx="50" cy="50" r="${r.toFixed(2)}" fill="${color}"/>`,
    `<rect x="${(50 - r).toFixed(2)}" y="${(50 - r).toFixed(2)}" width="${(2 * r).toFixed(2)}" height="${(2 * r).toFixed(2)}" rx="${(r / 3).toFixed(2)}" fill="${color}"/>`,
    `<path d="M50 ${(50 - r).toFixed(2)}L${(50 + r).toFixed(2)} 50L50 ${(50 + r).toFixed(2)}L${(50 - r).toFixed(2)} 50Z" fill="${color}"/>`,
  ][shape % 3];
  return `${outer}<circle cx="50" cy="50" r="${(r * 0.42).toFixed(2)}" fill="${cut}"/>`;
}

function wordBars(x: number, y: number, width: number, color: string): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="14" rx="3" fill="${color}"/><rect x="${x}" y="${y + 22}" width="${(width * 0.6).toFixed(1)}" height="8" rx="3" fill="${color}" opacity="0.7"/>`;
}

function designStandIn(input: DesignInput): DesignSummary {
  const random = createRandom(input.seed ^ Math.imul(input.variant + 1, 0x9e3779b1));
  const hexes = /#[0-9a-f]{6}\b/gi.exec(input.desiredColors ?? '');
  const hue = Math.floor(random() * 360);
  const colors = {
    primary: hexes ? hexes[0].toLowerCase() : hslToHex(hue, 0.62, 0.4),
    secondary: hslToHex((hue + 35) % 360, 0.45, 0.28),
    accent: hslToHex((hue + 180) % 360, 0.75, 0.52),
    neutral: hslToHex(hue, 0.08, 0.93),
  };
  const pair = FONT_PAIRS[(input.seed + DESIGNER_IDS.indexOf(input.designerId)) % FONT_PAIRS.length] as [string, string];
  // ±10 % variation between variants (spec §9).
  const scale = input.variant === 0 ? 1 : 0.9 + random() * 0.2;
  const shape = Math.floor(random() * 3);
  const barWidth = Math.min(150, 40 + input.brandName.length * 9);
  const svg = (w: number, h: number, body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;
  const mark = (color: string, cut = '#ffffff') => markSvg(shape, color, scale, cut);
  const strategy = writeStandInStrategy(input, titleOf(input.designerId));
  return {
    strategy,
    colors,
    typography: { display: pair[0], support: pair[1] },
    logos: {
      primary: svg(100, 100, mark(colors.primary)),
      monochrome: svg(100, 100, mark('#111111')),
      horizontal: svg(120 + barWidth, 100, `${mark(colors.primary)}${wordBars(105, 35, barWidth, colors.secondary)}`),
      stacked: svg(
        Math.max(100, barWidth + 20),
        150,
        `<g transform="translate(${(Math.max(100, barWidth + 20) - 100) / 2} 0)">${mark(colors.primary)}</g>${wordBars(10, 105, barWidth, colors.secondary)}`,
      ),
    },
    altText: `${input.brandName} ${strategy.selectedConcept.slice(0, 100)}`,
  };
}

export function createStandInEngine(): DesignEngine {
  return {
    isEngine: false,
    hasDesigner: (designerId) => DESIGNER_IDS.includes(designerId),
    design: designStandIn,
    renderPng(svg, size) {
      return new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } }).render().asPng();
    },
  };
}
