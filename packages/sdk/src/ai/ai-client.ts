/** The `ai` module: text, object, image, speech and transcription calls to `/api/ai/{projectId}/{kind}` (protocol.md §7). */
import type {
  AiImageResponse,
  AiMessage,
  AiObjectResponse,
  AiPreviewResponse,
  AiSpeechResponse,
  AiTextResponse,
  AiTranscribeResponse,
  GenerationBrief,
} from '@logo-dna/protocol';
import { FeatureError, wrapFeatureError } from '../core/errors';
import type { HttpClient } from '../core/http-client';
import { readStream, type StreamResult } from './stream';
import { aiValidationError, assertImageList, assertMessageImages, assertPrompt } from './validate';

interface AiCallOptions {
  model?: string;
  /** The product's structured brief, sent as `brief` so the server's builtin engine needs no prose parsing. */
  brief?: GenerationBrief;
  signal?: AbortSignal;
}

export interface TextOptions extends AiCallOptions {
  prompt?: string;
  messages?: AiMessage[];
  search?: boolean;
  maxSteps?: number;
  maxTokens?: number;
  temperature?: number;
}

export interface ObjectOptions extends AiCallOptions {
  prompt: string;
  output?: 'object' | 'array' | 'enum';
  /** A JSON Schema object. */
  schema?: object;
  enum?: string[];
}

export interface ImageOptions extends AiCallOptions {
  prompt: string;
  n?: number;
}

export interface ModifyImageOptions extends ImageOptions {
  images: string[];
}

export interface PreviewOptions {
  /** The brief whose design's primary logo is drawn (designer, seed and variant included). */
  brief: GenerationBrief;
  signal?: AbortSignal;
}

export interface SpeechOptions extends AiCallOptions {
  text: string;
  voice?: string;
  response_format?: string;
  speed?: number;
}

export interface TranscribeOptions extends AiCallOptions {
  /** Base64, a data: URL, an https URL, or the bytes (sent as base64). */
  audio: string | Uint8Array | ArrayBuffer;
  language?: string;
  response_format?: string;
}

export interface AiClient {
  generateText(options: TextOptions): Promise<AiTextResponse>;
  streamText(options: TextOptions, onChunk?: (delta: string) => void): Promise<StreamResult>;
  generateObject<T = unknown>(options: ObjectOptions): Promise<AiObjectResponse<T>>;
  streamObject<T = unknown>(options: ObjectOptions, onPartial?: (snapshot: T) => void): Promise<StreamResult & { object: T }>;
  generateImage(options: ImageOptions): Promise<AiImageResponse>;
  modifyImage(options: ModifyImageOptions): Promise<AiImageResponse>;
  /** The primary logo (SVG text) of the design `generateImage` would make for the same brief: a gallery thumbnail. */
  previewLogo(options: PreviewOptions): Promise<AiPreviewResponse>;
  generateSpeech(options: SpeechOptions): Promise<AiSpeechResponse>;
  transcribeAudio(options: TranscribeOptions): Promise<AiTranscribeResponse>;
}

const responseError = (message: string) => new FeatureError('ai', 'AI_ERROR', message);

/** Drops undefined fields and the non-serialisable signal. */
function toBody(options: object, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries({ ...options, ...extra })) if (value !== undefined && key !== 'signal') body[key] = value;
  return body;
}

