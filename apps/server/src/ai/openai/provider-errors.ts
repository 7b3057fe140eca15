/**
 * Maps provider failures to client errors. Upstream messages are never forwarded: some echo part of
 * the API key ("Incorrect API key provided: sk-…").
 */
import { ERROR_CODES } from '@logo-dna/protocol';
import type { APIConnectionError, APIError, APIUserAbortError } from 'openai';

/** The SDK's error classes, known once openai-provider.ts has loaded the SDK (only an OpenAI provider throws them). */
interface OpenAiErrorClasses {
  APIConnectionError: typeof APIConnectionError;
  APIError: typeof APIError;
  APIUserAbortError: typeof APIUserAbortError;
}
let sdk: OpenAiErrorClasses | undefined;

/** Called by the provider when it loads the SDK; until then no error can be one of the SDK's. */
export function useOpenAiErrorClasses(classes: OpenAiErrorClasses): void {
  sdk = classes;
}

import { HttpError, isHttpError } from '../../http/errors';

function timeoutError(timeoutMs: number): HttpError {
  return new HttpError(504, ERROR_CODES.TIMEOUT, `The AI provider did not answer within ${Number((timeoutMs / 1000).toFixed(1))} s`);
}

/** Turns whatever a provider call threw into an HttpError; `signal` tells a timeout from a departed client. */
export function toProviderError(error: unknown, signal: AbortSignal, timeoutMs: number): HttpError {
  if (isHttpError(error)) return error;
  if (signal.aborted || (sdk && error instanceof sdk.APIUserAbortError)) {
    const reason = signal.reason as { name?: string } | undefined;
    if (reason?.name === 'TimeoutError') return timeoutError(timeoutMs);
    return new HttpError(499, 'CLIENT_CLOSED', 'The request was cancelled');
  }
  if (sdk && error instanceof sdk.APIError && error.status !== undefined) {
    if (error.status === 401 || error.status === 403)
      return new HttpError(502, ERROR_CODES.AI_ERROR, 'The AI provider refused the configured credentials');
    if (error.status === 429)
      return new HttpError(503, ERROR_CODES.AI_ERROR, 'The AI provider is busy (rate limited); try again shortly', undefined, {
        'retry-after': '10',
      });
    if (error.status === 404) return new HttpError(502, ERROR_CODES.AI_ERROR, 'The AI provider does not know the configured model');
    return new HttpError(502, ERROR_CODES.AI_ERROR, `The AI provider failed (HTTP ${error.status})`);
  }
  if (sdk && error instanceof sdk.APIConnectionError) {
    const cause = (error as { cause?: { name?: string } }).cause;
    if (error.name === 'APIConnectionTimeoutError' || cause?.name === 'TimeoutError') return timeoutError(timeoutMs);
    return new HttpError(502, ERROR_CODES.AI_ERROR, 'The AI provider could not be reached');
  }
  if (error instanceof SyntaxError) return new HttpError(502, ERROR_CODES.AI_ERROR, 'The AI provider sent an unreadable answer');
  return new HttpError(502, ERROR_CODES.AI_ERROR, 'The AI provider failed');
}
