/** The generation pipeline of spec §4: strategy → four logos → palette and typography → record (saved when signed in). */
import { type BrandInput, type GenerationBrief, type LogoSystemRecord, OWN_DESIGN_SEED, type StrategyResult } from '@logo-dna/protocol';
import type { AuthUser, GeneratedImage, LogoDnaApi } from '../../shared/api';
import { shownImageUrl } from '../preview/lockup-urls';
import { buildAltText, buildLogoSystemRecord, createLogoSystemId, type LogoImageUrls } from './build-record';
import { type LogoSystem, toColorPalette, toTypographyPair } from './logo-system';
import type { GenerationStep } from './run-steps';
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
interface GenerationReporter {
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
  /** Called as the run enters each step of spec §4 (the page's step list follows it). */
  onStep?: (step: GenerationStep) => void;
  now?: () => Date;
  /** The design seed; the designer's own design (OWN_DESIGN_SEED) when absent. Ignored with `previous`. */
  seed?: number;
  /** The variant of that design (a gallery's further variant opened); 0 when absent. Ignored with `previous`. */
  variant?: number;
  /**
   * The record id to create (a gallery direction opened, so the system is the one its tile stands for); a new one
   * when absent. Ignored with `previous`.
   */
  id?: string;
  /** Cancels the whole run (the Cancel button); each request also stops after REQUEST_TIMEOUT_MS. */
  signal?: AbortSignal;
  /** Per-request time limit (tests shorten it). */
  requestTimeoutMs?: number;
  /**
   * Fetches and decodes one logo file the result shows; the logo step lasts until every lockup is in (a server that
   * makes an image on first request does that work here). Default: the browser's image loader; nothing without one.
   */
  loadImage?: (url: string, signal: AbortSignal) => Promise<void>;
  /**
   * Regenerate: the system on screen. The run makes its next variant, every lockup, text, colour and font anew, as
   * one record with the same id and creation time; the owner's saved row is updated in place.
   */
  previous?: LogoSystem;
}

/**
 * How long one request may take before the run stops with a clear message: the builtin engine answers in well under
 * a second, a remote image model in tens of seconds; a request still open after two minutes is hung.
 */
const REQUEST_TIMEOUT_MS = 120_000;

