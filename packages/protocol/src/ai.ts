/** AI request and response bodies (protocol.md §7) and the brief the product's calls carry beside the prompt. */
import type { GenerationBrief } from './logo-system';

/**
 * The structured brief on an AI request. `seed` may be left out: it then asks for the designer's own design of the
 * brief (OWN_DESIGN_SEED), so the same brief always describes the same design.
 */
export type AiBrief = Omit<GenerationBrief, 'seed'> & { seed?: number };

export type AiContentPart = { type: 'text'; text: string } | { type: 'image'; image: string };

export interface AiMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | AiContentPart[];
}

export interface AiTextRequest {
  prompt?: string;
  messages?: AiMessage[];
  model?: string;
  stream?: boolean;
  maxTokens?: number;
  temperature?: number;
  brief?: AiBrief;
}

export interface AiObjectRequest {
  prompt: string;
  schema?: Record<string, unknown>;
  output?: 'object' | 'array' | 'enum';
  enum?: string[];
  model?: string;
  stream?: boolean;
  brief?: AiBrief;
}

export interface AiImageRequest {
  prompt: string;
  /** 4 for a logo system, 2 for a regeneration (spec §7). */
  n?: number;
  /** Source images for modification: https URLs ending in jpg, jpeg, png, gif or webp; 1 to 50. */
  images?: string[];
  brief?: AiBrief;
}

/**
 * POST /api/ai/{projectId}/preview: the primary logo alone of the design the image call would make for the same
 * brief (a gallery thumbnail). Always the builtin engine; the same guards as the other AI calls.
 */
export interface AiPreviewRequest {
  brief: AiBrief;
}

export interface AiPreviewResponse {
  /** The primary lockup, byte for byte the `primary.svg` an image call with this brief stores. */
  svg: string;
  /** The light ground (hex) the primary is drawn for: a surface showing the thumbnail paints it behind the logo. */
  ground: string;
  designerId: string;
  /** The seed used (OWN_DESIGN_SEED when the request left it out). */
  seed: number;
  variant: number;
}

export interface AiSpeechRequest {
  text: string;
  model?: string;
  voice?: string;
  response_format?: string;
  speed?: number;
}

export interface AiTranscribeRequest {
  /** Raw base64, a data: URL, an https URL, or an array of byte values 0–255. */
  audio: string | number[];
  model?: string;
  language?: string;
  response_format?: string;
}

export interface AiUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

export interface AiTextResponse {
  text: string;
  finishReason: string;
  usage: AiUsage;
}

export interface AiObjectResponse<T = unknown> {
  object: T;
  finishReason: string;
  usage: AiUsage;
}

/** The logo lockups an image call returns, in this order for n=4 (spec §3: the app icon is the primary). */
export const LOGO_ROLES = ['primary', 'monochrome', 'horizontal', 'stacked'] as const;
/**
 * Every lockup of a system, as the brand kit ships them: the four of n=4, then the app icon (square, on its own
 * ground) and the reversed version of the primary (light on the dark ground). A call with n=5 or n=6 adds them in
 * this order; n=4 stays the spec's four.
 */
export const SYSTEM_ROLES = [...LOGO_ROLES, 'icon', 'reversed'] as const;
/** Regeneration (n=2) replaces these two. */
export const REGENERATION_ROLES = ['primary', 'horizontal'] as const;
export type LogoRole = (typeof SYSTEM_ROLES)[number];

export interface AiImage {
  /** PNG (1024 px) public URL. */
  url: string;
  /** The vector original beside it. */
  svgUrl?: string;
  role?: LogoRole;
}

export interface AiImageResponse {
  data: AiImage[];
}

export interface AiSpeechResponse {
  /** A data: URL or a public file URL. */
  url: string;
  voice: string;
  format: string;
  mimeType: string;
}

export interface AiTranscribeResponse {
  text: string;
  language?: string;
  duration?: number;
}

/** Colours object of the product's palette call (hex strings). */
export interface ColorsObject {
  primary: string;
  secondary: string;
  accent: string;
  neutral: string;
}

/** One colour of the engine's palette record (the kit's colors/palette.json), e.g. background "Paper White". */
export interface PaletteSwatch {
  /** primary, secondary, accent, neutral, background (the ground) and, for some designers, ink. */
  role: string;
  name: string;
  hex: string;
}

/** A foreground/background pair the logos use, with its WCAG 2.x ratio and the minimum it was held to. */
export interface PaletteContrastPair {
  foreground: string;
  background: string;
  ratio: number;
  minimum: number;
  use: 'text' | 'graphic';
}

/**
 * What the builtin engine adds to a palette object when the schema asks for these property names (each optional):
 * `swatches`, `grounds` and `contrastPairs`, the same record the brand kit's palette.json carries.
 */
export interface PaletteRecordObject {
  swatches: PaletteSwatch[];
  /** The light ground the logos sit on and the dark ground of the reversed logo. */
  grounds: { light: string; dark: string };
  contrastPairs: PaletteContrastPair[];
}

/** A character of the name or tagline that no logo draws (the engine's `OmittedCharacter`). */
export interface OmittedCharacterObject {
  field: 'brandName' | 'tagline';
  /** The character or emoji sequence as typed. */
  text: string;
  /** Its code points, e.g. ["U+1F31E"]. */
  codePoints: string[];
  reason: 'emoji' | 'no-font';
}

/** Typography object of the product's call (font family names). */
export interface TypographyObject {
  display: string;
  support: string;
  /**
   * Beyond spec §7, answered when a schema asks: the designer's faces the display and support faces are drawn in place
   * of ('' when they are the designer's own), because those faces have no letters for the name (a Cyrillic name).
   */
  displayStandsInFor?: string;
  supportStandsInFor?: string;
  /** Beyond spec §7, answered when a schema asks: what the logos leave out of the name and tagline (an emoji). */
  omitted?: OmittedCharacterObject[];
}

/** Line prefixes of the streaming format (protocol.md §7.3). */
export const AI_STREAM_PREFIX = { messageId: 'f', text: '0', data: '2', finish: 'd', error: 'e' } as const;
