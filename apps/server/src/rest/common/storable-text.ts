/** With the `u` flag a valid surrogate pair is one code point, so this finds only lone surrogates. */
const LONE_SURROGATE = /\p{Cs}/u;

/** True for text PostgreSQL can store (no NUL) that encodes to UTF-8 unchanged (no lone surrogate). */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}
