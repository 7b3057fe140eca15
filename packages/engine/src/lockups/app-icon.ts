/**
 * The square app icon: the mark (or, for a lettering mark, its initial) on the DNA's ground, kept inside the
 * tile's safe area and painted so every figure stands out from what it sits on (≥ 3:1) at 16–32 px.
 */
import { contrastRatio } from '../color/wcag-contrast';
import { boxOfRings } from '../geometry';
import { appIconShare, ICON_SAFE_INSET } from '../marks/favicon-figure';
import { hueFamilyOf, isRingLetter, isSignalRed } from '../marks/guardrails';
import { regionArea, regionFromGlyphs, regionFromPath, regionToPath, regionUnion } from '../path';
import { measurePathBounds } from '../svg/bounds';
import { renderSvgDocument, svgGroup, svgPath, svgRect } from '../svg/markup';
import type { TextBox } from '../type/types';
import { carriesFigures, findFramingShapes, findShapesOverlapped, findShapesUnder } from './icon-layers';
import { boxHeight, boxWidth, createMarkPiece, createTextPiece, type Piece, type PiecePath, paintTone } from './pieces';
import type { LockupMaster, LockupParams, PieceRole } from './types';

export { ICON_SAFE_INSET };

/** Tile side in SVG units; the PNG renderer scales it to the requested size. */
export const ICON_TILE = 1000;
/** Figure/ground contrast every icon figure meets (WCAG 1.4.11 non-text contrast). */
export const ICON_MIN_CONTRAST = 3;
/** What the heavy initial of a repaired icon needs against its tile (WCAG's text minimum). */
const STURDY_MIN_CONTRAST = 4.5;
/**
 * A figure of dots covers about half of what it draws, so at 32 px it blends with the ground between them: an orange
 * at 3:1 on white reads at 2:1. Its own colour must part from the ground by this much.
 */
const SPARSE_MIN_CONTRAST = 4.5;
/** Most characters an icon may draw: more cannot be read at favicon size. */
export const ICON_MAX_CHARS = 2;

// A mark wider (or taller) than this is a line of type; the icon uses its initial instead.
const MAX_ICON_ASPECT = 3.2;
/** The widest a lettered mark may be to stand as the app icon whole (its letters stay large enough at 16 px). */
const MAX_LETTERED_ICON_ASPECT = 1.45;

/** The parts of the master that decide the icon's figure. */
export type AppIconMaster = Pick<
  LockupMaster,
  'markBounds' | 'markHasText' | 'iconLayers' | 'markLetters' | 'nameInMark' | 'initial' | 'iconSign' | 'sturdyIcon' | 'figureIcon'
>;

/** What the icon draws, and why. */
export interface AppIconPlan {
  /**
   * 'idea': the brief's idea drawn alone, for a lettering mark whose initial has no room for it; 'mark-simplified':
   * the mark's own small-size version (one figure where it draws two).
   */
  figure: 'mark' | 'mark-without-lettering' | 'mark-simplified' | 'initial' | 'idea';
  /** Characters drawn (the initial, or the mark's own letters when it is drawn whole). */
  chars: number;
  /** What the initial carries besides itself (the master's icon sign); absent: the initial alone. */
  device?: NonNullable<LockupMaster['iconSign']>['device'];
}

function groundColor(params: LockupParams): string {
  const { inks, appIcon } = params;
  if (appIcon.ground === 'primary') return inks.primary;
  if (appIcon.ground === 'secondary') return inks.secondary;
  if (appIcon.ground === 'black') return inks.dark;
  return inks.light;
}

const countChars = (text: string) => Array.from(text.replace(/[^\p{L}\p{N}]/gu, '')).length;

/**
 * Chooses the icon's figure: the mark itself (without ring lettering when it has an icon version); the initial
 * only when the mark is lettering too long for a favicon or a line of type too wide for a square, and then with the
 * master's icon sign (the initial carrying the brief's idea) when it has one.
 */
