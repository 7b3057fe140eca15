/** Checks on the lockups as drawn: the primary carries the name, the lockups differ, the app icon reads at 16–32 px. */

import { contrastRatio } from '../color/wcag-contrast';
import { type AppIconMaster, ICON_MAX_CHARS, ICON_MIN_CONTRAST, ICON_SAFE_INSET, ICON_TILE, planAppIcon } from '../lockups/app-icon';
import { carriesFigures, findFramingShapes, findShapesUnder } from '../lockups/icon-layers';
import type { LockupMaster } from '../lockups/types';
import { flattenPath } from '../path/flatten';
import { measurePathBounds } from '../svg/bounds';
import type { TextBox } from '../type/types';
import type { LogoSet, QualityCheck } from '../types';

export type LockupCheckMaster = AppIconMaster & Pick<LockupMaster, 'wordmark' | 'stackedLines' | 'layers'>;

interface IconShape {
  d: string;
  fill: string;
  fillRule: 'nonzero' | 'evenodd';
  box: TextBox;
}

/** The icon's ground and its painted shapes in tile units, bottom to top (icons are one rect and one group). */
export function readIconShapes(svg: string): { ground: string; shapes: IconShape[] } {
  const ground = /<rect[^>]*fill="([^"]+)"/.exec(svg)?.[1] ?? '#FFFFFF';
  const shapes: IconShape[] = [];
  for (const group of svg.matchAll(/<g(?: transform="([^"]*)")?>([\s\S]*?)<\/g>/g)) {
    const transform = group[1] ?? '';
    const [tx, ty] = (/translate\(([-\d.e]+) ([-\d.e]+)\)/.exec(transform)?.slice(1) ?? ['0', '0']).map(Number) as [number, number];
    const scale = Number(/scale\(([-\d.e]+)\)/.exec(transform)?.[1] ?? 1);
    for (const path of (group[2] ?? '').matchAll(/<path\b([^>]*)\/>/g)) {
      const attrs = path[1] ?? '';
      const d = /\bd="([^"]*)"/.exec(attrs)?.[1] ?? '';
      const fill = /\bfill="([^"]*)"/.exec(attrs)?.[1] ?? '#000000';
      const fillRule: IconShape['fillRule'] = /fill-rule="evenodd"/.test(attrs) ? 'evenodd' : 'nonzero';
      const b = measurePathBounds(d);
      if (!b) continue;
      shapes.push({
        d,
        fill,
        fillRule,
        box: { minX: tx + b.minX * scale, minY: ty + b.minY * scale, maxX: tx + b.maxX * scale, maxY: ty + b.maxY * scale },
      });
    }
  }
  return { ground, shapes };
}

/**
 * Lowest figure/ground contrast of the icon: each shape against what it is painted on (the nearest earlier shape
 * filling under it, else the tile). A container of its ground's own colour carrying figures is the ground itself.
 */
export function measureIconContrast(svg: string): number {
  const { ground, shapes } = readIconShapes(svg);
  const under = findShapesUnder(shapes);
  const frames = findFramingShapes(shapes);
  let lowest = Number.POSITIVE_INFINITY;
  shapes.forEach((shape, index) => {
    // A figure seen through a later shape's hole (a cut-out over its underprint) is judged against that shape.
    const frame = shapes[frames[index] ?? -1];
    if (frame) {
      lowest = Math.min(lowest, contrastRatio(shape.fill, frame.fill));
      return;
    }
    const below = under[index] ?? -1;
    const base = below >= 0 ? (shapes[below]?.fill ?? ground) : ground;
    if (carriesFigures(under, index) && shape.fill.toLowerCase() === base.toLowerCase()) return;
    lowest = Math.min(lowest, contrastRatio(shape.fill, base));
  });
  return shapes.length === 0 ? 0 : lowest;
}

function check(id: string, passed: boolean, detail: string): QualityCheck {
  return { id, passed, detail };
}

// One pixel of a 16 px favicon in tile units; a bar thinner than STRIPE_MIN_PX of it greys out.
const FAVICON_PX = ICON_TILE / 16;
const STRIPE_MIN_PX = 0.75;
const MAX_THIN_BARS = 3;

