/** Checks generated objects: the request's JSON schema (ajv) and the spec's strategy word ranges (§9). */
import { Ajv, type ValidateFunction } from 'ajv';
import { badRequest, HttpError } from '../http/errors';

/** Spec §9: positioning 50–120 words, rationale 150–200, three concepts. */
const STRATEGY_RULES = { positioning: [50, 120], rationale: [150, 200], concepts: 3 } as const;

export function countWords(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}

const ajv = new Ajv({ allErrors: false, strict: false });
const compiled = new Map<string, ValidateFunction>();

/** Largest schema accepted, as JSON text. */
const MAX_SCHEMA_CHARS = 20_000;
/** Deepest schema accepted, in nested arrays and objects; ajv compiles each level recursively. */
const MAX_SCHEMA_DEPTH = 32;
/** Deepest level of a generated object checked for the strategy word counts. */
const MAX_STRATEGY_DEPTH = 16;
/** Regular expressions from a caller could be catastrophic to backtrack (ReDoS), so they are refused. */
const REFUSED_KEYWORDS = new Set(['pattern', 'patternProperties', '$dynamicRef', '$recursiveRef']);

/** The first reason a schema cannot be compiled safely, found without recursion (the schema may be hostile). */
function findSchemaProblem(schema: unknown): string | undefined {
  const pending: Array<{ value: unknown; depth: number }> = [{ value: schema, depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value !== 'object' || value === null) continue;
    if (depth > MAX_SCHEMA_DEPTH) return `schema is nested deeper than ${MAX_SCHEMA_DEPTH} levels`;
    for (const [key, child] of Object.entries(value)) {
      if (REFUSED_KEYWORDS.has(key)) return `schema keyword "${key}" is not supported`;
      pending.push({ value: child, depth: depth + 1 });
    }
  }
  return undefined;
}

/** Compiles (and caches) a request's schema; a schema ajv rejects is the caller's 400. */
export function compileSchema(schema: Record<string, unknown>): ValidateFunction {
  // Depth first: JSON.stringify and ajv both recurse.
  const problem = findSchemaProblem(schema);
  if (problem) throw badRequest(problem);
  const key = JSON.stringify(schema);
  if (key.length > MAX_SCHEMA_CHARS) throw badRequest(`schema is larger than ${MAX_SCHEMA_CHARS} characters`);
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

/** Word-count problems of any strategy-shaped object inside `value` (down to MAX_STRATEGY_DEPTH). */
function strategyProblems(value: unknown, path = '', depth = 0): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || depth > MAX_STRATEGY_DEPTH) return [];
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
  for (const [key, nested] of Object.entries(record)) problems.push(...strategyProblems(nested, `${path}${key}.`, depth + 1));
  return problems;
}

/** The first reason `value` is unacceptable, or undefined. */
function checkObject(validate: ValidateFunction, value: unknown): string | undefined {
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