export function planAppIcon(master: AppIconMaster): AppIconPlan {
  if (master.sturdyIcon) return { figure: 'initial', chars: master.initial.glyphs.length };
  if (master.figureIcon && master.iconSign) return { figure: 'idea', chars: 0, device: 'figure' };
  const aspect = boxWidth(master.markBounds) / Math.max(1e-6, boxHeight(master.markBounds));
  const sign = master.iconSign;
  const initial: AppIconPlan = sign
    ? { figure: sign.device === 'figure' ? 'idea' : 'initial', chars: countChars(sign.letters), device: sign.device }
    : { figure: 'initial', chars: master.initial.glyphs.length };
  if (aspect > MAX_ICON_ASPECT || aspect < 1 / MAX_ICON_ASPECT) return initial;
  // Letters inside a wide holder (Ogilvy's oval) shrink with it to a smear at 16 px: the icon sets the initial instead.
  const holdsLetters = master.markHasText && !master.iconLayers && !master.nameInMark;
  if (holdsLetters && (aspect > MAX_LETTERED_ICON_ASPECT || aspect < 1 / MAX_LETTERED_ICON_ASPECT)) return initial;
  if (master.iconLayers) return { figure: master.markHasText ? 'mark-without-lettering' : 'mark-simplified', chars: 0 };
  if (!master.markHasText) return { figure: 'mark', chars: 0 };
  if (master.nameInMark) return initial;
  // A lettered mark that does not say what it draws (a dot-matrix or cut letter) is drawn whole: its letter is the figure.
  const chars = master.markLetters === undefined ? 1 : countChars(master.markLetters);
  if (chars > ICON_MAX_CHARS) return initial;
  return { figure: 'mark', chars };
}

/** True when the icon the plan draws is a picture (the mark's figure, or an idea alone) and not letters. */
export function drawsPicture(plan: AppIconPlan): boolean {
  return plan.figure === 'idea' || (plan.figure !== 'initial' && plan.chars === 0);
}

function pieceFor(plan: AppIconPlan, params: LockupParams): Piece {
  const { master } = params;
  if (plan.figure === 'mark') return createMarkPiece(master);
  if (plan.figure === 'mark-without-lettering' || plan.figure === 'mark-simplified') {
    const layers = master.iconLayers ?? master.layers;
    const box = layers.map((l) => measurePathBounds(l.d)).reduce<TextBox | null>(unionBox, null) ?? master.markBounds;
    return createMarkPiece({ ...master, layers, markBounds: box, markHasText: false });
  }
  if (plan.device && master.iconSign) {
    const paths = master.iconSign.layers.map((l) => ({ d: l.d, role: l.ink, fillRule: l.fillRule }));
    return { paths, box: master.iconSign.bounds, ink: master.iconSign.bounds };
  }
  // Centre the initial on its real ink, not on the cap box, so round letters sit optically centred.
  // The initial takes the brand colour where it reads on the tile (else its light or dark partner).
  const piece = createTextPiece(master.initial, 'wordmark');
  const paths = piece.paths.map((p) => ({ ...p, role: 'primary' as const }));
  return { ...piece, paths, box: master.initial.bbox, ink: master.initial.bbox };
}

function unionBox(a: TextBox | null, b: TextBox | null): TextBox | null {
  if (!a) return b;
  if (!b) return a;
  return { minX: Math.min(a.minX, b.minX), minY: Math.min(a.minY, b.minY), maxX: Math.max(a.maxX, b.maxX), maxY: Math.max(a.maxY, b.maxY) };
}

/** The more legible of the light and dark inks on a colour. */
function partnerOn(color: string, params: LockupParams): string {
  const { light, dark } = params.inks;
  return contrastRatio(light, color) >= contrastRatio(dark, color) ? light : dark;
}

/** The first of `inks` of another family than red that reads on `against` (≥ the icon minimum), if any. */
function firstInkNotRed(inks: readonly string[], against: string): string | undefined {
  return inks.find((ink) => hueFamilyOf(ink) !== 'red' && contrastRatio(ink, against) >= ICON_MIN_CONTRAST);
}

/**
 * Paths painted one after another in one colour, as one shape: pieces of a figure cut apart for colour (a letter in
 * four segments) that the tile paints alike would each be anti-aliased along the cut, a hairline of ground through
 * the figure at 32 px (a cracked L).
 */
function oneShapePerColour(paths: readonly PiecePath[], fills: readonly (string | undefined)[]) {
  const runs: Array<{ d: string; fill: string | undefined; fillRule: PiecePath['fillRule']; parts: PiecePath[] }> = [];
  paths.forEach((path, i) => {
    const last = runs.at(-1);
    if (last && last.fill === fills[i]) last.parts.push(path);
    else runs.push({ d: path.d, fill: fills[i], fillRule: path.fillRule, parts: [path] });
  });
  return runs.map((run) =>
    run.parts.length === 1
      ? run
      : {
          ...run,
          d: regionToPath(
            regionUnion(...run.parts.map((part) => (part.fillRule === 'nonzero' ? regionFromGlyphs(part.d) : regionFromPath(part.d)))),
          ),
          fillRule: 'evenodd' as const,
        },
  );
}

/**
 * One fill per path, bottom to top: each keeps its own colour when it reads against what lies under it (the
 * nearest earlier path enclosing it, else the tile); otherwise it takes the light or dark partner of that colour.
 * A path that shows through a later path's hole (a cut-out over its underprint) must read against that path as well.
 * A container whose figures read against it may melt into a tile of its own colour.
 */