/** Separate bars (subpaths) of the icon thinner than 0.75 px at 16 px and at least three times as long as thick. */
export function countThinBars(svg: string): number {
  const scales = [...svg.matchAll(/<g(?: transform="([^"]*)")?>([\s\S]*?)<\/g>/g)].map((g) => ({
    scale: Number(/scale\(([-\d.e]+)\)/.exec(g[1] ?? '')?.[1] ?? 1),
    paths: [...(g[2] ?? '').matchAll(/\bd="([^"]*)"/g)].map((m) => m[1] ?? ''),
  }));
  let thin = 0;
  for (const { scale, paths } of scales) {
    for (const d of paths) {
      for (const ring of flattenPath(d, 6)) {
        const xs = ring.map((p) => p.x);
        const ys = ring.map((p) => p.y);
        const w = (Math.max(...xs) - Math.min(...xs)) * scale;
        const h = (Math.max(...ys) - Math.min(...ys)) * scale;
        const short = Math.min(w, h);
        if (short < STRIPE_MIN_PX * FAVICON_PX && Math.max(w, h) >= 3 * short) thin++;
      }
    }
  }
  return thin;
}

/** The app icon: figure/ground ≥ 3:1, the figure inside the safe area, at most two characters, no hairline stripes. */
export function checkAppIcon(icon: string, master: AppIconMaster): QualityCheck {
  const contrast = measureIconContrast(icon);
  const { shapes } = readIconShapes(icon);
  const lo = (ICON_SAFE_INSET - 0.02) * ICON_TILE;
  const hi = ICON_TILE - lo;
  const outside = shapes.filter((s) => s.box.minX < lo || s.box.minY < lo || s.box.maxX > hi || s.box.maxY > hi).length;
  const chars = planAppIcon(master).chars;
  const bars = countThinBars(icon);
  const problems = [
    bars > MAX_THIN_BARS ? `${bars} bars thinner than ${STRIPE_MIN_PX} px at 16 px (they grey out)` : '',
    contrast + 1e-9 < ICON_MIN_CONTRAST ? `figure/ground contrast ${contrast.toFixed(2)} < ${ICON_MIN_CONTRAST}` : '',
    outside > 0 ? `${outside} shapes outside the safe area (clipped by a rounded mask)` : '',
    chars > ICON_MAX_CHARS ? `${chars} characters (at most ${ICON_MAX_CHARS} read at 16 px)` : '',
  ].filter(Boolean);
  return check(
    'app-icon-legible',
    problems.length === 0,
    problems.length === 0 ? `figure/ground ${contrast.toFixed(2)}:1, inside the safe area, ${chars} characters` : problems.join('; '),
  );
}

const body = (svg: string) => svg.replace(/<title>[^<]*<\/title>/, '');

/** The primary carries the whole name (the wordmark's outlines, or a mark that spells it); the lockups differ. */
export function checkLockupSystem(logos: LogoSet, master: LockupCheckMaster & { nameInMark: boolean }): QualityCheck {
  // A name too long for one line is set over the stacked lines, whether or not the mark spells it.
  const onLines = master.stackedLines.length > 1 && master.stackedLines.every((line) => logos.primary.includes(line.d));
  // A mark that spells the name is the design (a rebus, a hidden figure): plain lines of type in its place would
  // show a different logo from the one the record and the strategy describe.
  const markDrawn = master.layers.every((l) => logos.primary.includes(l.d));
  const nameDrawn = master.nameInMark ? markDrawn : onLines || logos.primary.includes(master.wordmark.d);
  const [p, h, s] = [body(logos.primary), body(logos.horizontal), body(logos.stacked)];
  // The primary is one of the DNA's arrangements, so it may equal one of them; the two named ones must differ.
  const distinct = h !== s && (p !== h || p !== s);
  const problems = [
    nameDrawn
      ? ''
      : master.nameInMark && onLines
        ? 'the primary sets the name in plain lines instead of the mark that spells it'
        : 'the primary logo does not carry the whole name',
    distinct ? '' : 'horizontal and stacked lockups are the same image',
  ].filter(Boolean);
  return check(
    'lockup-system',
    problems.length === 0,
    problems.length === 0 ? 'primary carries the name; horizontal and stacked differ' : problems.join('; '),
  );
}
