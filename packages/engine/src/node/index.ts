/** @logo-dna/engine/node: designBrand with bundled fonts, PNG rendering (resvg), svgo, and file sets. Node only. */
import { designBrandWith } from '../design';
import type { BrandDesign, Brief, DesignOptions, LockupKind, LogoSet } from '../types';
import { createNodeFontSource, type NodeFontSource } from './fonts';
import { optimizeSvg } from './optimize';
import { runRasterChecks } from './raster-checks';
import { DEFAULT_PNG_SIZE, renderPng } from './render-png';

export type { NodeFontSource } from './fonts';
export { createNodeFontSource, snapWeight } from './fonts';
export { optimizeSvg } from './optimize';
export { checkMonochromeSurvives, checkWordmarkLegibility, runRasterChecks } from './raster-checks';
export type { PngBackground, RasterImage, RenderPngOptions } from './render-png';
export { DEFAULT_PNG_SIZE, decodePng, renderPixels, renderPng } from './render-png';

let sharedFonts: NodeFontSource | undefined;

/** The process-wide font source (fonts are parsed once, on first use). */
export function getFontSource(): NodeFontSource {
  sharedFonts ??= createNodeFontSource();
  return sharedFonts;
}

function optimizeLogos(logos: LogoSet): LogoSet {
  return Object.fromEntries(Object.entries(logos).map(([kind, svg]) => [kind, optimizeSvg(svg)])) as LogoSet;
}

/**
 * The whole logo system for a brief in one designer's hand, with fonts from the bundled @fontsource packages.
 * `seed` defaults to seedFor(brandName, designerId, variant). Throws EngineError (DESIGNER_NOT_FOUND,
 * INVALID_BRIEF) for bad input. Every returned design passed its quality checks, rasterised ones included.
 */
export function designBrand(brief: Brief, designerId: string, seed?: number, options: DesignOptions = {}): BrandDesign {
  const design = checkedDesign(brief, designerId, seed, options);
  return { ...design, logos: optimizeLogos(design.logos) };
}

/**
 * The primary logo of designBrand(brief, designerId, seed, options), byte for byte, without optimising the other
 * lockups: the same checked (and, where needed, repaired) design, for thumbnails of many directions at once.
 */
export function designPrimaryLogo(brief: Brief, designerId: string, seed?: number, options: DesignOptions = {}): string {
  return designPrimaryPreview(brief, designerId, seed, options).svg;
}

/** A direction's thumbnail: the primary logo and the light ground it is drawn for, which a surface paints behind it. */
export interface PrimaryPreview {
  svg: string;
  /** The palette's light ground (hex): the primary is drawn for it, so it reads on it in a light or a dark page. */
  ground: string;
}

/** designPrimaryLogo with its ground (the design's palette.light). */
export function designPrimaryPreview(brief: Brief, designerId: string, seed?: number, options: DesignOptions = {}): PrimaryPreview {
  const design = checkedDesign(brief, designerId, seed, options);
  return { svg: optimizeSvg(design.logos.primary), ground: design.palette.light };
}

/** The design before svgo, after every check a Node host runs (the core ones and the rasterised ones). */
function checkedDesign(brief: Brief, designerId: string, seed: number | undefined, options: DesignOptions): BrandDesign {
  return designBrandWith({
    brief,
    designerId,
    seed,
    variant: options.variant,
    ...(options.edits ? { edits: options.edits } : {}),
    fonts: getFontSource(),
    extraChecks: runRasterChecks,
  });
}

export interface SystemFile {
  /** File name, e.g. "primary.svg", "primary-dark.png". */
  name: string;
  kind: LockupKind;
  mime: 'image/svg+xml' | 'image/png';
  data: Uint8Array;
}

export interface DesignSystemFilesOptions {
  /** PNG width; default 1024. */
  size?: number;
}

/**
 * SVG and PNG files of every lockup: each SVG, a transparent PNG, and light/dark PNGs of the primary logo
 * (the icon carries its own ground).
 */
export function designSystemFiles(design: BrandDesign, options: DesignSystemFilesOptions = {}): SystemFile[] {
  const size = options.size ?? DEFAULT_PNG_SIZE;
  const grounds = { light: design.palette.light, dark: design.palette.dark };
  const files: SystemFile[] = [];
  for (const [kind, svg] of Object.entries(design.logos) as Array<[LockupKind, string]>) {
    files.push({ name: `${kind}.svg`, kind, mime: 'image/svg+xml', data: new TextEncoder().encode(svg) });
    files.push({ name: `${kind}.png`, kind, mime: 'image/png', data: renderPng(svg, { size }) });
    if (kind === 'primary') {
      files.push({ name: 'primary-light.png', kind, mime: 'image/png', data: renderPng(svg, { size, background: 'light', ...grounds }) });
      files.push({ name: 'primary-dark.png', kind, mime: 'image/png', data: renderPng(design.logos.reversed, { size, ...grounds }) });
    }
  }
  return files;
}
export type { ContactSheetCell, ContactSheetOptions } from './contact-sheet';
export { buildContactSheetSvg, nestSvg, renderContactSheet } from './contact-sheet';
