/** Checks generated objects: the request's JSON schema (ajv) and the spec's strategy word ranges (§9). */
import { Ajv, type ValidateFunction } from 'ajv';
import { badRequest, HttpError } from '../http/errors';

/** Spec §9: positioning 50–120 words, rationale 150–200, three concepts. */
export const STRATEGY_RULES = { positioning: [50, 120], rationale: [150, 200], concepts: 3 } as const;

export function countWords(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}

const ajv = new Ajv({ allErrors: false, strict: false });
const compiled = new Map<string, ValidateFunction>();

/** Largest schema accepted, as JSON text. */
const MAX_SCHEMA_CHARS = 20_000;
/** Regular expressions from a caller could be catastrophic to backtrack (ReDoS), so they are refused. */
const REFUSED_KEYWORDS = new Set(['pattern', 'patternProperties', '$dynamicRef', '$recursiveRef']);

function findRefusedKeyword(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (REFUSED_KEYWORDS.has(key)) return key;
    const found = findRefusedKeyword(child);
    if (found) return found;
  }
  return undefined;
}

/** Compiles (and caches) a request's schema; a schema ajv rejects is the caller's 400. */
export function compileSchema(schema: Record<string, unknown>): ValidateFunction {
  const key = JSON.stringify(schema);
  if (key.length > MAX_SCHEMA_CHARS) throw badRequest(`schema is larger than ${MAX_SCHEMA_CHARS} characters`);
  const refused = findRefusedKeyword(schema);
  if (refused) throw badRequest(`schema keyword "${refused}" is not supported`);
  const hit = compiled.get(key);
  if (hit) return hit;
  let validate: ValidateFunction;
  try {
    validate = ajv.compile(schema);
  } catch {
    throw badRequest('schema is not a valid JSON schema');
  }
  if (compiled.size >= 200) compiled.delete(compiled.keys().next().value as string);
  compiled.set(key, validate);
  return validate;
}

/** Word-count problems of any strategy-shaped object inside `value`. */
function strategyProblems(value: unknown, path = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const record = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const field of ['positioning', 'rationale'] as const) {
    if (typeof record[field] !== 'string') continue;
    const words = countWords(record[field] as string);
    const [min, max] = STRATEGY_RULES[field];
    if (words < min || words > max) problems.push(`${path}${field} has ${words} words (expected ${min}–${max})`);
  }
  if (Array.isArray(record.concepts) && record.concepts.length !== STRATEGY_RULES.concepts) {
    problems.push(`${path}concepts has ${record.concepts.length} items (expected 3)`);
  }
  for (const [key, nested] of Object.entries(record)) problems.push(...strategyProblems(nested, `${path}${key}.`));
  return problems;
}

/** The first reason `value` is unacceptable, or undefined. */
export function checkObject(validate: ValidateFunction, value: unknown): string | undefined {
  if (!validate(value)) {
    const error = validate.errors?.[0];
    return `${error?.instancePath || '/'} ${error?.message ?? 'does not match the schema'}`;
  }
  return strategyProblems(value)[0];
}

/**
 * Runs `produce` until its object passes, at most twice (one retry, told why the first failed); then
 * an AI error the client can show.
 */
export async function produceValidObject(
  validate: ValidateFunction,
  produce: (previousProblem: string | undefined) => Promise<unknown>,
): Promise<unknown> {
  let problem: string | undefined;
  for (let attempt = 0; attempt < 2; attempt++) {
    const value = await produce(problem);
    problem = checkObject(validate, value);
    if (!problem) return value;
  }
  throw new HttpError(502, 'AI_ERROR', `The AI provider returned an object that does not fit the schema: ${problem}`);
}
