/** The mockup scenes as PNGs for the kit: the engine's scene SVGs rendered by resvg with the system's faces loaded. */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import { MOCKUP_PNG_SIZE, MOCKUP_SCENES, type MockupModel, mockupModelOf, mockupSvg } from '../../mockups';
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

/** Every scene as a PNG (the wide frame, MOCKUP_PNG_SIZE), by scene id; renders run on the thread pool at once. */
export async function renderMockupPngs(design: BrandDesign, model: MockupModel = mockupModelOf(design)): Promise<Map<string, Uint8Array>> {
  const fontFiles = sceneFontFiles(design, `${model.brandName} ${model.line} ${model.industry}`);
  const rendered = await Promise.all(
    MOCKUP_SCENES.map(async (scene) => {
      const image = await renderAsync(mockupSvg(scene, model), {
        fitTo: { mode: 'width', value: MOCKUP_PNG_SIZE.width },
        font: { loadSystemFonts: false, fontFiles, defaultFontFamily: 'Inter' },
      });
      return [scene.id, new Uint8Array(image.asPng())] as const;
    }),
  );
  return new Map(rendered);
}