function paintIconLayers(paths: readonly PiecePath[], ground: string, params: LockupParams): string[] {
  const { inks } = params;
  const under = findShapesUnder(paths);
  const fills: string[] = [];
  const roleColor = (role: PieceRole) =>
    role === 'ground' ? ground : role === 'wordmark' || role === 'tagline' ? inks.wordmark : inks[role];
  // A tone (a band of a banded figure) is drawn on the tile: its tint or shade is taken against the tile's colour.
  const owns = paths.map((path) => (path.tone ? paintTone(path.tone, roleColor(path.tone.of), ground) : roleColor(path.role)));
  const overlapped = findShapesOverlapped(paths);
  paths.forEach((_, index) => {
    const below = under[index] ?? -1;
    const base = below >= 0 ? (fills[below] ?? ground) : ground;
    const own = owns[index]!;
    // The initial set heavy is the last resort of an icon that blurred at 16 px: it takes an ink with room to spare,
    // since one at the bare 3:1 (a sky blue on white) loses it to the anti-aliased edge and no icon passes at all.
    const needs = params.master.sturdyIcon ? STURDY_MIN_CONTRAST : paths[index]!.sparse ? SPARSE_MIN_CONTRAST : ICON_MIN_CONTRAST;
    const fill = contrastRatio(own, base) >= needs || (carriesFigures(under, index) && own === base) ? own : partnerOn(base, params);
    // A shape laid partly over earlier ones of another colour meets them along its edge too: when its fill melts
    // into one of them (a lavender hand over a lavender disc), it takes whichever of its own colour and the two
    // partners parts best from everything it meets. Shapes of one colour in the logo stay one figure.
    const others = (overlapped[index] ?? []).filter((j) => j !== below && owns[j] !== own);
    const met = [base, ...others.map((j) => fills[j] ?? ground)];
    const worst = (color: string) => Math.min(...met.map((other) => contrastRatio(color, other)));
    // What it sits on comes first: a colour that would not read on its base is never taken for the edges' sake.
    const readsOnBase = (color: string) => contrastRatio(color, base) >= ICON_MIN_CONTRAST || color === fill;
    const candidates = [fill, own, params.inks.light, params.inks.dark].filter(readsOnBase);
    fills.push(worst(fill) >= ICON_MIN_CONTRAST ? fill : candidates.reduce((best, color) => (worst(color) > worst(best) ? color : best)));
  });
  // A figure seen through a later shape's hole (a cut-out over its underprint) shows only there: what counts is
  // the colour around the hole, once that shape is painted.
  findFramingShapes(paths).forEach((frame, index) => {
    const around = fills[frame];
    if (frame < 0 || !around) return;
    fills[index] = contrastRatio(owns[index]!, around) >= ICON_MIN_CONTRAST ? owns[index]! : partnerOn(around, params);
  });
  return fills;
}

/** The letters the icon draws: the icon sign's, the initial, or a lettered mark's own (Modarelli's O in its disc). */
function drawnLetters(plan: AppIconPlan, params: LockupParams): string {
  const markLetters = plan.figure === 'mark' ? (params.master.markLetters ?? '') : '';
  return params.master.iconSign?.letters ?? (plan.figure === 'initial' ? ([...params.title.trim()][0] ?? '') : markLetters);
}

/**
 * A lone Q in a light ink on a field of red (the tile or the shape that holds it) is the question-and-answer
 * network's app icon (twenty-ninth review): the red field takes the dark ink, or the palette's first ink of another
 * family that carries the letter.
 */
