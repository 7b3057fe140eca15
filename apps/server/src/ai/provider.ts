/** The provider port: one interface per AI capability, implemented by the builtin engine and OpenAI-compatible APIs. */
import type { AiImageResponse, AiSpeechResponse, AiTranscribeResponse, AiUsage } from '@logo-dna/protocol';
import { ERROR_CODES } from '@logo-dna/protocol';
import { HttpError } from '../http/errors';
import type { Identity } from '../http/identity';
import type { ImageParams, ObjectParams, SpeechParams, TextParams, TranscribeParams } from './requests';

export interface CallContext {
  /** Aborted on timeout or when the client goes away. */
  signal: AbortSignal;
  /** Who asked: the owner recorded for any file the call stores (anonymous when absent). */
  caller?: Identity;
}

export interface TextResult {
  text: string;
  finishReason: string;
  usage: AiUsage;
}

export interface ObjectResult {
  object: unknown;
  usage: AiUsage;
}

export interface AiProvider {
  readonly name: 'builtin' | 'openai';
  generateText(params: TextParams, context: CallContext): Promise<TextResult>;
  /** Text deltas, in order. */
  streamText(params: TextParams, context: CallContext): AsyncIterable<string>;
  /** `previousProblem` says why the last attempt was refused (one retry, see object-output.ts). */
  generateObject(params: ObjectParams, context: CallContext, previousProblem?: string): Promise<ObjectResult>;
  generateImages(params: ImageParams, context: CallContext): Promise<AiImageResponse>;
  synthesizeSpeech(params: SpeechParams, context: CallContext): Promise<AiSpeechResponse>;
  transcribe(params: TranscribeParams, context: CallContext): Promise<AiTranscribeResponse>;
}

export const ZERO_USAGE: AiUsage = { promptTokens: 0, completionTokens: 0, totalTokens: 0 };

const SETTINGS: Record<'text' | 'object' | 'image' | 'speech' | 'transcription', string> = {
  text: 'AI_BASE_URL and AI_TEXT_MODEL (plus AI_API_KEY if the provider needs one), or send a brief for the builtin engine',
  object:
    'AI_BASE_URL and AI_TEXT_MODEL (plus AI_API_KEY if the provider needs one); the builtin engine answers only the strategy, colour and typography schemas with a brief',
  image: 'AI_BASE_URL and AI_IMAGE_MODEL (plus AI_API_KEY if the provider needs one), or send a brief for the builtin engine',
  speech: 'AI_BASE_URL and AI_SPEECH_MODEL (plus AI_API_KEY if the provider needs one), or install espeak-ng',
  transcription: 'AI_BASE_URL and AI_TRANSCRIBE_MODEL (plus AI_API_KEY if the provider needs one)',
};

/** 501 for a request no configured provider can serve, naming the variables to set. */
export function providerNotConfigured(capability: keyof typeof SETTINGS): HttpError {
  return new HttpError(
    501,
    ERROR_CODES.AI_PROVIDER_NOT_CONFIGURED,
    `No AI provider is configured for ${capability}. Set ${SETTINGS[capability]}.`,
  );
}