/** Unwraps the `{result: …}` envelope some servers use. */
const unwrap = (data: unknown): Record<string, unknown> =>
  ((data as { result?: unknown })?.result ?? data ?? {}) as Record<string, unknown>;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function createAiClient(http: HttpClient, projectId: string): AiClient {
  const base = `/api/ai/${encodeURIComponent(projectId)}`;
  const trustedOrigin = new URL(http.baseUrl).origin;

  async function call(kind: string, prefix: string, body: Record<string, unknown>, signal?: AbortSignal) {
    try {
      return unwrap((await http.request('POST', `${base}/${kind}`, { body, signal })).data);
    } catch (error) {
      throw wrapFeatureError('ai', prefix, error);
    }
  }

  async function stream(
    kind: string,
    prefix: string,
    body: Record<string, unknown>,
    handlers: Parameters<typeof readStream>[1],
    signal?: AbortSignal,
  ) {
    try {
      return await readStream(await http.stream('POST', `${base}/${kind}`, { body, signal }), handlers);
    } catch (error) {
      throw wrapFeatureError('ai', prefix, error);
    }
  }

  function checkText(options: TextOptions): void {
    if (!options.prompt && !options.messages?.length) throw aiValidationError('Either prompt or messages is required');
    if (options.messages) assertMessageImages(options.messages, trustedOrigin);
  }

  function toImages(data: Record<string, unknown>): AiImageResponse {
    const items = Array.isArray(data.data) ? data.data : [];
    const images = items.map((item) => (typeof item === 'string' ? { url: item } : (item as { url?: unknown })));
    if (images.length === 0 || images.some((image) => typeof image?.url !== 'string'))
      throw responseError('Invalid response format: missing image URL');
    return { ...data, data: images as AiImageResponse['data'] };
  }

  return {
    async generateText(options) {
      checkText(options);
      const data = await call('text', 'Text generation failed', toBody(options, { stream: false }), options.signal);
      if (!data.text) throw responseError('Invalid response format: missing text');
      return data as unknown as AiTextResponse;
    },
    async streamText(options, onChunk) {
      checkText(options);
      return stream(
        'text',
        'Text streaming failed',
        toBody(options, { prompt: options.prompt ?? '', stream: true }),
        { onText: onChunk },
        options.signal,
      );
    },
    async generateObject<T>(options: ObjectOptions) {
      assertPrompt(options.prompt);
      const data = await call('object', 'Object generation failed', toBody(options, { stream: false }), options.signal);
      if (!data.object) throw responseError('Invalid response format: missing object');
      return data as unknown as AiObjectResponse<T>;
    },
    async streamObject<T>(options: ObjectOptions, onPartial?: (snapshot: T) => void) {
      assertPrompt(options.prompt);
      const handlers = { onObject: (snapshot: unknown) => onPartial?.(snapshot as T) };
      const result = await stream('object', 'Object streaming failed', toBody(options, { stream: true }), handlers, options.signal);
      return { ...result, object: (result.object ?? {}) as T };
    },
    async generateImage(options) {
      assertPrompt(options.prompt);
      const body = toBody({ prompt: options.prompt, n: options.n, model: options.model, brief: options.brief });
      return toImages(await call('image', 'Image generation failed', body, options.signal));
    },
    async modifyImage(options) {
      assertPrompt(options.prompt);
      assertImageList(options.images, trustedOrigin);
      const body = toBody({ prompt: options.prompt, images: options.images, n: options.n, model: options.model, brief: options.brief });
      return toImages(await call('image', 'Image modification failed', body, options.signal));
    },
    async previewLogo(options) {
      if (!options?.brief) throw aiValidationError('Brief is required');
      const data = await call('preview', 'Logo preview failed', { brief: options.brief }, options.signal);
      if (typeof data.svg !== 'string' || !data.svg.startsWith('<svg')) throw responseError('Invalid response format: missing svg');
      return data as unknown as AiPreviewResponse;
    },
    async generateSpeech(options) {
      if (typeof options.text !== 'string' || options.text.trim() === '') throw aiValidationError('Text is required');
      const data = await call('speech', 'Speech generation failed', toBody(options), options.signal);
      if (typeof data.url !== 'string') throw responseError('Invalid response format: missing audio URL');
      const format = String(data.format ?? options.response_format ?? 'mp3');
      return {
        url: data.url,
        voice: String(data.voice ?? options.voice ?? 'alloy'),
        format,
        mimeType: String(data.mimeType ?? `audio/${format}`),
      };
    },
    async transcribeAudio(options) {
      const { audio } = options;
      if (!audio || (typeof audio !== 'string' && audio.byteLength === 0)) throw aiValidationError('Audio is required');
      const encoded = typeof audio === 'string' ? audio : toBase64(audio instanceof Uint8Array ? audio : new Uint8Array(audio));
      const data = await call('transcribe', 'Audio transcription failed', toBody(options, { audio: encoded }), options.signal);
      const text = data.text ?? data.transcript;
      if (typeof text !== 'string') throw responseError('Invalid response format: missing text');
      return { ...data, text } as AiTranscribeResponse;
    },
  };
}
