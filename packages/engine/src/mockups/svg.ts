/** Pieces the mockup scenes share: SVG markup, frames, ids, lockup and image slots, a soft shadow, font stacks. */
import type { MockupModel } from './model';

export interface Frame {
  width: number;
  height: number;
}

/**
 * A scene is a close-up composed on a 480 × 360 stage. A narrow figure shows just the stage (a 390 px window makes
 * it about 316 px wide, 0.66 px a unit); a wide one steps back to show the stage with more of its surroundings,
 * at about the same scale (two figures side by side at 1440 px are about 510 px wide, 0.8 px a unit). The PNG a
 * scene is downloaded as, and the kit's, is the wide frame.
 */
export const STAGE: Frame = { width: 480, height: 360 };
export const WIDE_FRAME: Frame = { width: 640, height: 400 };
/** Figure width (CSS px) from which the wide frame is used: its smallest text is then as large as the stage's at 316 px. */
export const WIDE_FROM_PX = 424;

/** The smallest text a scene sets, in SVG units: 11 px and more in either frame. */
export const MIN_TEXT_SIZE = 17;

export function frameFor(figureWidth: number): Frame {
  return figureWidth >= WIDE_FROM_PX ? WIDE_FRAME : STAGE;
}

/** Where the stage sits in a frame: centred across, and `down` (0 top … 1 bottom) of the height left over. */
function stageOffset(frame: Frame, down = 0.5): { x: number; y: number } {
  return { x: (frame.width - STAGE.width) / 2, y: (frame.height - STAGE.height) * down };
}

/** What a scene draws with: the model, its frame, and a prefix that keeps its ids apart from other scenes on a page. */
export interface SceneContext {
  model: MockupModel;
  frame: Frame;
  /** A document-unique id for `name`. */
  id(name: string): string;
}

type AttrValue = string | number | undefined | null | false;

/** SVG attribute names kept as written; every other camelCase name is written in kebab case (fontSize → font-size). */
const KEEP = new Set(['viewBox', 'preserveAspectRatio', 'stdDeviation', 'gradientUnits', 'patternUnits', 'clipPathUnits']);

function attrName(name: string): string {
  return KEEP.has(name) ? name : name.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`);
}

/** Text and attribute values escaped for XML. */
export function esc(text: string | number): string {
  return String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);
}

const num = (value: number) => (Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100));

/** An element: attributes (undefined, null and false left out) and children already written as markup. */
export function h(tag: string, attrs: Record<string, AttrValue> = {}, ...children: string[]): string {
  const written = Object.entries(attrs)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([name, value]) => ` ${attrName(name)}="${esc(typeof value === 'number' ? num(value) : (value as string))}"`)
    .join('');
  return children.length ? `<${tag}${written}>${children.join('')}</${tag}>` : `<${tag}${written}/>`;
}

/** A text element: its words escaped. */
export function text(attrs: Record<string, AttrValue>, words: string): string {
  return h('text', attrs, esc(words));
}

/** The scene's stage, placed in its frame (the scene draws its backdrop over the whole frame first). */
export function stage(frame: Frame, children: string[], down?: number): string {
  const { x, y } = stageOffset(frame, down);
  return h('g', { transform: `translate(${num(x)} ${num(y)})` }, ...children);
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A lockup file fitted inside a box, centred, never cropped (the whole logo, at its own proportions). */
export function lockup(href: string, box: Box, align = 'xMidYMid'): string {
  if (!href) return '';
  return h('image', { href, x: box.x, y: box.y, width: box.width, height: box.height, preserveAspectRatio: `${align} meet` });
}

export interface ImageSlotOptions {
  /** The file (the app icon); '' draws `fallback` instead, or nothing without one. */
  href: string;
  x: number;
  y: number;
  size: number;
  /** Corner radius; half the size or more makes a circle (an avatar). */
  radius: number;
  /** The colour the slot keeps when the system has no such file. */
  fallback?: string;
}

/**
 * A square file filling a rounded tile or a circle, cropped to that shape, as a home screen, a window sticker or an
 * avatar shows an app icon; a plain tile of the fallback colour when the file is missing.
 */
export function imageSlot(ctx: SceneContext, { href, x, y, size, radius, fallback }: ImageSlotOptions): string {
  const round = radius * 2 >= size;
  const shape = (fill?: string) =>
    round
      ? h('circle', { cx: x + size / 2, cy: y + size / 2, r: size / 2, fill })
      : h('rect', { x, y, width: size, height: size, rx: radius, fill });
  if (!href) return fallback ? shape(fallback) : '';
  const clip = ctx.id(`slot-${Math.round(x)}-${Math.round(y)}`);
  return (
    h('clipPath', { id: clip }, shape()) +
    h('g', { clipPath: `url(#${clip})` }, h('image', { href, x, y, width: size, height: size, preserveAspectRatio: 'xMidYMid slice' }))
  );
}

/**
 * A soft shadow under a rounded box, drawn as stacked translucent layers instead of a blur filter: it looks the same
 * at mockup scale and renders in a fraction of the time (a blur over a whole frame is the slowest thing resvg does).
 */
export function shadowRect(box: Box, { rx = 0, blur = 8, dy = 6, opacity = 0.22 } = {}): string {
  const layers = 6;
  const step = blur / layers;
  return Array.from({ length: layers }, (_, index) => {
    const grow = (index + 1) * step - blur / 2;
    return h('rect', {
      x: box.x - grow,
      y: box.y + dy - grow,
      width: box.width + 2 * grow,
      height: box.height + 2 * grow,
      rx: Math.max(0, rx + grow),
      fill: '#0f172a',
      fillOpacity: Math.round((opacity / layers) * 1000) / 1000,
    });
  }).join('');
}

/** A glow around a rounded box: stacked layers of `color`, faint at the edge and stronger near the box. */
export function glowRect(box: Box, color: string, { rx = 0, reach = 24, opacity = 0.5 } = {}): string {
  const layers = 16;
  return Array.from({ length: layers }, (_, index) => {
    const grow = reach * (1 - index / layers);
    return h('rect', {
      x: box.x - grow,
      y: box.y - grow,
      width: box.width + 2 * grow,
      height: box.height + 2 * grow,
      rx: rx + grow,
      fill: color,
      fillOpacity: Math.round((opacity / layers) * 1000) / 1000,
    });
  }).join('');
}

/** The font stack of a system face inside an SVG (single quotes: it sits in a double-quoted attribute). */
export function fontStack(family: string): string {
  return family ? `'${family}', Inter, sans-serif` : 'Inter, sans-serif';
}

/** The interface face of screens in the scenes (a phone, a browser, a mail client). */
export const UI_FONT = 'Inter, sans-serif';

/** A vertical linear gradient of two or more stops. */
export function gradient(id: string, stops: Array<[number, string]>, direction: [number, number, number, number] = [0, 0, 0, 1]): string {
  const [x1, y1, x2, y2] = direction;
  return h('linearGradient', { id, x1, y1, x2, y2 }, ...stops.map(([offset, color]) => h('stop', { offset, stopColor: color })));
}
