/** logo-dna generate: one designer (or all 20) for a brief, written to a folder as SVG, PNG, JSON (system.json: the decision record) and Markdown. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { BrandDesign, Brief, OmittedCharacter } from '@logo-dna/engine';
import { DESIGNER_IDS } from '@logo-dna/engine/presets';
import { UsageError } from './usage-error';

export { UsageError } from './usage-error';

const OPTIONS = {
  name: { type: 'string' },
  industry: { type: 'string' },
  'one-liner': { type: 'string' },
  tagline: { type: 'string' },
  colors: { type: 'string' },
  competitors: { type: 'string' },
  designer: { type: 'string' },
  seed: { type: 'string' },
  variant: { type: 'string' },
  out: { type: 'string' },
  zip: { type: 'boolean' },
} as const;

function requireOption(values: Record<string, string | boolean | undefined>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value;
}

function parseInteger(value: string | undefined, name: string, min: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value.trim()) || Number(value) < min || Number(value) > 0xffffffff)
    throw new UsageError(`--${name} must be a whole number ≥ ${min}`);
  return Number(value);
}

export interface GenerateRequest {
  brief: Brief;
  designers: readonly string[];
  seed?: number;
  variant: number;
  out: string;
  /** Also write `{brandName}-brand-kit.zip` (the same file the web app's Export button downloads). */
  zip: boolean;
}

/** Parses and validates the generate arguments (throws UsageError / parseArgs errors). */
export function parseGenerateArgs(argv: readonly string[]): GenerateRequest {
  const { values } = parseArgs({ args: [...argv], options: OPTIONS, strict: true, allowPositionals: false });
  const designer = requireOption(values, 'designer');
  if (designer !== 'all' && !(DESIGNER_IDS as readonly string[]).includes(designer))
    throw new UsageError(`Designer not found: ${designer}`);
  const brief: Brief = {
    brandName: requireOption(values, 'name'),
    industry: requireOption(values, 'industry'),
    oneLiner: requireOption(values, 'one-liner'),
    ...(values.tagline ? { tagline: values.tagline } : {}),
    ...(values.colors ? { desiredColors: values.colors } : {}),
    ...(values.competitors ? { competitors: values.competitors } : {}),
  };
  return {
    brief,
    designers: designer === 'all' ? DESIGNER_IDS : [designer],
    seed: parseInteger(values.seed, 'seed', 0),
    variant: parseInteger(values.variant, 'variant', 0) ?? 0,
    out: requireOption(values, 'out'),
    zip: values.zip === true,
  };
}

const FIELD_WORDS: Record<OmittedCharacter['field'], string> = { brandName: 'name', tagline: 'tagline' };
const REASONS: Record<OmittedCharacter['reason'], string> = {
  emoji: 'an emoji, and no bundled font draws emoji',
  'no-font': 'no bundled font draws it',
};

/** The warning line for a character the logos leave out. */
export function omittedWarning(designerId: string, omitted: OmittedCharacter): string {
  return `warning: ${designerId}: the logos leave "${omitted.text}" (${omitted.codePoints.join(' ')}) out of the ${FIELD_WORDS[omitted.field]}: ${REASONS[omitted.reason]}`;
}

/** The lines that say what the design leaves out of the text and which faces stood in for the designer's. */
export function typeNotes(design: BrandDesign): string[] {
  const id = design.designer.id;
  const omitted = (design.quality.omitted ?? []).map((o) => omittedWarning(id, o));
  const swaps = (design.decisions?.fonts.substitutions ?? []).map(
    (s) => `${id}: ${s.designed} has no "${s.missing}", so the ${s.role} face is ${s.drawn}`,
  );
  return [...omitted, ...swaps];
}

/** The engine and the file writers, loaded once the arguments are known to be good. */
async function loadEngine() {
  const [core, node, markdown] = await Promise.all([
    import('@logo-dna/engine'),
    import('@logo-dna/engine/node'),
    import('./strategy-markdown'),
  ]);
  return { ...core, ...node, ...markdown };
}

type Engine = Awaited<ReturnType<typeof loadEngine>>;

async function writeDesign(
  { designSystemFiles, toStrategyMarkdown, toSystemJson }: Engine,
  design: BrandDesign,
  dir: string,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const file of designSystemFiles(design)) await writeFile(join(dir, file.name), file.data);
  await writeFile(join(dir, 'palette.json'), `${JSON.stringify(design.palette, null, 2)}\n`);
  await writeFile(join(dir, 'typography.json'), `${JSON.stringify(design.typography, null, 2)}\n`);
  await writeFile(join(dir, 'strategy.md'), toStrategyMarkdown(design));
  await writeFile(join(dir, 'quality.json'), `${JSON.stringify(design.quality, null, 2)}\n`);
  await writeFile(join(dir, 'system.json'), toSystemJson(design));
}

/** Runs `generate`; with --designer all, each designer gets a subfolder and a contact sheet is written. */
export async function runGenerate(argv: readonly string[], log: (line: string) => void): Promise<number> {
  const request = parseGenerateArgs(argv);
  const engine = await loadEngine();
  const { designBrand, EngineError, getFontSource, renderContactSheet } = engine;
  const designs: BrandDesign[] = [];
  for (const id of request.designers) {
    try {
      const design = designBrand(request.brief, id, request.seed, { variant: request.variant });
      const dir = request.designers.length > 1 ? join(request.out, id) : request.out;
      await writeDesign(engine, design, dir);
      designs.push(design);
      log(`${id}: ${design.archetype}, ${design.typography.display.family} → ${dir}`);
      for (const line of typeNotes(design)) log(line);
      if (request.zip) {
        // The kit builder (PDFs, icons, fonts) is loaded only with --zip.
        const { buildBrandKit } = await import('@logo-dna/engine/kit');
        const kit = await buildBrandKit(design);
        await writeFile(join(dir, kit.filename), kit.zip);
        log(`${id}: brand kit → ${join(dir, kit.filename)}`);
      }
    } catch (error) {
      if (error instanceof EngineError) throw new UsageError(error.message);
      throw error;
    }
  }
  if (designs.length > 1) {
    const cells = designs.map((d) => ({ svg: d.logos.primary, label: d.designer.name }));
    const sheet = renderContactSheet(cells, { columns: 5, fonts: getFontSource() });
    await writeFile(join(request.out, 'contact-sheet.png'), sheet);
    log(`contact sheet → ${join(request.out, 'contact-sheet.png')}`);
  }
  return 0;
}
