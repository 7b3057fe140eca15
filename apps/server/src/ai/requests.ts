/** Parses AI request bodies into typed params, with the messages of spec §5 / protocol.md §7.1. */
import type { AiMessage } from '@logo-dna/protocol';
import { parseBrief } from '../generation/brief';
import { badRequest, payloadTooLarge } from '../http/errors';
import type { DesignInput } from './builtin/design-summary';
import { checkImageUrl, parseImageList } from './image-url';

export interface TextParams {
  prompt: string;
  messages: AiMessage[];
  model?: string;
  maxTokens?: number;
  temperature?: number;
  brief?: DesignInput;
}

export interface ObjectParams {
  prompt: string;
  schema: Record<string, unknown>;
  model?: string;
  brief?: DesignInput;
}

export interface ImageParams {
  prompt: string;
  n: number;
  images?: string[];
  brief?: DesignInput;
}

export interface PreviewParams {
  brief: DesignInput;
}

export interface SpeechParams {
  text: string;
  voice: string;
  format: 'mp3' | 'wav' | 'opus' | 'aac' | 'flac' | 'pcm';
  speed: number;
  model?: string;
}

export interface TranscribeParams {
  audio: Buffer;
  model?: string;
  language?: string;
}

const ROLES = new Set(['system', 'user', 'assistant']);
const SPEECH_FORMATS = new Set(['mp3', 'wav', 'opus', 'aac', 'flac', 'pcm']);
/** OpenAI's speech input limit, in characters. */
const MAX_SPEECH_CHARS = 4096;
/** OpenAI's transcription file limit. */
const MAX_AUDIO_BYTES = 25 * 1024 * 1024;

function asBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Request body must be a JSON object');
  return body as Record<string, unknown>;
}

function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest(`${field} must be a string`);
  return value;
}

function optionalNumber(body: Record<string, unknown>, field: string, min: number, max: number): number | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max)
    throw badRequest(`${field} must be a number from ${min} to ${max}`);
  return value;
}

function parseMessages(value: unknown, allowLoopbackHttp: boolean): AiMessage[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest('messages must be an array');
  return value.map((message, index) => {
    const { role, content } = (message ?? {}) as { role?: unknown; content?: unknown };
    if (typeof role !== 'string' || !ROLES.has(role)) throw badRequest(`messages[${index}].role must be system, user or assistant`);
    if (typeof content === 'string') return { role, content } as AiMessage;
    if (!Array.isArray(content)) throw badRequest(`messages[${index}].content must be a string or an array of parts`);
    for (const part of content as Array<{ type?: unknown; text?: unknown; image?: unknown }>) {
      if (part?.type === 'text' && typeof part.text === 'string') continue;
      if (part?.type !== 'image') throw badRequest(`messages[${index}] has a part that is neither text nor image`);
      const problem = checkImageUrl(part.image, allowLoopbackHttp);
      if (problem) throw badRequest(problem);
    }
    return { role, content } as AiMessage;
  });
}

export function parseTextRequest(raw: unknown, allowLoopbackHttp: boolean): TextParams {
  const body = asBody(raw);
  const prompt = optionalString(body, 'prompt') ?? '';
  const messages = parseMessages(body.messages, allowLoopbackHttp);
  if (!prompt.trim() && messages.length === 0) throw badRequest('Either prompt or messages is required');
  const brief = parseBrief(body.brief);
  const model = optionalString(body, 'model');
  const maxTokens = optionalNumber(body, 'maxTokens', 1, 32_000);
  const temperature = optionalNumber(body, 'temperature', 0, 2);
  return {
    prompt,
    messages,
    ...(model ? { model } : {}),
    ...(maxTokens ? { maxTokens } : {}),
    ...(temperature !== undefined ? { temperature } : {}),
    ...(brief ? { brief } : {}),
  };
}

function requirePrompt(body: Record<string, unknown>): string {
  const prompt = optionalString(body, 'prompt');
  if (!prompt?.trim()) throw badRequest('Prompt is required');
  return prompt;
}

