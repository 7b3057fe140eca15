/** Pieces of a lockup (mark, text lines) placed in one frame, and painting them per mode. */
import { toneInk } from '../color/tone-ink';
import { contrastRatio } from '../color/wcag-contrast';
import type { InkTone } from '../marks/types';
import { type SvgNode, svgGroup, svgPath } from '../svg/markup';
import type { SetTextResult, TextBox } from '../type/types';
import type { LockupInks, LockupMaster, PaintMode, PieceRole } from './types';

export interface PiecePath {
  d: string;
  role: PieceRole;
  fillRule: 'nonzero' | 'evenodd';
  /** In colour, a tint or shade of another role (MarkLayer.tone). */
  tone?: InkTone;
  /** A figure of separate specks (MarkLayer.sparse). */
  sparse?: boolean;
}

/** Artwork in its own units: `box` is what it aligns by, `ink` what it actually covers. */
export interface Piece {
  paths: PiecePath[];
  /** Paths for one-ink modes (mono, reversed) when they differ from `paths`. */
  monoPaths?: PiecePath[];
  box: TextBox;
  ink: TextBox;
}

/** A piece drawn at (x, y) = where its box's top-left lands, scaled by `scale`. */
export interface Placed {
  piece: Piece;
  x: number;
  y: number;
  scale: number;
}

export function createMarkPiece(master: LockupMaster): Piece {
  const box = master.markBounds;
  const toPaths = (layers: LockupMaster['layers']) =>
    layers.map((l) => ({
      d: l.d,
      role: l.ink,
      fillRule: l.fillRule,
      ...(l.tone ? { tone: l.tone } : {}),
      ...(l.sparse ? { sparse: true } : {}),
    }));
  return { paths: toPaths(master.layers), ...(master.monoLayers ? { monoPaths: toPaths(master.monoLayers) } : {}), box, ink: box };
}

/** A text line as a piece; it aligns by cap height and baseline, so accents and descenders never shift it. */
export function createTextPiece(text: SetTextResult, role: 'wordmark' | 'tagline'): Piece {
  const left = Math.min(0, text.bbox.minX);
  const box = { minX: left, minY: -text.capHeight, maxX: Math.max(text.width, text.bbox.maxX), maxY: 0 };
  const ink = { minX: left, minY: Math.min(box.minY, text.bbox.minY), maxX: box.maxX, maxY: Math.max(0, text.bbox.maxY) };
  return { paths: [{ d: text.d, role, fillRule: 'nonzero' }], box, ink };
}

export function boxWidth(box: TextBox): number {
  return box.maxX - box.minX;
}

export function boxHeight(box: TextBox): number {
  return box.maxY - box.minY;
}

/** Ink bounds of placed pieces in the shared frame. */
export function measurePlaced(items: readonly Placed[]): TextBox {
  const boxes = items.map(({ piece, x, y, scale }) => {
    const at = (px: number, py: number) => [x + (px - piece.box.minX) * scale, y + (py - piece.box.minY) * scale] as const;
    const [minX, minY] = at(piece.ink.minX, piece.ink.minY);
    const [maxX, maxY] = at(piece.ink.maxX, piece.ink.maxY);
    return { minX, minY, maxX, maxY };
  });
  return boxes.reduce(
    (a, b) => ({
      minX: Math.min(a.minX, b.minX),
      minY: Math.min(a.minY, b.minY),
      maxX: Math.max(a.maxX, b.maxX),
      maxY: Math.max(a.maxY, b.maxY),
    }),
    boxes[0] ?? { minX: 0, minY: 0, maxX: 0, maxY: 0 },
  );
}

const GRAPHIC_MIN_CONTRAST = 3;

/** The fill of a role in a paint mode: colour on light, one ink, or light-on-dark keeping colours that still read. */
export function paintRole(role: PieceRole, mode: PaintMode, inks: LockupInks): string {
  if (mode === 'mono') return role === 'ground' ? inks.light : inks.mono;
  if (mode === 'color') {
    if (role === 'ground') return inks.light;
    return inks[role];
  }
  if (role === 'ground') return inks.dark;
  if (role === 'wordmark' || role === 'tagline' || role === 'ink') return inks.light;
  const hex = inks[role];
  return contrastRatio(hex, inks.dark) >= GRAPHIC_MIN_CONTRAST ? hex : inks.light;
}

/** The colour of a tone (a tint or shade of its role's colour) on a ground, kept at 3:1 or more against it. */
export function paintTone(tone: InkTone, base: string, ground: string): string {
  return toneInk(base, tone.dl, ground, tone.minChroma ?? 0);
}

/**
 * Draws placed pieces shifted by (dx, dy), painted for the mode; one-ink modes use a piece's mono paths. A toned path
 * takes its tone in colour on `ground` (the light ground when absent) and its plain role otherwise.
 */
export function drawPlaced(
  items: readonly Placed[],
  dx: number,
  dy: number,
  paint: (role: PieceRole) => string,
  mode: PaintMode = 'color',
  ground?: string,
): SvgNode[] {
  const fill = (p: PiecePath) =>
    mode === 'color' && p.tone ? paintTone(p.tone, paint(p.tone.of), ground ?? paint('ground')) : paint(p.role);
  return items.map(({ piece, x, y, scale }) =>
    svgGroup(
      (mode !== 'color' && piece.monoPaths ? piece.monoPaths : piece.paths).flatMap((p) => svgPath(p.d, fill(p), p.fillRule)),
      dx + x - piece.box.minX * scale,
      dy + y - piece.box.minY * scale,
      scale,
    ),
  );
}
