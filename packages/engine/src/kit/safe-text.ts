/**
 * User text (brand name, colour names) made safe for the kit's plain-text formats and file names:
 * one line without control characters, CSS comments that cannot be closed, file names without paths.
 */

/** C0/C1 controls, bidi overrides and isolates, line/paragraph separators, BOM and lone surrogates. */
const INVISIBLE = /[\p{Cc}\p{Cs}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029\ufeff]/gu;
/** The same set, without the global flag, for a yes/no test. */
const HAS_INVISIBLE = new RegExp(INVISIBLE.source, 'u');
/** Characters that separate paths or are reserved in Windows, macOS or Linux file names. */
const RESERVED_IN_FILE_NAMES = /[\\/:*?"<>|]/g;
/** A file name stem longer than this (UTF-8 bytes) is cut at a character boundary; file systems allow 255. */
export const MAX_FILE_STEM_BYTES = 100;

/** One line of plain text: line breaks and tabs become spaces, control and bidi characters go, runs of spaces fold. */
export function toPlainTextLine(text: string): string {
  return text.replace(/\s+/g, ' ').replace(INVISIBLE, '').replace(/ {2,}/g, ' ').trim();
}

/** True when text holds control, bidi-override or other invisible characters besides tabs and line breaks. */
export function hasInvisibleCharacters(text: string): boolean {
  return HAS_INVISIBLE.test(text.replace(/[\t\r\n]/g, ''));
}

/** Text for inside a CSS comment: one line, and `*\/` can never close the comment early. */
export function toCssCommentText(text: string): string {
  return toPlainTextLine(text).replace(/\*\//g, '* /');
}

/** Cuts text to at most `maxBytes` of UTF-8 without splitting a character or a grapheme (emoji, accents). */
function cutToBytes(text: string, maxBytes: number): string {
  const encoder = new TextEncoder();
  if (encoder.encode(text).length <= maxBytes) return text;
  let out = '';
  let bytes = 0;
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) {
    const size = encoder.encode(segment).length;
    if (bytes + size > maxBytes) break;
    out += segment;
    bytes += size;
  }
  return out;
}

/**
 * A name safe as one file name on any system: no path separators or reserved characters, no `..`, no
 * control or bidi characters, no leading or trailing dots, spaces or dashes, at most {@link MAX_FILE_STEM_BYTES}
 * bytes; letters of any script and emoji are kept. Falls back to `fallback` when nothing is left.
 */
export function toSafeFileName(name: string, fallback: string): string {
  const trim = (text: string) => text.replace(/^[\s.-]+|[\s.-]+$/g, '');
  const cleaned = toPlainTextLine(name.normalize('NFC'))
    .replace(RESERVED_IN_FILE_NAMES, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/-{2,}/g, '-');
  return trim(cutToBytes(trim(cleaned), MAX_FILE_STEM_BYTES)) || fallback;
}

/** The kit's archive name: `{brandName}-brand-kit.zip`, with the name made safe for a file system. */
export function toKitFileName(brandName: string): string {
  return `${toSafeFileName(brandName, 'brand')}-brand-kit.zip`;
}
