/**
 * Maps provider failures to client errors. Upstream messages are never forwarded: some echo part of
 * the API key ("Incorrect API key provided: sk-…").
 */
import { ERROR_CODES } from '@logo-dna/protocol';
import { APIConnectionError, APIError, APIUserAbortError } from 'openai';
import { HttpError, isHttpError } from '../../http/errors';

export function timeoutError(timeoutMs: number): HttpError {
  return new HttpError(504, ERROR_CODES.TIMEOUT, `The AI provider did not answer within ${Number((timeoutMs / 1000).toFixed(1))} s`);
}

/** Turns whatever a provider call threw into an HttpError; `signal` tells a timeout from a departed client. */
export function toProviderError(error: unknown, signal: AbortSignal, timeoutMs: number): HttpError {
  if (isHttpError(error)) return error;
  if (signal.aborted || error instanceof APIUserAbortError) {
    const reason = signal.reason as { name?: string } | undefined;
    if (reason?.name === 'TimeoutError') return timeoutError(timeoutMs);
    return new HttpError(499, 'CLIENT_CLOSED', 'The request was cancelled');
  }
  if (error instanceof APIError && error.status !== undefined) {
    if (error.status === 401 || error.status === 403)
      return new HttpError(502, ERROR_CODES.AI_ERROR, 'The AI provider refused the configured credentials');
    if (error.status === 429)
      return new HttpError(503, ERROR_CODES.AI_ERROR, 'The AI provider is busy (rate limited); try again shortly', undefined, {
        'retry-after': '10',
      });
    if (error.status === 404) return new HttpError(502, ERROR_CODES.AI_ERROR, 'The AI provider does not know the configured model');
    return new HttpError(502, ERROR_CODES.AI_ERROR, `The AI provider failed (HTTP ${error.status})`);
  }
  if (error instanceof APIConnectionError) {
    const cause = (error as { cause?: { name?: string } }).cause;
    if (error.name === 'APIConnectionTimeoutError' || cause?.name === 'TimeoutError') return timeoutError(timeoutMs);
    return new HttpError(502, ERROR_CODES.AI_ERROR, 'The AI provider could not be reached');
  }
  if (error instanceof SyntaxError) return new HttpError(502, ERROR_CODES.AI_ERROR, 'The AI provider sent an unreadable answer');
  return new HttpError(502, ERROR_CODES.AI_ERROR, 'The AI provider failed');
}
