/**
 * Quality checks on rasterised output: wordmark legibility at 24 px, monochrome survival of the mark, letters that read,
 * and an app icon that stays a figure at 16 px.
 */
import { contrastRatio, requiredContrast } from '../color/wcag-contrast';
import type { Candidate } from '../integrate/candidate';
import { drawsPicture, planAppIcon } from '../lockups/app-icon';
import { renderSvgDocument, svgPath } from '../svg/markup';
import type { SetTextResult } from '../type/types';
import type { QualityCheck } from '../types';
import { checkLettersRead } from './letter-check';
import { distanceToGround, type Mask } from './letter-masks';
import { type RasterImage, renderPixels } from './render-png';

/** Share of the wordmark's ink that must sit in pixels at least half covered when its line is 24 px tall. */
export const MIN_SOLID_INK_SHARE = 0.6;

/**
 * A width that stays two pixels or more once the document is scaled to `heightPx` tall: a shape far taller than
 * wide (a letter under a tower of stacked marks) would otherwise round to a zero-pixel image, which resvg refuses.
 */
function visibleWidth(width: number, height: number, heightPx: number): number {
  return Math.max(1, width, (2 * height) / heightPx);
}

function solidInkShare(pixels: Uint8Array): { share: number; ink: number } {
  let ink = 0;
  let solid = 0;
  for (let i = 3; i < pixels.length; i += 4) {
    const alpha = (pixels[i] ?? 0) / 255;
    ink += alpha;
    if (alpha >= 0.5) solid += alpha;
  }
  return { share: ink > 0 ? solid / ink : 0, ink };
}

/**
 * Rasterises the wordmark so its cap-to-descender line is 24 px tall. Strokes under about a pixel spread into
 * grey anti-aliasing, so the share of ink in half-covered pixels drops: a hairline face fails, a sturdy one passes.
 */
export function measureSolidInkShare(line: SetTextResult, heightPx = 24): number {
  const height = Math.max(1, line.capHeight + line.descent);
  const svg = renderSvgDocument([{ tag: 'g', attrs: { transform: `translate(0 ${line.capHeight})` }, children: svgPath(line.d, '#000') }], {
    width: visibleWidth(line.width, height, heightPx),
    height,
  });
  return solidInkShare(renderPixels(svg, { size: heightPx, fitHeight: true }).pixels).share;
}

export function checkWordmarkLegibility(candidate: Candidate): QualityCheck {
  const share = measureSolidInkShare(candidate.master.wordmark);
  return {
    id: 'wordmark-legible-24px',
    passed: share >= MIN_SOLID_INK_SHARE,
    detail: `${Math.round(share * 100)}% of the ink in solid pixels at 24 px (min ${Math.round(MIN_SOLID_INK_SHARE * 100)}%)`,
  };
}

/**
 * The one-ink mark, framed by its own ink box and rendered 64 px tall (wide wordmarks keep their length), must
 * cover 4–96 % of that box: not empty, and not a featureless blob. Ground layers count as holes.
 */
export function checkMonochromeSurvives(candidate: Candidate): QualityCheck {
  const { layers, markBounds: box } = candidate.master;
  const height = Math.max(1, box.maxY - box.minY);
  const width = visibleWidth(box.maxX - box.minX, height, 64);
  const paths = layers.flatMap((l) => svgPath(l.d, l.ink === 'ground' ? '#FFFFFF' : '#000000', l.fillRule));
  const svg = renderSvgDocument([{ tag: 'g', attrs: { transform: `translate(${-box.minX} ${-box.minY})` }, children: paths }], {
    width,
    height,
  });
  const { pixels } = renderPixels(svg, { size: 64, fitHeight: true, background: '#FFFFFF' });
  let dark = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    if ((pixels[i] ?? 255) + (pixels[i + 1] ?? 255) + (pixels[i + 2] ?? 255) < 384) dark++;
  }
  const coverage = dark / (pixels.length / 4);
  const passed = coverage >= 0.04 && coverage <= 0.96;
  return { id: 'monochrome-survives', passed, detail: `one-ink mark covers ${Math.round(coverage * 100)}% of its ink box at 64 px` };
}

/** Share of an app icon's figure pixels at 16 px that must keep 3:1 against its ground (WCAG's graphic minimum). */
export const MIN_SOLID_FIGURE_SHARE = 0.2;
/** A pixel this far from the ground's luminance belongs to the figure, however faint. */
const FIGURE_CONTRAST = 1.25;