/** The run was stopped: by the user, or because a request ran past its time limit. */
export class GenerationStoppedError extends Error {
  constructor(readonly reason: 'cancelled' | 'timeout') {
    super(reason === 'cancelled' ? 'Generation cancelled' : 'Generation timed out');
    this.name = 'GenerationStoppedError';
  }
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

/** The spec's four lockups, then the app icon and the reversed logo (server roles, protocol SYSTEM_ROLES). */
export const LOGO_COUNT = 6;

/** The brief every call of a run carries (the gallery's previews carry the same one, so they show the same design). */
export function toBrief(input: BrandInput, seed: number = OWN_DESIGN_SEED, variant = 0): GenerationBrief {
  return {
    brandName: input.brandName,
    industry: input.industry,
    oneLiner: input.oneLiner,
    tagline: input.tagline || undefined,
    desiredColors: input.desiredColors || undefined,
    competitors: input.competitors || undefined,
    designerId: input.designerDna,
    seed,
    variant,
  };
}

const LOGO_ROLES = ['primary', 'monochrome', 'horizontal', 'stacked', 'icon'] as const;

/**
 * Picks each lockup by its role when the server names it, else by position (primary, monochrome, horizontal,
 * stacked, icon). The reversed logo is not kept: it lies beside the primary (features/preview/lockup-urls).
 */
export function toLogoImageUrls(images: GeneratedImage[]): LogoImageUrls {
  const pick = (role: (typeof LOGO_ROLES)[number]) =>
    (images.some((image) => image.role) ? images.find((image) => image.role === role) : images[LOGO_ROLES.indexOf(role)])?.url ?? '';
  const urls: LogoImageUrls = {
    primary: pick('primary'),
    monochrome: pick('monochrome'),
    horizontal: pick('horizontal'),
    stacked: pick('stacked'),
  };
  if (!urls.primary) throw new GenerationError('The image service returned no logo', 'INVALID_RESPONSE');
  const icon = pick('icon');
  if (icon) urls.icon = icon;
  return urls;
}

function assertStrategy(value: StrategyResult | null | undefined): StrategyResult {
  if (!value || typeof value.positioning !== 'string' || typeof value.selectedConcept !== 'string' || typeof value.rationale !== 'string') {
    throw new GenerationError('The strategy service returned an incomplete strategy', 'INVALID_RESPONSE');
  }
  return value;
}

/**
 * Loads and decodes an image as the result view will (the browser keeps it), settling whether or not it loaded. Where
 * images cannot be decoded ahead of time (no `decode`, as in a DOM without a renderer), nothing is waited for.
 */
function loadInBrowser(url: string, signal: AbortSignal): Promise<void> {
  if (typeof Image === 'undefined' || typeof HTMLImageElement.prototype.decode !== 'function' || !url) return Promise.resolve();
  const image = new Image();
  image.src = url;
  const aborted = new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
  return Promise.race([image.decode().catch(() => undefined), aborted]);
}

/**
 * Loads the four lockups the result shows (their SVG files, as the preview shows them). A file that does not load is
 * left to the result view, which says so in its place: loading only makes the step last as long as its work.
 */
async function loadLogos(
  images: LogoImageUrls,
  signal: AbortSignal,
  load: (url: string, signal: AbortSignal) => Promise<void>,
): Promise<void> {
  const urls = [images.primary, images.monochrome, images.horizontal, images.stacked].filter(Boolean).map(shownImageUrl);
  await Promise.all(urls.map((url) => load(url, signal).catch(() => undefined)));
}

/** Runs one request under the run's signal and its own time limit; an abort becomes a GenerationStoppedError. */
async function limited<T>(params: GenerateLogoSystemParams, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const timeout = AbortSignal.timeout(params.requestTimeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = params.signal ? AbortSignal.any([params.signal, timeout]) : timeout;
  const stopped = new Promise<never>((_, reject) => {
    const stop = () => reject(new GenerationStoppedError(params.signal?.aborted ? 'cancelled' : 'timeout'));
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });
  // The race settles even when a transport ignores the signal.
  return Promise.race([run(signal), stopped]);
}

/**
 * The record of a regeneration: the new design over the system it replaces (its creation time, name and seed stay),
 * with the edits the new design was drawn with, so the saved row is the design on screen.
 */
function regeneratedRecord(previous: LogoSystem, built: LogoSystemRecord, brief: GenerationBrief): LogoSystemRecord {
  const shownName = brief.edits?.text?.brandName ?? built.brandName;
  return {
    ...previous.record,
    ...built,
    createdAt: previous.record.createdAt,
    altText: buildAltText(shownName, built.selectedConcept),
    edits: JSON.stringify(brief.edits ?? {}),
  };
}

export async function generateLogoSystem(params: GenerateLogoSystemParams): Promise<GenerateLogoSystemResponse> {
  const { api, input, reporter, user } = params;
  const designer = params.designers.find((candidate) => candidate.id === input.designerDna);
  if (!designer) throw new GenerationError('Designer not found', 'DESIGNER_NOT_FOUND');
  const now = (params.now ?? (() => new Date()))();
  const { previous } = params;
  const id = previous?.record.id ?? params.id ?? createLogoSystemId(now);
  // The record keeps the seed and variant, so a system reopened from history describes the same design (brand kit).
  const brief = previous ? { ...previous.brief, variant: (previous.brief.variant ?? 0) + 1 } : toBrief(input, params.seed, params.variant);

  const enter = params.onStep ?? (() => undefined);
  enter('strategy');
  reporter.progress('Generating brand strategy...');
  const strategy = assertStrategy(
    await limited(params, (signal) =>
      api.generateObject<StrategyResult>({ prompt: buildStrategyPrompt(input, designer.name), schema: STRATEGY_SCHEMA, brief, signal }),
    ),
  );
  reporter.success('Strategy generated!');

  enter('logos');
  reporter.progress('Creating your logo designs...');
  const images = toLogoImageUrls(
    await limited(params, (signal) =>
      api.generateImage({ prompt: buildLogoPrompt(input, designer.name, strategy.selectedConcept), n: LOGO_COUNT, brief, signal }),
    ),
  );
  // The designs are created when their files are there to show, not when their addresses are known.
  await limited(params, (signal) => loadLogos(images, signal, params.loadImage ?? loadInBrowser));
  reporter.success('Logo designs created!');

  enter('palette');
  const [colors, fonts] = await Promise.all([
    limited(params, (signal) =>
      api.generateObject<unknown>({ prompt: buildColorsPrompt(input, designer.name), schema: COLORS_SCHEMA, brief, signal }),
    ),
    limited(params, (signal) =>
      api.generateObject<unknown>({ prompt: buildTypographyPrompt(input, designer.name), schema: TYPOGRAPHY_SCHEMA, brief, signal }),
    ),
  ]);
  const palette = toColorPalette(colors);
  const typography = toTypographyPair(fonts);

  enter('record');
  const built = buildLogoSystemRecord({
    input,
    userId: previous?.record.userId ?? user?.id ?? 'anonymous',
    strategy,
    images,
    palette,
    typography,
    now,
    id,
    seed: brief.seed,
    variant: brief.variant ?? 0,
  });
  const record = previous ? regeneratedRecord(previous, built, brief) : built;
  let saved = false;
  if (user && (!previous || previous.record.userId === user.id)) {
    try {
      if (previous) {
        const { id: _id, userId: _owner, createdAt: _created, ...patch } = record;
        await api.updateLogoSystem(id, patch);
      } else await api.createLogoSystem(record);
      saved = true;
    } catch {
      saved = false;
    }
  }
  return {
    system: { record, palette, typography, brief },
    saved: saved || !user || (previous !== undefined && previous.record.userId !== user.id),
  };
}