function qOffRed(
  plan: AppIconPlan,
  piece: Piece,
  fills: string[],
  ground: string,
  params: LockupParams,
): { fills: string[]; ground: string } {
  if (!/^[Qq]$/.test(drawnLetters(plan, params).trim())) return { fills, ground };
  const { secondary, accent, dark, light } = params.inks;
  const red = (color: string) => hueFamilyOf(color) === 'red' && contrastRatio(color, light) >= ICON_MIN_CONTRAST;
  // A field, not the letter: the tile, or a shape whose outline fills most of its box and is either solid (a disc
  // or square under the letter) or has the letter cut from it (an outline, the letter's hole, its counter's island).
  // A Q's own ink is an outline round one counter.
  const isField = (d: string) => {
    const region = regionFromPath(d);
    const box = boxOfRings(region);
    const outline = Math.max(...region.map((ring) => Math.abs(regionArea([ring]))));
    return (region.length === 1 || region.length >= 3) && outline >= FIELD_SHARE * (box.maxX - box.minX) * (box.maxY - box.minY);
  };
  const fields = fills.map((fill, i) => red(fill) && isField(piece.paths[i]?.d ?? ''));
  if (!red(ground) && !fields.some(Boolean)) return { fills, ground };
  // Only a light letter makes the sign: a shape in a light ink, or the light tile seen through a red field's cut.
  const lightInk = (color: string) => contrastRatio(color, light) < LIGHT_LETTER;
  const lightLetter = fills.some((fill, i) => !fields[i] && lightInk(fill)) || (fields.some(Boolean) && lightInk(ground));
  if (!lightLetter) return { fills, ground };
  const field = firstInkNotRed([dark, secondary, accent], light) ?? dark;
  // Whatever else stood on the red (a full stop in the second colour) still reads on the new field, or takes its
  // light or dark partner.
  const tile = red(ground) ? field : ground;
  const repainted = fills.map((fill, i) => (fields[i] ? field : fill));
  const under = findShapesUnder(piece.paths);
  const reads = repainted.map((fill, i) => {
    const base = (under[i] ?? -1) >= 0 ? repainted[under[i]!]! : tile;
    return fields[i] || contrastRatio(fill, base) >= ICON_MIN_CONTRAST ? fill : partnerOn(base, params);
  });
  return { fills: reads, ground: tile };
}

/** The share of its own box a shape's outline fills to count as a field (a disc: 0.79, a rounded square more). */
const FIELD_SHARE = 0.6;
/** Below this contrast with the light ink, a letter's colour is light (white, cream). */
const LIGHT_LETTER = 1.5;

/**
 * A lone O (or zero) in a signal red is the browser's red O, whatever sits beside it (a dot, a swash, a rule): the
 * letter takes the palette's next ink that is no red and reads on the tile, else the dark one.
 */
function ringInRed(plan: AppIconPlan, piece: Piece, fills: string[], ground: string, params: LockupParams): string[] {
  if (!isRingLetter(drawnLetters(plan, params))) return fills;
  const { secondary, accent, dark, light } = params.inks;
  // The first ink of another family that reads on the tile; the light or dark ink, whichever reads better, else.
  const partner = firstInkNotRed([secondary, accent, dark, light], ground) ?? partnerOn(ground, params);
  // A ring in several colours with a red cap is the browser's O too (Kedar's letter in segments, fifteenth review): its
  // red segments take the partner ink, whatever their shade.
  const segmented = new Set(fills).size > 1;
  return fills.map((fill, i) =>
    (piece.paths[i]?.role === 'primary' && isSignalRed(fill)) || (segmented && hueFamilyOf(fill) === 'red') ? partner : fill,
  );
}

/** Builds the app icon SVG (designer-dna.md §5 AppIconDNA: ground, markScale, opticalOffset, gridPlacement). */
export function buildAppIcon(params: LockupParams): string {
  const { appIcon } = params;
  const plan = planAppIcon(params.master);
  const piece = pieceFor(plan, params);
  const ground = groundColor(params);
  // A zoom crop enlarges the figure, but only up to the safe area: nothing is cut off.
  const target = appIconShare(appIcon) * ICON_TILE;
  const scale = target / Math.max(boxWidth(piece.box), boxHeight(piece.box));
  const w = boxWidth(piece.box) * scale;
  const h = boxHeight(piece.box) * scale;
  const [ox, oy] = appIcon.opticalOffset ?? [0, 0];
  const inset = ICON_SAFE_INSET * ICON_TILE;
  const clampX = (x: number) => Math.min(Math.max(x, inset), ICON_TILE - inset - w);
  const clampY = (y: number) => Math.min(Math.max(y, inset), ICON_TILE - inset - h);
  let x = clampX((ICON_TILE - w) / 2 + ox * ICON_TILE);
  let y = clampY((ICON_TILE - h) / 2 + oy * ICON_TILE);
  if (appIcon.gridPlacement === 'bottom-left') {
    // Vignelli's unigrid habit: the sign sits on the grid's bottom-left module, not in the optical centre.
    x = inset;
    y = ICON_TILE - inset - h;
  }
  const painted = ringInRed(plan, piece, paintIconLayers(piece.paths, ground, params), ground, params);
  const { fills, ground: tile } = qOffRed(plan, piece, painted, ground, params);
  const figure = oneShapePerColour(piece.paths, fills).flatMap((p) => svgPath(p.d, p.fill ?? tile, p.fillRule));
  const nodes = [
    svgRect(0, 0, ICON_TILE, ICON_TILE, tile),
    svgGroup(figure, x - piece.box.minX * scale, y - piece.box.minY * scale, scale),
  ];
  return renderSvgDocument(nodes, { width: ICON_TILE, height: ICON_TILE, title: `${params.title} app icon` });
}
