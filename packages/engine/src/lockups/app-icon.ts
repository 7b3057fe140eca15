/** The square app icon: the mark (or the initial) on the DNA's ground, scaled, optionally cropped to bleed. */
import { contrastRatio } from '../qa/contrast';
import { renderSvgDocument, svgRect } from '../svg/markup';
import { boxHeight, boxWidth, createMarkPiece, createTextPiece, drawPlaced, type Piece } from './pieces';
import type { LockupParams, PieceRole } from './types';

/** Tile side in SVG units; the PNG renderer scales it to the requested size. */
export const ICON_TILE = 1000;

// A mark wider than this reads as a wordmark, too small in a square: the icon uses the initial instead.
const MAX_ICON_ASPECT = 1.8;

function groundColor(params: LockupParams): string {
  const { inks, appIcon } = params;
  if (appIcon.ground === 'primary') return inks.primary;
  if (appIcon.ground === 'secondary') return inks.secondary;
  if (appIcon.ground === 'black') return inks.dark;
  return inks.light;
}

function iconPiece(params: LockupParams): { piece: Piece; initial: boolean } {
  const { master, appIcon } = params;
  const aspect = boxWidth(master.markBounds) / Math.max(1e-6, boxHeight(master.markBounds));
  const useInitial = appIcon.source === 'initial' || aspect > MAX_ICON_ASPECT || aspect < 1 / MAX_ICON_ASPECT;
  if (!useInitial) {
    // Ring text is unreadable at the sizes the DNA says the icon must survive: draw the mark without it.
    const simplified = appIcon.simplifyBelowPx !== undefined && master.iconLayers;
    return { piece: createMarkPiece(simplified ? { ...master, layers: master.iconLayers!, markHasText: false } : master), initial: false };
  }
  const piece = createTextPiece(master.initial, 'wordmark');
  // Centre the initial on its real ink, not on the cap box, so round letters sit optically centred.
  const ink = master.initial.bbox;
  return { piece: { ...piece, box: ink, ink }, initial: true };
}

/** Paints a role on the icon ground: keep a colour only when it stands out from the ground. */
function paintOnGround(role: PieceRole, ground: string, params: LockupParams): string {
  const { inks } = params;
  if (role === 'ground') return ground;
  const own = role === 'wordmark' || role === 'tagline' ? inks.wordmark : inks[role];
  if (contrastRatio(own, ground) >= 3) return own;
  return contrastRatio(inks.light, ground) >= contrastRatio(inks.dark, ground) ? inks.light : inks.dark;
}

/** Builds the app icon SVG (designer-dna.md §5 AppIconDNA: ground, markScale, crop, opticalOffset). */
export function buildAppIcon(params: LockupParams): string {
  const { appIcon } = params;
  const { piece, initial } = iconPiece(params);
  const ground = groundColor(params);
  const zoom = appIcon.crop && !initial ? appIcon.crop.zoom : 1;
  // Lettering (seal rings, badge names) is never cropped: such marks zoom only until they fill the tile.
  const lettered = params.master.markHasText && !(params.appIcon.simplifyBelowPx !== undefined && params.master.iconLayers);
  const maxShare = lettered && !initial ? 0.9 : Number.POSITIVE_INFINITY;
  const target = Math.min(Math.min(0.86, appIcon.markScale) * zoom, maxShare) * ICON_TILE;
  const scale = target / Math.max(boxWidth(piece.box), boxHeight(piece.box));
  const w = boxWidth(piece.box) * scale;
  const h = boxHeight(piece.box) * scale;
  const [ox, oy] = appIcon.opticalOffset ?? [0, 0];
  let x = (ICON_TILE - w) / 2 + ox * ICON_TILE;
  let y = (ICON_TILE - h) / 2 + oy * ICON_TILE;
  if (appIcon.gridPlacement === 'bottom-left') {
    // Vignelli's unigrid habit: the sign sits on the grid's bottom-left module, not in the optical centre.
    x = ICON_TILE * 0.12;
    y = ICON_TILE * 0.88 - h;
  }
  // A bleed crop focused on the first letters keeps the start of the mark in view and lets the rest run off.
  if (appIcon.crop?.mode === 'bleed' && appIcon.crop.focus === 'first-letters' && !initial && w > ICON_TILE) x = ICON_TILE * 0.12;
  const nodes = [
    svgRect(0, 0, ICON_TILE, ICON_TILE, ground),
    ...drawPlaced([{ piece, x, y, scale }], 0, 0, (role) => paintOnGround(role, ground, params)),
  ];
  return renderSvgDocument(nodes, { width: ICON_TILE, height: ICON_TILE, title: `${params.title} app icon` });
}
