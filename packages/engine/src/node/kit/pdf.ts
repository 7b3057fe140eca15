/** PDF building blocks (pdfkit): a document collected into bytes, vector logos placed from SVG. */
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';

export type Pdf = PDFKit.PDFDocument;

/** Starts a document and returns it with a promise of its bytes (resolved after `doc.end()`). */
export function createPdf(options: PDFKit.PDFDocumentOptions): { doc: Pdf; bytes: Promise<Uint8Array> } {
  // Fixed dates keep the output deterministic for the same design.
  const doc = new PDFDocument({ ...options, info: { ...options.info, CreationDate: new Date(0), ModDate: new Date(0) } });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/** The viewBox size of an engine SVG. */
export function svgSize(svg: string): { width: number; height: number } {
  const match = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svg);
  return { width: Number(match?.[1] ?? 100), height: Number(match?.[2] ?? 100) };
}

const FLAT_SVG = /^<svg\b[^>]*>(?:<title>[^<]*<\/title>)?((?:<path\b[^>]*\/>)*)<\/svg>\s*$/;
const PATH_ATTRS = /(fill|fill-rule|d)="([^"]*)"/g;

/**
 * The engine's optimised SVG is a flat list of filled paths; those are drawn with pdfkit's own path
 * parser (fast, exact). Anything richer (groups, transforms, strokes) goes through svg-to-pdfkit.
 */
function drawFlatSvg(doc: Pdf, svg: string, x: number, y: number, scale: number, color: InkFor = (hex) => hex): boolean {
  const body = FLAT_SVG.exec(svg)?.[1];
  if (body === undefined) return false;
  const paths = [...body.matchAll(/<path\b([^>]*)\/>/g)].map((match) => {
    const attrs = match[1] ?? '';
    const names = [...attrs.matchAll(/([\w-]+)=/g)].map((m) => m[1]);
    const values = Object.fromEntries([...attrs.matchAll(PATH_ATTRS)].map((m) => [m[1], m[2]]));
    return { ok: names.every((name) => name === 'fill' || name === 'fill-rule' || name === 'd'), ...values };
  });
  if (!paths.every((path) => path.ok && path.d)) return false;
  doc.save();
  doc.translate(x, y).scale(scale);
  for (const path of paths) {
    if (path.fill === 'none') continue;
    doc.path(path.d as string).fill(color(path.fill ?? '#000'), path['fill-rule'] === 'evenodd' ? 'even-odd' : 'non-zero');
  }
  doc.restore();
  return true;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where an SVG lands when fitted (aspect kept) and centred in a box, and at what scale. */
export function fitSvg(svg: string, box: Box): Box & { scale: number } {
  const size = svgSize(svg);
  const scale = Math.min(box.width / size.width, box.height / size.height);
  const width = size.width * scale;
  const height = size.height * scale;
  return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height, scale };
}

/** The ink a PDF paints an SVG fill (#rrggbb) with: the hex itself, or its process (CMYK) values for print. */
export type InkFor = (hex: string) => PDFKit.Mixins.ColorValue;

/**
 * Draws an SVG as vector paths, fitted and centred in the box. `color` maps each fill of a flat SVG (the engine's
 * lockups) to the ink painted, e.g. the palette's CMYK values on print collateral.
 */
export function placeSvg(doc: Pdf, svg: string, box: Box, color?: InkFor): Box {
  const { x, y, width, height, scale } = fitSvg(svg, box);
  if (!drawFlatSvg(doc, svg, x, y, scale, color))
    SVGtoPDF(doc, svg, x, y, { width, height, preserveAspectRatio: 'xMidYMid meet', assumePt: true });
  return { x, y, width, height };
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** A logo's accessible name, its SVG's own <title> ("Northwind stacked logo"), unescaped; '' when it has none. */
export function svgTitle(svg: string): string {
  return (/<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? '')
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name] ?? '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .trim();
}

/**
 * One logo as a vector PDF whose page is the logo's own size (1 SVG unit = 1 pt, scaled to at least 300 pt wide),
 * titled with the logo's own name (svgTitle), so the kit's PDF and the one the result page downloads on its own carry
 * the same title; `fallbackTitle` only for an SVG without a <title>.
 */
export async function logoPdf(svg: string, fallbackTitle: string): Promise<Uint8Array> {
  const size = svgSize(svg);
  const scale = Math.max(1, 300 / size.width);
  const title = svgTitle(svg) || fallbackTitle;
  const { doc, bytes } = createPdf({ size: [size.width * scale, size.height * scale], margin: 0, info: { Title: title } });
  placeSvg(doc, svg, { x: 0, y: 0, width: size.width * scale, height: size.height * scale });
  doc.end();
  return bytes;
}
