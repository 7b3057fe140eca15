/**
 * The calls the page makes (spec §7 "Product use of the calls"), as one small port. The real
 * implementation wraps `@logo-dna/sdk` (client.ts); component tests pass their own.
 */
import type { GenerationBrief, LogoSystemRecord } from '@logo-dna/protocol';

/** The subset of a JSON Schema the page sends with object generation. */
export interface JsonSchema {
  type: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  description?: string;
  minItems?: number;
  maxItems?: number;
}

export interface GenerateObjectParams {
  prompt: string;
  schema: JsonSchema;
  brief: GenerationBrief;
  /** Aborts the request (the user cancelled, or it ran past its time limit). */
  signal?: AbortSignal;
}

export interface GenerateImageParams {
  prompt: string;
  n: number;
  brief: GenerationBrief;
  signal?: AbortSignal;
}

/** One generated image: a PNG URL and, from the builtin engine, the SVG it was rendered from. */
export interface GeneratedImage {
  url: string;
  svgUrl?: string;
  /** The lockup this image is, when the server says (primary, monochrome, horizontal, stacked). */
  role?: string;
}

export interface PreviewLogoParams {
  /** The brief of one direction: its designer, seed and variant decide the design. */
  brief: GenerationBrief;
  signal?: AbortSignal;
}

/** A direction's primary logo as SVG text: the same design `generateImage` makes for the same brief. */
export interface LogoPreview {
  svg: string;
}

export interface AuthUser {
  id: string;
  email: string;
  displayName?: string;
}

/** Spec §4 auth state: not authenticated, loading, authenticated. */
export type AuthSnapshot =
  | { status: 'loading'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'authenticated'; user: AuthUser };

export type LogoSystemPatch = Partial<Omit<LogoSystemRecord, 'id' | 'userId' | 'createdAt'>>;

export interface LogoDnaApi {
  generateObject<T>(params: GenerateObjectParams): Promise<T>;
  generateImage(params: GenerateImageParams): Promise<GeneratedImage[]>;
  createLogoSystem(record: LogoSystemRecord): Promise<LogoSystemRecord>;
  updateLogoSystem(id: string, patch: LogoSystemPatch): Promise<LogoSystemRecord>;
  /** The signed-in user's saved systems, newest first. */
  listLogoSystems(userId: string): Promise<LogoSystemRecord[]>;
  /** Fetches a file (image or kit) as bytes for a download. */
  fetchFile(url: string): Promise<Blob>;
  /** Draws one direction's primary logo (the gallery); optional so a server without previews hides the gallery. */
  previewLogo?(params: PreviewLogoParams): Promise<LogoPreview>;
  /** Builds the brand kit (.zip) of a generation brief; optional so a server without kits falls back to the PNG. */
  exportBrandKit?(brief: GenerationBrief): Promise<Blob>;
  auth: {
    /** Calls back with the current state at once and on every change; returns the unsubscribe. */
    subscribe(listener: (snapshot: AuthSnapshot) => void): () => void;
    /** Managed mode: goes to the hosted sign-in page, which returns here with a session. */
    signIn(): void;
    signOut(): Promise<void>;
  };
}
