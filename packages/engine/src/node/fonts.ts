/**
 * Loads the bundled @fontsource families as a FontSource, with weight snapping. Each family's subset files (latin,
 * latin-ext, greek, cyrillic, arabic, CJK slices…) are read only when a character in their unicode-range is set.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import opentype from 'opentype.js';
import ENGINE_MANIFEST from '../../package.json' with { type: 'json' };
import { createOpentypeFont, type FontSubset } from '../type/opentype-font';
import type { FontHandle, FontSource, FontStyle } from '../type/types';
import { createHarfbuzzShaper } from './shaper';
import { parseUnicodeRange } from './unicode-range';

export { parseUnicodeRange } from './unicode-range';

interface FontsourceMetadata {
  id: string;
  family: string;
  subsets: string[];
  weights: number[];
  styles: string[];
}

interface BundledFamily {
  dir: string;
  metadata: FontsourceMetadata;
  /** Subset name → code point ranges, from the package's unicode.json (read on first use). */
  ranges: () => Map<string, Array<[number, number]>>;
  /** The names in the package's files folder (read on first use). */
  files: () => ReadonlySet<string>;
}

const require = createRequire(import.meta.url);
// Latin first (its metrics are the font's), then latin-ext for accented Latin (Ő, Ł, Ș…), then the rest.
const FIRST_SUBSETS = ['latin', 'latin-ext'];
/**
 * Families tried, in order, for characters a display face lacks: broad Latin/Greek/Cyrillic sans faces, then the
 * Noto families for Arabic, Hebrew, Devanagari and CJK (Simplified Chinese, then Japanese for kana, then Korean for Hangul).
 */
const FALLBACK_FAMILIES = [
  'Inter',
  'Open Sans',
  'Noto Sans',
  'Noto Sans Arabic',
  'Noto Sans Hebrew',
  'Noto Sans Devanagari',
  'Noto Sans SC',
  'Noto Sans JP',
  'Noto Sans KR',
];

function readRanges(dir: string): Map<string, Array<[number, number]>> {
  const json = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
  // Numbered CJK slices are keyed "[12]" and named "12" in file names.
  return new Map(Object.entries(json).map(([key, list]) => [key.replace(/^\[(\d+)\]$/, '$1'), parseUnicodeRange(list)]));
}

function orderSubsets(names: Iterable<string>): string[] {
  const all = [...names];
  return [...FIRST_SUBSETS.filter((name) => all.includes(name)), ...all.filter((name) => !FIRST_SUBSETS.includes(name))];
}

/** The @fontsource packages the engine depends on (its manifest is imported, so a bundle carries the list). */
function listBundledPackages(): string[] {
  return Object.keys(ENGINE_MANIFEST.dependencies ?? {}).filter((name) => name.startsWith('@fontsource/'));
}

function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

function readFamily(pkg: string): BundledFamily {
  const dir = dirname(require.resolve(`${pkg}/LICENSE`));
  const metadata = JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8')) as FontsourceMetadata;
  return { dir, metadata, ranges: once(() => readRanges(dir)), files: once(() => new Set(readdirSync(join(dir, 'files')))) };
}

/**
 * Finds a bundled family by family name (any case) or package name. A package is read when first asked for: the
 * one the name spells ("Noto Sans SC" → @fontsource/noto-sans-sc) first, every package only for a name that
 * spells none.
 */
function familyFinder(): (family: string) => BundledFamily | undefined {
  const packages = new Set(listBundledPackages());
  const read = new Set<string>();
  const families = new Map<string, BundledFamily>();
  const readPackage = (pkg: string) => {
    if (read.has(pkg) || !packages.has(pkg)) return;
    read.add(pkg);
    const entry = readFamily(pkg);
    families.set(entry.metadata.family.toLowerCase(), entry);
    families.set(pkg, entry);
  };
  const known = (family: string) => families.get(family.toLowerCase()) ?? families.get(family);
  return (family) => {
    const lower = family.toLowerCase();
    for (const pkg of [family, lower, `@fontsource/${lower.trim().replace(/\s+/g, '-')}`]) readPackage(pkg);
    const found = known(family);
    if (found || read.size === packages.size) return found;
    for (const pkg of packages) readPackage(pkg);
    return known(family);
  };
}

/** Nearest shipped weight; on a tie the heavier one, which keeps wordmarks legible. */
export function snapWeight(weight: number, shipped: readonly number[]): number {
  let best = shipped[0] ?? 400;
  for (const candidate of shipped) {
    const gap = Math.abs(candidate - weight);
    const bestGap = Math.abs(best - weight);
    if (gap < bestGap || (gap === bestGap && candidate > best)) best = candidate;
  }
  return best;
}

function toArrayBuffer(buffer: Buffer): ArrayBuffer {
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
}

export interface NodeFontSource extends FontSource {
  /** Metadata of a bundled family; throws for a family that is not bundled. */
  describe(family: string): { family: string; package: string; weights: number[]; styles: string[]; category?: string };
}

/** Creates a FontSource over the @fontsource packages the engine depends on; fonts are parsed once and cached. */
export function createNodeFontSource(): NodeFontSource {
  const find = familyFinder();
  const cache = new Map<string, FontHandle>();
  const lookup = (family: string): BundledFamily => {
    const entry = find(family);
    if (!entry) throw new Error(`Font family not bundled: ${family}`);
    return entry;
  };
  const source: NodeFontSource = {
    describe(family) {
      const { metadata } = lookup(family);
      return { family: metadata.family, package: `@fontsource/${metadata.id}`, weights: metadata.weights, styles: metadata.styles };
    },
    getFont(family, weight, style: FontStyle = 'normal') {
      const { dir, metadata } = lookup(family);
      const snapped = snapWeight(weight, metadata.weights);
      const realStyle: FontStyle = style === 'italic' && metadata.styles.includes('italic') ? 'italic' : 'normal';
      const key = `${metadata.id}|${snapped}|${realStyle}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const { ranges, files } = lookup(family);
      const rangeMap = ranges();
      const nameOf = (subset: string) => `${metadata.id}-${subset}-${snapped}-${realStyle}.woff`;
      const fileOf = (subset: string) => join(dir, 'files', nameOf(subset));
      const present = orderSubsets(rangeMap.keys()).filter((subset) => files().has(nameOf(subset)));
      const subsets = present.map((subset): FontSubset => {
        const ranges = rangeMap.get(subset) ?? [];
        const file = fileOf(subset);
        return {
          covers: (codePoint) => ranges.some(([from, to]) => codePoint >= from && codePoint <= to),
          load: () => opentype.parse(toArrayBuffer(readFileSync(file)), { lowMemory: true }),
          loadShaper: () => createHarfbuzzShaper(new Uint8Array(readFileSync(file))),
        };
      });
      const handle = createOpentypeFont({ family: metadata.family, weight: snapped, style: realStyle, subsets });
      cache.set(key, handle);
      return handle;
    },
    getFallbacks(weight) {
      return FALLBACK_FAMILIES.map((family) => source.getFont(family, weight));
    },
  };
  return source;
}
