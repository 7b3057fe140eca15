/** The generation pipeline of spec §4: strategy → four logos → palette and typography → record (saved when signed in). */
import type { BrandInput, GenerationBrief, StrategyResult } from '@logo-dna/protocol';
import type { AuthUser, GeneratedImage, LogoDnaApi } from '../../shared/api';
import { buildLogoSystemRecord, createLogoSystemId, type LogoImageUrls } from './build-record';
import { type LogoSystem, seedFromId, toColorPalette, toTypographyPair } from './logo-system';
import {
  buildColorsPrompt,
  buildLogoPrompt,
  buildStrategyPrompt,
  buildTypographyPrompt,
  COLORS_SCHEMA,
  STRATEGY_SCHEMA,
  TYPOGRAPHY_SCHEMA,
} from './schemas';

/** Progress messages of spec §4, shown as toasts by the caller. */
export interface GenerationReporter {
  progress(message: string): void;
  success(message: string): void;
}

export interface GenerateLogoSystemParams {
  api: LogoDnaApi;
  input: BrandInput;
  /** The designer presets the form offers; the id must be one of them. */
  designers: ReadonlyArray<{ id: string; name: string }>;
  user: AuthUser | null;
  reporter: GenerationReporter;
  now?: () => Date;
  seed?: number;
}

export interface GenerateLogoSystemResponse {
  system: LogoSystem;
  /** False when signed in but the save failed: the result is shown, the user is told. */
  saved: boolean;
}

export class GenerationError extends Error {
  constructor(
    message: string,
    readonly code: 'DESIGNER_NOT_FOUND' | 'INVALID_RESPONSE',
  ) {
    super(message);
    this.name = 'GenerationError';
  }
}

export const LOGO_COUNT = 4;

function toBrief(input: BrandInput, seed: number): GenerationBrief {
  return {
    brandName: input.brandName,
    industry: input.industry,
    oneLiner: input.oneLiner,
    tagline: input.tagline || undefined,
    desiredColors: input.desiredColors || undefined,
    competitors: input.competitors || undefined,
    designerId: input.designerDna,
    seed,
    variant: 0,
  };
}

export const LOGO_ROLES = ['primary', 'monochrome', 'horizontal', 'stacked'] as const;

/** Picks each lockup by its role when the server names it, else by position (primary, monochrome, horizontal, stacked). */
export function toLogoImageUrls(images: GeneratedImage[]): LogoImageUrls {
  const pick = (role: (typeof LOGO_ROLES)[number]) =>
    (images.some((image) => image.role) ? images.find((image) => image.role === role) : images[LOGO_ROLES.indexOf(role)])?.url ?? '';
  const urls = { primary: pick('primary'), monochrome: pick('monochrome'), horizontal: pick('horizontal'), stacked: pick('stacked') };
  if (!urls.primary) throw new GenerationError('The image service returned no logo', 'INVALID_RESPONSE');
  return urls;
}

function assertStrategy(value: StrategyResult | null | undefined): StrategyResult {
  if (!value || typeof value.positioning !== 'string' || typeof value.selectedConcept !== 'string' || typeof value.rationale !== 'string') {
    throw new GenerationError('The strategy service returned an incomplete strategy', 'INVALID_RESPONSE');
  }
  return value;
}

export async function generateLogoSystem(params: GenerateLogoSystemParams): Promise<GenerateLogoSystemResponse> {
  const { api, input, reporter, user } = params;
  const designer = params.designers.find((candidate) => candidate.id === input.designerDna);
  if (!designer) throw new GenerationError('Designer not found', 'DESIGNER_NOT_FOUND');
  const now = (params.now ?? (() => new Date()))();
  const id = createLogoSystemId(now);
  // The seed derives from the record id, so a system reopened from history describes the same design (brand kit).
  const brief = toBrief(input, params.seed ?? seedFromId(id));

  reporter.progress('Generating brand strategy...');
  const strategy = assertStrategy(
    await api.generateObject<StrategyResult>({ prompt: buildStrategyPrompt(input, designer.name), schema: STRATEGY_SCHEMA, brief }),
  );
  reporter.success('Strategy generated!');

  reporter.progress('Creating your logo designs...');
  const images = toLogoImageUrls(
    await api.generateImage({ prompt: buildLogoPrompt(input, designer.name, strategy.selectedConcept), n: LOGO_COUNT, brief }),
  );
  reporter.success('Logo designs created!');

  const [colors, fonts] = await Promise.all([
    api.generateObject<unknown>({ prompt: buildColorsPrompt(input, designer.name), schema: COLORS_SCHEMA, brief }),
    api.generateObject<unknown>({ prompt: buildTypographyPrompt(input, designer.name), schema: TYPOGRAPHY_SCHEMA, brief }),
  ]);
  const palette = toColorPalette(colors);
  const typography = toTypographyPair(fonts);

  const record = buildLogoSystemRecord({
    input,
    userId: user?.id ?? 'anonymous',
    strategy,
    images,
    palette,
    typography,
    now,
    id,
  });
  let saved = false;
  if (user) {
    try {
      await api.createLogoSystem(record);
      saved = true;
    } catch {
      saved = false;
    }
  }
  return { system: { record, palette, typography, brief }, saved: saved || !user };
}
