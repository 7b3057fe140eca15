/**
 * The corpus checks, shared by bench/corpus/run.ts and test/corpus-sample.test.ts. Each check reads a finished
 * design (its SVGs, its QA report, its decision record) and answers pass / fail, or "n/a" when the data it needs
 * is not there, so a run never crashes on a design made without some part of the record.
 */

import { converter, formatHex, parse } from 'culori';
import { hueAtLightness } from '../../src/color/ensure-contrast';
import { contrastRatio } from '../../src/color/wcag-contrast';
import { designBrand, renderPixels } from '../../src/node';
import type { BrandDesign } from '../../src/types';
import type { CorpusBrief, RequestedColor } from './briefs';

export type Verdict = 'pass' | 'fail' | 'n/a';

export interface DesignAttempt {
  design?: BrandDesign;
  /** EngineError code (INVALID_BRIEF, QUALITY_FAILED, …) or the thrown error's name. */
  error?: string;
  message?: string;
  ms: number;
}

/** Designs one brief; an exception is returned as its code, never thrown. */
export function attemptDesign(entry: CorpusBrief, designerId: string, seed?: number): DesignAttempt {
  const start = performance.now();
  try {
    const design = designBrand(entry.brief, designerId, seed);
    return { design, ms: performance.now() - start };
  } catch (error) {
    const e = error as { code?: string; name?: string; message?: string };
    return { error: e.code ?? e.name ?? 'Error', message: e.message ?? String(error), ms: performance.now() - start };
  }
}

/** The name checks of the QA report (name-spelled and any geometric name check, e.g. name-intact). */
export function checkNameIntact(design: BrandDesign): { verdict: Verdict; ids: string[] } {
  const checks = design.quality.checks.filter((c) => /^name-/.test(c.id));
  if (checks.length === 0) return { verdict: 'n/a', ids: [] };
  return { verdict: checks.every((c) => c.passed) ? 'pass' : 'fail', ids: checks.map((c) => c.id) };
}

/** The icon ids drawn in the mark, from the decision record (undefined when the design has no record). */
function markIcons(design: BrandDesign): string[] | undefined {
  return design.decisions ? design.decisions.mark.icons : undefined;
}

/**
 * The mark's icon is from the brief's concept family. A mark with no icon is "lettering": a pass when the family
 * accepts lettering, otherwise n/a (a designer who sets letters only has not chosen a wrong object).
 */
export function checkConcept(design: BrandDesign, family: readonly string[]): Verdict | 'lettering' {
  const icons = markIcons(design);
  if (icons === undefined) return 'n/a';
  if (icons.length === 0) return 'lettering';
  return icons.some((icon) => family.includes(icon)) ? 'pass' : 'fail';
}

const toOklch = converter('oklch');
/** Below this OKLCH chroma a colour has no meaningful hue (greys, black, white, cream, lavender). */
const NEUTRAL_CHROMA = 0.045;
const HUE_TOLERANCE_DEG = 10;

