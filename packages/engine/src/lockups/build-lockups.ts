/** All six lockups from one master: primary, horizontal, stacked, icon, monochrome, reversed. */

import { renderSvgDocument, svgRect } from '../svg/markup';
import type { LogoSet } from '../types';
import { buildAppIcon } from './app-icon';
import {
  aspectOf,
  type Composition,
  composeHorizontal,
  composeMarkOnly,
  composeStacked,
  composeTwoLineName,
  composeWordmarkOnly,
  resolveLength,
} from './compose';
import { drawPlaced, measurePlaced, paintRole } from './pieces';
import type { LockupParams, PaintMode } from './types';

/** Renders a composition with clear space all round (layout.clearSpaceRatio of the mark height). */
function renderComposition(composition: Composition, params: LockupParams, mode: PaintMode, label: string): string {
  const cap = params.master.wordmark.capHeight;
  const pad = composition.clearSpace ?? Math.max(0.5 * cap, resolveLength(params.layout.clearSpaceRatio, composition.markHeight, cap));
  const bounds = measurePlaced(composition.items);
  const width = bounds.maxX - bounds.minX + 2 * pad;
  const height = bounds.maxY - bounds.minY + 2 * pad;
  const paint = (role: Parameters<typeof paintRole>[0]) => paintRole(role, mode, params.inks);
  const ground = mode === 'reversed' ? params.inks.dark : mode === 'color' ? params.inks.groundFill : undefined;
  const background = ground ? [svgRect(0, 0, width, height, ground)] : [];
  const nodes = [...background, ...drawPlaced(composition.items, pad - bounds.minX, pad - bounds.minY, paint, mode, ground)];
  return renderSvgDocument(nodes, { width, height, title: `${params.title} ${label}` });
}

/**
 * The composition the DNA presents first: its first preference that carries the whole name. A mark-only or
 * emblem preference is honoured only when the mark spells the name; otherwise the mark goes to the icon and the
 * primary is the next preferred lockup (horizontal when none is left).
 */
export function composePrimary(params: LockupParams): Composition {
  const first = composePreferred(params);
  // A mark that spells the name (a rebus, a hidden figure) is already set on two lines when the name is long; plain
  // lines of type in its place would drop the very device the design is built on, so it gets more width.
  const limit = params.master.nameInMark ? MAX_MARK_PRIMARY_ASPECT : MAX_PRIMARY_ASPECT;
  if (aspectOf(first) <= limit || params.master.stackedLines.length < 2) return first;
  // A long name on one line makes a strip no one can place: break it over its stacked lines instead.
  const narrower = [params.master.nameInMark ? composeTwoLineName(params) : composeStacked(params)];
  return narrower.reduce((best, candidate) => (aspectOf(candidate) < aspectOf(best) ? candidate : best), first);
}

/** Widest primary kept on one line (width over height); past it a multi-word name goes on two lines. */
const MAX_PRIMARY_ASPECT = 4.2;
/** Widest primary for a mark that carries the name itself, before its plain two-line setting replaces it. */
const MAX_MARK_PRIMARY_ASPECT = 8;

function composePreferred(params: LockupParams): Composition {
  if (params.master.nameInMark) return composeMarkOnly(params);
  for (const preferred of params.layout.preferred) {
    if (preferred === 'horizontal') return composeHorizontal(params);
    if (preferred === 'stacked') return composeStacked(params);
    if (preferred === 'wordmark-only') return composeWordmarkOnly(params);
  }
  return composeHorizontal(params);
}

/** Builds every lockup of the logo system as compact SVG. */
export function buildLockups(params: LockupParams): LogoSet {
  const primary = composePrimary(params);
  return {
    primary: renderComposition(primary, params, 'color', 'logo'),
    horizontal: renderComposition(composeHorizontal(params), params, 'color', 'horizontal logo'),
    stacked: renderComposition(composeStacked(params), params, 'color', 'stacked logo'),
    icon: buildAppIcon(params),
    monochrome: renderComposition(primary, params, 'mono', 'monochrome logo'),
    reversed: renderComposition(primary, params, 'reversed', 'reversed logo'),
  };
}
