/** Loads the bundled @fontsource families (latin + latin-ext .woff) as a FontSource, with weight snapping. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import opentype from 'opentype.js';
import { createOpentypeFont } from '../type/opentype-font';
import type { FontHandle, FontSource, FontStyle } from '../type/types';

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
}

const require = createRequire(import.meta.url);
// Subsets loaded per font: latin first, latin-ext for accented Latin (Ő, Ł, Ș…).
const SUBSETS = ['latin', 'latin-ext'];
/** Broad-coverage families used for characters a display face lacks. */
export const FALLBACK_FAMILIES = ['Inter', 'Open Sans'];

function listBundledPackages(): string[] {
  const manifest = JSON.parse(readFileSync(join(dirname(require.resolve('../../package.json')), 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {}).filter((name) => name.startsWith('@fontsource/'));
}

function readFamilies(): Map<string, BundledFamily> {
  const families = new Map<string, BundledFamily>();
  for (const pkg of listBundledPackages()) {
    const dir = dirname(require.resolve(`${pkg}/LICENSE`));
    const metadata = JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8')) as FontsourceMetadata;
    const entry = { dir, metadata };
    families.set(metadata.family.toLowerCase(), entry);
    families.set(pkg, entry);
  }
  return families;
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

/** The shipped weights of a bundled family (family name or package name). */
export function listFamilyWeights(source: NodeFontSource, family: string): number[] {
  return source.describe(family).weights;
}

export interface NodeFontSource extends FontSource {
  /** Metadata of a bundled family; throws for a family that is not bundled. */
  describe(family: string): { family: string; package: string; weights: number[]; styles: string[]; category?: string };
}

/** Creates a FontSource over the @fontsource packages the engine depends on; fonts are parsed once and cached. */
export function createNodeFontSource(): NodeFontSource {
  const families = readFamilies();
  const cache = new Map<string, FontHandle>();
  const lookup = (family: string): BundledFamily => {
    const entry = families.get(family.toLowerCase()) ?? families.get(family);
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
      const subsets = SUBSETS.filter((subset) => metadata.subsets.includes(subset)).map((subset) =>
        opentype.parse(toArrayBuffer(readFileSync(join(dir, 'files', `${metadata.id}-${subset}-${snapped}-${realStyle}.woff`)))),
      );
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
