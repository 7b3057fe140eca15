/** The one SVG markup builder: every document the engine emits is built from these nodes. */
import { formatNumber } from './numbers';

type AttrValue = string | number | undefined;

export interface SvgNode {
  tag: string;
  attrs: Record<string, AttrValue>;
  children: SvgNode[];
  /** Escaped character data (only for <title>). */
  text?: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeAttr(value: string): string {
  return value.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);
}

/** Builds a node; undefined attributes are left out, numbers are written compactly. */
function svgElement(tag: string, attrs: Record<string, AttrValue> = {}, children: SvgNode[] = []): SvgNode {
  return { tag, attrs, children };
}

/** A filled path; empty path data yields no node so documents never carry empty paths. */
export function svgPath(d: string, fill: string, fillRule?: 'nonzero' | 'evenodd'): SvgNode[] {
  if (d.trim() === '') return [];
  return [svgElement('path', { d, fill, 'fill-rule': fillRule === 'evenodd' ? 'evenodd' : undefined })];
}

/** A group translated by (x, y) and scaled uniformly; identity parts are omitted. */
export function svgGroup(children: SvgNode[], x: number, y: number, scale = 1): SvgNode {
  const parts: string[] = [];
  if (x !== 0 || y !== 0) parts.push(`translate(${formatNumber(x, 3)} ${formatNumber(y, 3)})`);
  if (scale !== 1) parts.push(`scale(${formatNumber(scale, 5)})`);
  return svgElement('g', { transform: parts.length > 0 ? parts.join(' ') : undefined }, children);
}

export function svgRect(x: number, y: number, width: number, height: number, fill: string): SvgNode {
  return svgElement('rect', { x, y, width, height, fill });
}

function renderAttrs(attrs: Record<string, AttrValue>): string {
  let out = '';
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    out += ` ${name}="${typeof value === 'number' ? formatNumber(value) : escapeAttr(value)}"`;
  }
  return out;
}

/** Serialises a node tree without whitespace. */
export function renderSvgNode(node: SvgNode): string {
  const attrs = renderAttrs(node.attrs);
  if (node.text !== undefined) return `<${node.tag}${attrs}>${escapeAttr(node.text)}</${node.tag}>`;
  if (node.children.length === 0) return `<${node.tag}${attrs}/>`;
  return `<${node.tag}${attrs}>${node.children.map(renderSvgNode).join('')}</${node.tag}>`;
}

export interface SvgDocumentOptions {
  width: number;
  height: number;
  /** Accessible name written as <title>. */
  title?: string;
}

/** A standalone SVG document with a viewBox at the origin and no external references. */
export function renderSvgDocument(children: SvgNode[], options: SvgDocumentOptions): string {
  const { width, height } = options;
  const title = options.title ? [{ ...svgElement('title'), text: options.title }] : [];
  const root = svgElement('svg', { xmlns: 'http://www.w3.org/2000/svg', viewBox: `0 0 ${formatNumber(width)} ${formatNumber(height)}` }, [
    ...title,
    ...children,
  ]);
  return renderSvgNode(root);
}

/** The distinct fill colours a document paints, as lower-case hex, in order of first use. */
export function fillColours(svg: string): string[] {
  return [...new Set([...svg.matchAll(/fill="(#[0-9a-fA-F]{3,8})"/g)].map((m) => (m[1] as string).toLowerCase()))];
}