const toHex = (r: number, g: number, b: number) => `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;

/** Radius of the icon's centre, as a share of its side: where a figure held in a ring, disc or seal sits. */
const CENTRE_RADIUS = 0.3;
/** Below this share of the centre's pixels, what differs from its ground is a stray edge, not a figure. */
const CENTRE_MIN_FIGURE = 0.1;

/**
 * The icon rendered `sizePx` square on white: of the pixels that differ from their ground, the share that keep 3:1
 * against it. Dots or hairlines that blur into a tint, or an ink too pale for its ground, fall under
 * MIN_SOLID_FIGURE_SHARE; a solid figure in a sound ink keeps most of its pixels. `region` 'whole' takes the tile's
 * commonest colour as the ground; 'centre' measures only the disc of CENTRE_RADIUS round the middle against its own
 * commonest colour, so a figure muddied inside a crisp ring (a seal's, a disc's) fails where the ring would carry it
 * (and a centre of one colour, inside a solid figure drawn large, passes).
 */
export function measureSolidFigureShare(svg: string, sizePx = 16, region: 'whole' | 'centre' = 'whole'): number {
  return solidFigureShare(renderPixels(svg, { size: sizePx, background: '#FFFFFF' }), region);
}

/** Whether pixel `p` of a square image `width` wide lies in the disc of CENTRE_RADIUS round its middle. */
function centreOf(width: number): (p: number) => boolean {
  const middle = width / 2;
  const reach = CENTRE_RADIUS * width;
  return (p) => Math.hypot((p % width) + 0.5 - middle, Math.floor(p / width) + 0.5 - middle) <= reach;
}

/** Each pixel's colour as a hex. */
function pixelColours(pixels: Uint8Array): string[] {
  const hexes: string[] = [];
  for (let i = 0; i < pixels.length; i += 4) hexes.push(toHex(pixels[i] ?? 255, pixels[i + 1] ?? 255, pixels[i + 2] ?? 255));
  return hexes;
}

/** The commonest of some pixels' colours: their ground. */
function commonest(hexes: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const hex of hexes) counts.set(hex, (counts.get(hex) ?? 0) + 1);
  return [...counts.entries()].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
}

/** measureSolidFigureShare on an icon already rendered on white. */
function solidFigureShare({ pixels, width }: RasterImage, region: 'whole' | 'centre'): number {
  const inCentre = centreOf(width);
  const colours = region === 'centre' ? pixelColours(pixels).filter((_, p) => inCentre(p)) : pixelColours(pixels);
  const ground = commonest(colours);
  const contrast = new Map([...new Set(colours)].map((hex) => [hex, contrastRatio(hex, ground)]));
  const minimum = requiredContrast('graphic');
  let figure = 0;
  let solid = 0;
  for (const hex of colours) {
    const k = contrast.get(hex) ?? 1;
    if (k >= FIGURE_CONTRAST) figure++;
    if (k >= minimum) solid++;
  }
  // A centre all of one colour (the middle of a solid figure drawn large) has nothing in it that could blur.
  if (region === 'centre' && figure < CENTRE_MIN_FIGURE * colours.length) return 1;
  return figure > 0 ? solid / figure : 0;
}

/** Share of the figure at the icon's centre that may melt at 16 px (strokes, and gaps between them, under a pixel). */
export const MAX_FIGURE_DETAIL_LOSS = 0.85;
/** Share of the icon's centre itself that may melt at 16 px (a large figure whose inner detail runs together). */
export const MAX_CENTRE_DETAIL_LOSS = 0.26;
/** The icon is measured at this size, eight samples to each pixel of the 16 px favicon. */
const DETAIL_RENDER_PX = 128;
/** A colour this far from the centre's ground draws the figure. */
const DETAIL_INK_CONTRAST = 1.5;

export interface FigureDetailLoss {
  /** What melts, as a share of the figure's ink at the centre (0 when the centre holds little figure). */
  ofFigure: number;
  /** What melts, as a share of the centre. */
  ofCentre: number;
}

/**
 * The icon's figure at its centre, measured geometrically on a 128 px rendering: its ink in strokes thinner than a
 * pixel at 16 px (what an opening by half a pixel removes) and the gaps narrower than a pixel (what a closing by half
 * a pixel fills in). Both blur into one tint at favicon size: a monogram in small letters in a disc, a figure drawn in
 * hairlines, a bowl's or a coin stack's slits. Measured against the figure's ink (a small figure made of hairlines)
 * and against the centre (a large figure whose inside runs together); a solid figure drawn large loses next to nothing.
 */
export function measureFigureDetailLoss(svg: string): FigureDetailLoss {
  const { pixels, width } = renderPixels(svg, { size: DETAIL_RENDER_PX, background: '#FFFFFF' });
  const height = pixels.length / 4 / width;
  const inCentre = centreOf(width);
  const hexes = pixelColours(pixels);
  const ground = commonest(hexes.filter((_, p) => inCentre(p)));
  const contrast = new Map([...new Set(hexes)].map((hex) => [hex, contrastRatio(hex, ground)]));
  const ink: Mask = Uint8Array.from(hexes, (hex) => ((contrast.get(hex) ?? 1) >= DETAIL_INK_CONTRAST ? 1 : 0));
  const radius = DETAIL_RENDER_PX / 16 / 2;
  const not = (mask: Mask): Mask => mask.map((v) => 1 - v);
  // Opening: the ink that survives erosion by the radius, grown back by it.
  const eroded = Uint8Array.from(distanceToGround(ink, width, height), (d) => (d > radius ? 1 : 0));
  const toEroded = distanceToGround(not(eroded), width, height);
  // Closing: the ink grown by the radius, shrunk back by it.
  const grown = Uint8Array.from(distanceToGround(not(ink), width, height), (d) => (d <= radius ? 1 : 0));
  const closed = distanceToGround(grown, width, height);
  let figure = 0;
  let lost = 0;
  let centre = 0;
  for (let p = 0; p < ink.length; p++) {
    if (!inCentre(p)) continue;
    centre++;
    if (ink[p]) figure++;
    if (ink[p] ? (toEroded[p] ?? 0) > radius : (closed[p] ?? 0) > radius) lost++;
  }
  return { ofFigure: figure < CENTRE_MIN_FIGURE * centre ? 0 : lost / figure, ofCentre: lost / centre };
}

/** Whether the icon's figure keeps its detail at 16 px (measureFigureDetailLoss within both limits). */
export function keepsFigureDetail(loss: FigureDetailLoss): boolean {
  return loss.ofFigure <= MAX_FIGURE_DETAIL_LOSS && loss.ofCentre <= MAX_CENTRE_DETAIL_LOSS;
}

/**
 * The app icon at favicon size: its figure must stay a figure (measureSolidFigureShare at 16 px). A picture is also
 * measured at its centre, where the figure of a seal or a ringed disc sits: a crisp ring round a figure that blurs
 * passes the whole tile and fails there. Letters are left to the letter check. The icon is rendered once for both.
 */
function checkAppIconAtFaviconSize(candidate: Candidate): QualityCheck[] {
  const image = renderPixels(candidate.design.logos.icon, { size: 16, background: '#FFFFFF' });
  const pct = (share: number) => `${Math.round(share * 100)}%`;
  const whole = solidFigureShare(image, 'whole');
  const checks: QualityCheck[] = [
    {
      id: 'app-icon-16px',
      passed: whole >= MIN_SOLID_FIGURE_SHARE,
      detail: `${pct(whole)} of the icon's figure keeps 3:1 against its ground at 16 px (min ${pct(MIN_SOLID_FIGURE_SHARE)})`,
    },
  ];
  const plan = planAppIcon(candidate.master);
  if (plan.figure !== 'initial') {
    const loss = measureFigureDetailLoss(candidate.design.logos.icon);
    checks.push({
      id: 'app-icon-detail-16px',
      passed: keepsFigureDetail(loss),
      detail: `strokes and gaps under a pixel at 16 px make ${pct(loss.ofFigure)} of the figure at the icon's centre (max ${pct(MAX_FIGURE_DETAIL_LOSS)}) and ${pct(loss.ofCentre)} of the centre (max ${pct(MAX_CENTRE_DETAIL_LOSS)})`,
    });
  }
  if (!drawsPicture(plan)) return checks;
  const centre = solidFigureShare(image, 'centre');
  checks.push({
    id: 'app-icon-figure-16px',
    passed: centre >= MIN_SOLID_FIGURE_SHARE,
    detail: `${pct(centre)} of the figure at the icon's centre keeps 3:1 against its own ground at 16 px (min ${pct(MIN_SOLID_FIGURE_SHARE)})`,
  });
  return checks;
}

export function runRasterChecks(candidate: Candidate): QualityCheck[] {
  return [
    checkWordmarkLegibility(candidate),
    checkMonochromeSurvives(candidate),
    checkLettersRead(candidate),
    ...checkAppIconAtFaviconSize(candidate),
  ];
}