export function parseObjectRequest(raw: unknown): ObjectParams {
  const body = asBody(raw);
  const prompt = requirePrompt(body);
  let schema = body.schema;
  if ((schema === undefined || schema === null) && body.output === 'enum' && Array.isArray(body.enum)) {
    schema = { type: 'string', enum: body.enum };
  }
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) throw badRequest('Schema is required');
  // `output: "array"` gives the schema of one element (protocol.md §7.1).
  if (body.output === 'array') schema = { type: 'array', items: schema };
  const brief = parseBrief(body.brief);
  const model = optionalString(body, 'model');
  return { prompt, schema: schema as Record<string, unknown>, ...(model ? { model } : {}), ...(brief ? { brief } : {}) };
}

export function parseImageRequest(raw: unknown, allowLoopbackHttp: boolean): ImageParams {
  const body = asBody(raw);
  const prompt = requirePrompt(body);
  const brief = parseBrief(body.brief);
  const n = body.n ?? (brief ? 4 : 1);
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 10) throw badRequest('n must be an integer from 1 to 10');
  const images = body.images === undefined ? undefined : parseImageList(body.images, allowLoopbackHttp);
  return { prompt, n, ...(images ? { images } : {}), ...(brief ? { brief } : {}) };
}

export function parsePreviewRequest(raw: unknown): PreviewParams {
  const brief = parseBrief(asBody(raw).brief);
  if (!brief) throw badRequest('brief is required');
  return { brief };
}

export function parseSpeechRequest(raw: unknown): SpeechParams {
  const body = asBody(raw);
  const text = optionalString(body, 'text');
  if (!text?.trim()) throw badRequest('Text is required');
  if (text.length > MAX_SPEECH_CHARS) throw badRequest(`Text is longer than ${MAX_SPEECH_CHARS} characters`);
  const format = optionalString(body, 'response_format') ?? 'mp3';
  if (!SPEECH_FORMATS.has(format)) throw badRequest('response_format must be one of mp3, wav, opus, aac, flac, pcm');
  const model = optionalString(body, 'model');
  return {
    text,
    voice: optionalString(body, 'voice') || 'alloy',
    format: format as SpeechParams['format'],
    speed: optionalNumber(body, 'speed', 0.25, 4) ?? 1,
    ...(model ? { model } : {}),
  };
}

function decodeAudio(audio: unknown): Buffer {
  if (Array.isArray(audio)) {
    if (!audio.every((byte) => Number.isInteger(byte) && byte >= 0 && byte <= 255))
      throw badRequest('audio bytes must be integers from 0 to 255');
    return Buffer.from(audio as number[]);
  }
  if (typeof audio !== 'string') throw badRequest('Audio is required');
  if (/^https?:\/\//i.test(audio)) throw badRequest('Audio URLs are not fetched; send base64, a data: URL or an array of bytes');
  const base64 = audio.startsWith('data:') ? audio.slice(audio.indexOf(',') + 1) : audio;
  if (!/^[A-Za-z0-9+/=_-]+$/.test(base64)) throw badRequest('audio must be base64, a data: URL or an array of bytes');
  return Buffer.from(base64, 'base64');
}

export function parseTranscribeRequest(raw: unknown): TranscribeParams {
  const body = asBody(raw);
  if (body.audio === undefined || body.audio === null || body.audio === '' || (Array.isArray(body.audio) && body.audio.length === 0)) {
    throw badRequest('Audio is required');
  }
  const audio = decodeAudio(body.audio);
  if (audio.length === 0) throw badRequest('Audio is required');
  if (audio.length > MAX_AUDIO_BYTES) throw payloadTooLarge('Audio is larger than 25 MB');
  const model = optionalString(body, 'model');
  const language = optionalString(body, 'language');
  return { audio, ...(model ? { model } : {}), ...(language ? { language } : {}) };
}