/** Every fill and stroke colour painted in an SVG document, lowercased #rrggbb (svgo writes some as names: "navy"). */
export function svgColors(svg: string): string[] {
  const found = new Set<string>();
  for (const match of svg.matchAll(/(?:fill|stroke|stop-color)[=:]\s*"?(#[0-9a-fA-F]{3,8}|[a-zA-Z]+)\b/g)) {
    const hex = formatHex(parse(match[1] as string));
    if (hex) found.add(hex.toLowerCase());
  }
  // A shape with no fill of its own or from a group paints black (svgo drops fill="#000" as the default).
  const groups: boolean[] = [];
  for (const [tag] of svg.matchAll(/<\/?(?:g|path|rect|circle|ellipse|polygon)\b[^>]*>/g)) {
    if (tag.startsWith('</')) groups.pop();
    else if (tag.startsWith('<g') && !tag.endsWith('/>')) groups.push(/\bfill=/.test(tag) || groups.some(Boolean));
    else if (!tag.startsWith('<g') && !/\bfill=/.test(tag) && !groups.some(Boolean)) found.add('#000000');
  }
  return [...found];
}

function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/**
 * True when `color` keeps the request: the OKLCH hue (±10°) the requested colour keeps at that lightness (a darkened
 * yellow turns toward ochre, ensure-contrast.ts hueAtLightness), or for a neutral request, a neutral of similar lightness.
 */
function keepsRequest(request: RequestedColor, color: string): boolean {
  const want = toOklch(parse(request.hex));
  const got = toOklch(parse(color));
  if (!want || !got) return false;
  if ((want.c ?? 0) < NEUTRAL_CHROMA) return (got.c ?? 0) < NEUTRAL_CHROMA * 1.5 && Math.abs(got.l - want.l) <= 0.2;
  if ((got.c ?? 0) < 0.02) return false;
  return hueDistance(hueAtLightness(want.h, want.l, got.l) ?? 0, got.h ?? 0) <= HUE_TOLERANCE_DEG;
}

/**
 * Where each requested colour shows: in the primary logo's fills (hue kept), only in the palette (a one-colour-and-
 * black designer shows its lead colour in the logo and keeps the rest in the palette), or nowhere.
 */
export type HueVerdict = 'logo' | 'palette' | 'lost';

export function checkHues(design: BrandDesign, requests: readonly RequestedColor[]): Array<{ word: string; verdict: HueVerdict }> {
  const colors = svgColors(design.logos.primary);
  const palette = design.palette.colors.map((c) => c.hex);
  return requests.map((request) => ({
    word: request.word,
    verdict: colors.some((c) => keepsRequest(request, c)) ? 'logo' : palette.some((c) => keepsRequest(request, c)) ? 'palette' : 'lost',
  }));
}

function toHex(pixels: Uint8Array, i: number): string {
  return `#${[pixels[i], pixels[i + 1], pixels[i + 2]].map((v) => (v ?? 0).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Figure/ground contrast of the app icon on the light ground: in the central 70 % of the icon (rendered at 192 px),
 * the most common colour is the ground and the next most common (≥ 1.5 % of the area) the figure; WCAG ratio of the two.
 * 1 when no second colour exists (the figure is invisible).
 */
export function measureIconContrast(design: BrandDesign): number {
  // Large enough that a thin stroke (a script initial) keeps pixels of its own colour, not only anti-aliasing.
  const size = 192;
  const image = renderPixels(design.logos.icon, { size, background: 'light', light: design.palette.light });
  const counts = new Map<string, number>();
  const from = Math.floor(image.width * 0.15);
  const to = Math.ceil(image.width * 0.85);
  const rowsTo = Math.min(image.height, Math.ceil(image.height * 0.85));
  let total = 0;
  for (let y = Math.floor(image.height * 0.15); y < rowsTo; y++) {
    for (let x = from; x < to; x++) {
      const hex = toHex(image.pixels, (y * image.width + x) * 4);
      counts.set(hex, (counts.get(hex) ?? 0) + 1);
      total++;
    }
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  const ground = ranked[0]?.[0];
  const figure = ranked.find(([hex, n]) => hex !== ground && n >= total * 0.015)?.[0];
  return ground && figure ? contrastRatio(ground, figure) : 1;
}

/** The guardrail (famous-mark) check of the QA report; n/a when the report has none. */
export function checkGuardrail(design: BrandDesign): Verdict {
  const check = design.quality.checks.find((c) => c.id === 'guardrails');
  if (!check) return 'n/a';
  return check.passed ? 'pass' : 'fail';
}

/** Candidates the QA gate replaced because they matched a famous mark (read from the repairs). */
export function guardrailRepairs(design: BrandDesign): number {
  return design.quality.repairs.filter((r) => /guardrails:/.test(r)).length;
}

/** Two primary logos look different: other bytes, and other pixels at 200 px (≥ 0.5 % of the image changed). */
function primariesDiffer(a: string, b: string): boolean {
  if (a === b) return false;
  const ia = renderPixels(a, { size: 200, background: '#FFFFFF' });
  const ib = renderPixels(b, { size: 200, background: '#FFFFFF' });
  if (ia.width !== ib.width || ia.height !== ib.height) return true;
  let changed = 0;
  for (let i = 0; i < ia.pixels.length; i += 4) {
    const d =
      Math.abs((ia.pixels[i] ?? 0) - (ib.pixels[i] ?? 0)) +
      Math.abs((ia.pixels[i + 1] ?? 0) - (ib.pixels[i + 1] ?? 0)) +
      Math.abs((ia.pixels[i + 2] ?? 0) - (ib.pixels[i + 2] ?? 0));
    if (d > 48) changed++;
  }
  return changed >= (ia.pixels.length / 4) * 0.005;
}

/** Primary logos for seeds 1–4; the number of pairs that look alike (0 is full variety). */
export function countAlikeSeeds(
  entry: CorpusBrief,
  designerId: string,
  seeds: readonly number[] = [1, 2, 3, 4],
): { alike: number; errors: string[] } {
  const primaries: string[] = [];
  const errors: string[] = [];
  for (const seed of seeds) {
    const attempt = attemptDesign(entry, designerId, seed);
    if (attempt.design) primaries.push(attempt.design.logos.primary);
    else errors.push(attempt.error ?? 'Error');
  }
  let alike = 0;
  for (let i = 0; i < primaries.length; i++)
    for (let j = i + 1; j < primaries.length; j++) if (!primariesDiffer(primaries[i] as string, primaries[j] as string)) alike++;
  return { alike, errors };
}
