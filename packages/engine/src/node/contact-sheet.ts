/** Contact sheets: many engine SVGs tiled on one page with outlined labels, rendered to PNG. */
import { renderSvgDocument, svgGroup, svgPath, svgRect } from '../svg/markup';
import { setText } from '../type/set-text';
import type { FontSource } from '../type/types';
import { renderPng } from './render-png';

export interface ContactSheetCell {
  svg: string;
  /** Outlined under the cell (Inter), e.g. the designer id. */
  label?: string;
  /** Ground behind the cell; default white. */
  background?: string;
}

export interface ContactSheetOptions {
  columns: number;
  cellWidth?: number;
  cellHeight?: number;
  /** PNG width in pixels; default the sheet's own width. */
  size?: number;
  fonts: FontSource;
}

const LABEL_SIZE = 18;
const GUTTER = 12;

/** Re-roots a standalone SVG document as a nested <svg> fitted (centred, aspect kept) into a box. */
export function nestSvg(svg: string, x: number, y: number, width: number, height: number): string {
  const open = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '<svg>';
  const viewBox = /viewBox="([^"]+)"/.exec(open)?.[1] ?? `0 0 ${width} ${height}`;
  const body = svg.slice(svg.indexOf(open) + open.length, svg.lastIndexOf('</svg>'));
  return `<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid meet">${body}</svg>`;
}

/** Builds the sheet as one SVG document (cells nested, labels as outlines). */
export function buildContactSheetSvg(cells: readonly ContactSheetCell[], options: ContactSheetOptions): string {
  const cellWidth = options.cellWidth ?? 320;
  const cellHeight = options.cellHeight ?? 240;
  const rows = Math.ceil(cells.length / options.columns);
  const pitchX = cellWidth + GUTTER;
  const pitchY = cellHeight + LABEL_SIZE * 1.8 + GUTTER;
  const width = options.columns * pitchX + GUTTER;
  const height = rows * pitchY + GUTTER;
  const font = options.fonts.getFont('Inter', 500);
  const nested: string[] = [];
  const nodes = [svgRect(0, 0, width, height, '#ECECEC')];
  cells.forEach((cell, index) => {
    const x = GUTTER + (index % options.columns) * pitchX;
    const y = GUTTER + Math.floor(index / options.columns) * pitchY;
    nodes.push(svgRect(x, y, cellWidth, cellHeight, cell.background ?? '#FFFFFF'));
    const pad = cellWidth * 0.06;
    nested.push(nestSvg(cell.svg, x + pad, y + pad, cellWidth - 2 * pad, cellHeight - 2 * pad));
    if (cell.label) {
      const label = setText(font, cell.label, { size: LABEL_SIZE, trackingEm: 0 });
      // A label wider than its cell is scaled down to fit, so it never runs into the next cell.
      const scale = Math.min(1, cellWidth / Math.max(1, label.width));
      nodes.push(svgGroup(svgPath(label.d, '#444444'), x, y + cellHeight + LABEL_SIZE * 1.25, scale));
    }
  });
  const page = renderSvgDocument(nodes, { width, height });
  return page.replace(/<\/svg>$/, `${nested.join('')}</svg>`);
}

/** Renders a contact sheet to PNG bytes. */
export function renderContactSheet(cells: readonly ContactSheetCell[], options: ContactSheetOptions): Uint8Array {
  const svg = buildContactSheetSvg(cells, options);
  const width = Number(/viewBox="0 0 ([\d.]+)/.exec(svg)?.[1] ?? 1024);
  return renderPng(svg, { size: options.size ?? width });
}
