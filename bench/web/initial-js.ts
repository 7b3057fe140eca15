/** The initial JavaScript of the built page: every script and module preload index.html loads before first render. */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const DIST = join(ROOT, 'apps', 'web', 'dist');
/** The budget for the initial JavaScript. */
export const INITIAL_JS_BUDGET_KB = 170;

/** Scripts and module preloads referenced by index.html: the JavaScript fetched before first render. */
export function listInitialScripts(html: string): string[] {
  const sources = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ];
  return [...new Set(sources.map((match) => match[1]!))];
}

export interface InitialJs {
  files: Array<{ file: string; raw: number; gzip: number }>;
  gzipKb: number;
}

/** Raw and gzip (level 9) sizes of the initial scripts of apps/web/dist. */
export function measureInitialJs(): InitialJs {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const files = listInitialScripts(html).map((src) => {
    const bytes = readFileSync(join(DIST, src.replace(/^\//, '')));
    return { file: src, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return { files, gzipKb: files.reduce((sum, file) => sum + file.gzip, 0) / 1024 };
}

/** Prints the table and the verdict; false when over the budget. */
export function reportInitialJs(weight: InitialJs): boolean {
  console.log('Initial JavaScript (index.html scripts and module preloads):');
  for (const file of weight.files)
    console.log(
      `  ${file.file.padEnd(36)} ${(file.raw / 1024).toFixed(1).padStart(7)} KB raw  ${(file.gzip / 1024).toFixed(1).padStart(6)} KB gzip`,
    );
  const within = weight.gzipKb <= INITIAL_JS_BUDGET_KB;
  console.log(`  total ${weight.gzipKb.toFixed(1)} KB gzip (${within ? 'within' : 'OVER'} the ${INITIAL_JS_BUDGET_KB} KB budget)\n`);
  return within;
}
