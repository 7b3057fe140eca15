/** The mockup scenes as PNGs for the kit: the engine's scene SVGs rendered by resvg with the system's faces loaded. */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import { MOCKUP_PNG_SIZE, type MockupModel, mockupModelOf, mockupScenesFor, mockupSvg } from '../../mockups';
import type { BrandDesign } from '../../types';
import { packageInfo, subsetsForText, woffToSfnt } from './font-files';

/** The interface face the scenes set screens in (a phone's labels, a browser's tab). */
const UI_PACKAGE = '@fontsource/inter';
const SCENE_WEIGHTS = [400, 600, 700];
const FONT_CACHE = join(tmpdir(), 'logo-dna-scene-fonts');

/**
 * TrueType files of the faces a scene sets words in (the display and support faces and the interface face, in the
 * weights the scenes use and the subsets the brand's words need), converted once and kept in a cache folder:
 * resvg loads fonts from files.
 */
export function sceneFontFiles(design: BrandDesign, words: string): string[] {
  const packages = [...new Set([design.typography.display.package, design.typography.support.package, UI_PACKAGE])];
  mkdirSync(FONT_CACHE, { recursive: true });
  const files: string[] = [];
  for (const pkg of packages) {
    const info = packageInfo(pkg);
    const weights = SCENE_WEIGHTS.filter((weight) => info.weights.includes(weight));
    for (const weight of weights.length ? weights : [info.weights[0] ?? 400]) {
      for (const subset of ['latin', 'latin-ext', ...subsetsForText(info, words)]) {
        const source = join(info.dir, 'files', `${info.id}-${subset}-${weight}-normal.woff`);
        if (!existsSync(source)) continue;
        const target = join(FONT_CACHE, `${info.id}-${subset}-${weight}-normal.ttf`);
        if (!existsSync(target)) {
          // Written aside and renamed: two kits building at once never read a half-written file.
          const partial = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}`;
          writeFileSync(partial, woffToSfnt(readFileSync(source)));
          renameSync(partial, target);
        }
        files.push(target);
      }
    }
  }
  return files;
}

/**
 * The scene with each embedded lockup (an <image> of an SVG data: URL) written in as a nested <svg>: resvg then draws
 * its paths straight into the scene instead of rendering each lockup as an image first, several times faster. The
 * lockup's ids (if any) are prefixed so that two copies in a scene never share one.
 */
export function inlineLockups(svg: string): string {
  let count = 0;
  return svg.replace(/<image\b([^>]*?)\/>/g, (whole, attrs: string) => {
    const href = /\bhref="data:image\/svg\+xml;base64,([^"]+)"/.exec(attrs)?.[1];
    if (!href) return whole;
    const lockup = Buffer.from(href, 'base64').toString('utf8');
    const open = /<svg\b[^>]*>/.exec(lockup)?.[0];
    const viewBox = open && /viewBox="([^"]+)"/.exec(open)?.[1];
    if (!open || !viewBox) return whole;
    const prefix = `l${count++}-`;
    const body = lockup
      .slice(lockup.indexOf(open) + open.length, lockup.lastIndexOf('</svg>'))
      .replace(/<title>[\s\S]*?<\/title>/, '')
      .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
      .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
      .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
    const keep = ['x', 'y', 'width', 'height', 'preserveAspectRatio']
      .map((name) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => match[0])
      .join(' ');
    return `<svg ${keep} viewBox="${viewBox}">${body}</svg>`;
  });
}

/**
 * The design's scenes (those its trade gets, as the page shows them) as PNGs (the wide frame, MOCKUP_PNG_SIZE), by
 * scene id; renders run on the thread pool at once.
 */
export async function renderMockupPngs(design: BrandDesign, model: MockupModel = mockupModelOf(design)): Promise<Map<string, Uint8Array>> {
  const fontFiles = sceneFontFiles(
    design,
    `${model.brandName} ${model.line} ${model.industry} ${Object.values(model.contact ?? {}).join(' ')}`,
  );
  const rendered = await Promise.all(
    mockupScenesFor(model).map(async (scene) => {
      const image = await renderAsync(inlineLockups(mockupSvg(scene, model)), {
        fitTo: { mode: 'width', value: MOCKUP_PNG_SIZE.width },
        font: { loadSystemFonts: false, fontFiles, defaultFontFamily: 'Inter' },
      });
      return [scene.id, new Uint8Array(image.asPng())] as const;
    }),
  );
  return new Map(rendered);
}
