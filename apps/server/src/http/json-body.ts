/**
 * The application/json body parser of every route: nesting depth checked on the raw text before
 * JSON.parse, so no code that later walks a body (schema compilers, JSON.stringify, validators)
 * can be driven into a stack overflow; `__proto__` and `constructor.prototype` keys refused as
 * Fastify's default parser does.
 */
import { ERROR_CODES } from '@logo-dna/protocol';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

export interface JsonBodyParserOptions {
  /** Deepest nesting of arrays and objects accepted. */
  maxDepth: number;
  /** Byte cap of this scope's JSON bodies; the route's or the server's `bodyLimit` when unset. */
  bodyLimit?: number;
  /** An empty (or blank) body parses as undefined instead of a 400. */
  emptyAsUndefined?: boolean;
}

/** Opening or closing brackets and string quotes: the only characters the depth scan stops at. */
const STRUCTURAL = /[[\]{}"]/g;

/**
 * The nesting depth of JSON text, or `limit + 1` as soon as it goes past `limit`. It does not
 * validate the text (JSON.parse does that next); strings are skipped so brackets inside them do
 * not count.
 */
export function measureJsonDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  STRUCTURAL.lastIndex = 0;
  for (let match = STRUCTURAL.exec(text); match; match = STRUCTURAL.exec(text)) {
    const char = match[0];
    if (char === '"') {
      STRUCTURAL.lastIndex = endOfString(text, match.index + 1);
    } else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else {
      depth -= 1;
    }
  }
  return deepest;
}

/** The index just past the quote closing a string whose content starts at `from` (text length if unterminated). */
function endOfString(text: string, from: number): number {
  let quote = text.indexOf('"', from);
  while (quote !== -1) {
    let backslashes = 0;
    for (let i = quote - 1; i >= from && text.charCodeAt(i) === 92; i--) backslashes += 1;
    if (backslashes % 2 === 0) return quote + 1;
    quote = text.indexOf('"', quote + 1);
  }
  return text.length;
}

/** 400 `BODY_TOO_DEEP` when JSON text nests deeper than `maxDepth`. */
function checkJsonDepth(text: string, maxDepth: number): void {
  if (measureJsonDepth(text, maxDepth) > maxDepth) {
    throw badRequest(`JSON nesting is deeper than ${maxDepth} levels`, ERROR_CODES.BODY_TOO_DEEP);
  }
}

/**
 * Replaces the scope's application/json parser (and so its children's) with the depth-checked one;
 * Fastify's own parser does the rest, prototype-poisoning refusal included.
 */
export function installJsonBodyParser(scope: FastifyInstance, options: JsonBodyParserOptions): void {
  const { maxDepth, emptyAsUndefined = false } = options;
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string', ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}) },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (emptyAsUndefined && text.trim() === '') return done(null, undefined);
      try {
        checkJsonDepth(text, maxDepth);
      } catch (error) {
        return done(error as Error, undefined);
      }
      parseJson(request, text, done);
    },
  );
}
