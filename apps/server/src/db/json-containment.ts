/**
 * PostgreSQL's jsonb containment (`@>`), for SQLite: an object contains another when it has each of its
 * keys with a containing value; an array contains another when each element of the second is contained in
 * some element of the first (order and repeats do not matter); scalars contain only an equal scalar; and,
 * at the top level only, an array contains a scalar that is one of its elements.
 * Source: PostgreSQL manual §8.14.3 "jsonb Containment and Existence" and `JsonbDeepContains` (jsonb_util.c).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const isContainer = (value: Json): value is Json[] | JsonObject => typeof value === 'object' && value !== null;
const sameKind = (a: Json, b: Json) => Array.isArray(a) === Array.isArray(b) && isObject(a) === isObject(b);

/** One value of `container` holds `item`: an equal scalar, or a container of the same kind that contains it. */
function holds(value: Json, item: Json): boolean {
  if (isContainer(item)) return isContainer(value) && sameKind(value, item) && deepContains(value, item);
  return !isContainer(value) && value === item;
}

function deepContains(container: Json, contained: Json): boolean {
  if (Array.isArray(contained)) {
    if (!Array.isArray(container)) return false;
    return contained.every((item) => container.some((value) => holds(value, item)));
  }
  if (isObject(contained)) {
    if (!isObject(container)) return false;
    return Object.entries(contained).every(([key, item]) => Object.hasOwn(container, key) && holds(container[key] as Json, item));
  }
  return !isContainer(container) && container === contained;
}

/** `container @> contained` on parsed JSON values. */
export function jsonContains(container: Json, contained: Json): boolean {
  if (Array.isArray(container) && !isContainer(contained)) return container.some((value) => holds(value, contained));
  return deepContains(container, contained);
}

/** The SQL function SQLite's REST queries call for `cs` and `cd`. */
export const JSON_CONTAINS_FUNCTION = 'logo_dna_json_contains';

/** Reads a SQLite cell holding JSON: text is parsed; numbers are JSON numbers (a JSON column has numeric affinity). */
function readJsonCell(cell: unknown): Json | undefined {
  if (typeof cell === 'number') return cell;
  if (typeof cell === 'bigint') return Number(cell);
  if (typeof cell !== 'string') return undefined;
  try {
    return JSON.parse(cell) as Json;
  } catch {
    return undefined;
  }
}

/** The SQLite function: 1 or 0, or NULL when either side is NULL or not JSON (SQL's unknown, as PostgreSQL's NULL @> x). */
export function sqliteJsonContains(container: unknown, contained: unknown): number | null {
  const left = readJsonCell(container);
  const right = readJsonCell(contained);
  if (left === undefined || right === undefined) return null;
  return jsonContains(left, right) ? 1 : 0;
}
