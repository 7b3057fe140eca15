/** camelCase ⇄ snake_case key conversion for database rows, with the exact rules of protocol.md §5.2. */

/** Each uppercase letter becomes `_` plus its lowercase (`userId` → `user_id`, `URL` → `_u_r_l`). */
export function toSnakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** `_` followed by a lowercase ASCII letter becomes that letter in uppercase; everything else stays. */
export function toCamelCase(key: string): string {
  return key.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Converts keys recursively through plain objects and arrays. Dates become ISO strings (the original
 * client sent them as `{}`); other values pass through unchanged.
 */
function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== undefined) result[convert(key)] = convertKeys(item, convert);
  }
  return result;
}

export const toSnakeKeys = <T = unknown>(value: unknown): T => convertKeys(value, toSnakeCase) as T;
export const toCamelKeys = <T = unknown>(value: unknown): T => convertKeys(value, toCamelCase) as T;
