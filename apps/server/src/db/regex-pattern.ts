/**
 * The regular expressions of the `match` / `imatch` filters: one language on both databases, RE2's, matched in
 * linear time. SQLite runs them with re2js (a port of RE2: no backtracking, so no pattern can take exponential time);
 * PostgreSQL runs its own engine on the same pattern, rewritten where the two spell a construct differently.
 * Constructs the two engines read differently, or only one knows, are refused, so a pattern means the same thing
 * on either database.
 */
import { RE2JS } from 're2js';

/** Longest pattern, in characters, on either database. */
export const MAX_REGEX_LENGTH = 1_000;
/** Longest text a pattern is matched against on SQLite, in UTF-16 code units; a longer value fails the statement. */
export const MAX_REGEX_SUBJECT_LENGTH = 65_536;
/** PostgreSQL's largest repetition count (RE_DUPMAX); RE2 allows 1,000. */
const MAX_REPEAT = 255;

/** An invalid or refused pattern, with PostgreSQL's SQLSTATE so it maps like a database error. */
export class InvalidRegexError extends Error {
  readonly code = '2201B';
  constructor(detail: string) {
    super(`invalid regular expression: ${detail}`);
    this.name = 'InvalidRegexError';
  }
}

/** A pattern or a matched value over its limit; a brand field marks it across module copies. */
export class RegexLimitError extends Error {
  readonly isRegexLimitError = true;
  constructor(
    readonly limit: 'pattern' | 'subject',
    message: string,
  ) {
    super(message);
    this.name = 'RegexLimitError';
  }
}

export function isRegexLimitError(value: unknown): value is RegexLimitError {
  return typeof value === 'object' && value !== null && (value as { isRegexLimitError?: unknown }).isRegexLimitError === true;
}

/** The pattern as each engine reads it. */
export interface RegexSpellings {
  re2: string;
  postgres: string;
}

/** Escapes spelled differently by the engines: [RE2, PostgreSQL]. PostgreSQL's own spellings are accepted too. */
const ESCAPES: Record<string, [string, string]> = {
  b: ['\\b', '\\y'],
  y: ['\\b', '\\y'],
  B: ['\\B', '\\Y'],
  Y: ['\\B', '\\Y'],
  z: ['\\z', '\\Z'],
  Z: ['\\z', '\\Z'],
};
/**
 * Escapes one engine lacks or reads differently: octal and back-references, quoting, bytes, Unicode classes,
 * `\m`/`\M`, and `\x` (two hex digits in RE2, any number in PostgreSQL).
 */
const REFUSED_ESCAPE = /[0-9QECpPmMx]/;

function checkEscape(letter: string | undefined): void {
  if (letter === undefined) throw new InvalidRegexError('trailing backslash');
  if (REFUSED_ESCAPE.test(letter)) throw new InvalidRegexError(`\\${letter} is not supported`);
}

/** Reads `{m}`, `{m,}` or `{m,n}` at `start`; returns its end, or -1 when the brace starts no bound. */
function readBound(pattern: string, start: number): number {
  const bound = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(start, start + 12));
  if (!bound) return -1;
  if (Number(bound[1]) > MAX_REPEAT || Number(bound[3] || 0) > MAX_REPEAT) {
    throw new InvalidRegexError(`repetition counts above ${MAX_REPEAT} are not supported`);
  }
  return start + bound[0].length;
}

/** Reads a bracket expression starting at `start` (`[`); returns the index after its closing `]`. */
function readClass(pattern: string, start: number): number {
  let i = start + 1;
  if (pattern[i] === '^') i += 1;
  if (pattern[i] === ']') i += 1;
  for (; i < pattern.length; i++) {
    if (pattern[i] === '\\') {
      checkEscape(pattern[i + 1]);
      i += 1;
    } else if (pattern.startsWith('[:', i)) i = Math.max(i, pattern.indexOf(':]', i + 2) + 1);
    else if (pattern[i] === ']') return i + 1;
  }
  return pattern.length;
}

/** One escape outside a bracket expression, in both spellings. */
function translateEscape(letter: string | undefined): [string, string] {
  checkEscape(letter);
  const both = ESCAPES[letter as string];
  return both ?? [`\\${letter}`, `\\${letter}`];
}

/** Both spellings of `pattern`, or an InvalidRegexError naming what one of the engines would read differently. */
function translate(pattern: string): RegexSpellings {
  let re2 = '';
  let postgres = '';
  for (let i = 0; i < pattern.length; ) {
    const ch = pattern[i] as string;
    let end = i + 1;
    if (ch === '\\') {
      const [a, b] = translateEscape(pattern[i + 1]);
      re2 += a;
      postgres += b;
      i += 2;
      continue;
    }
    if (ch === '[') end = readClass(pattern, i);
    else if (ch === '(' && pattern[i + 1] === '?' && pattern[i + 2] !== ':') {
      throw new InvalidRegexError('flags, named groups and look-arounds are not supported; (?: groups are');
    } else if (ch === '{') {
      end = readBound(pattern, i);
      if (end < 0) throw new InvalidRegexError('a literal { must be escaped as \\{');
    }
    const text = pattern.slice(i, end);
    re2 += text;
    postgres += text;
    i = end;
  }
  return { re2, postgres };
}

const spellings = new Map<string, RegexSpellings>();
const compiled = new Map<string, RE2JS>();

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  if (cache.size > 200) cache.clear();
  cache.set(key, value);
  return value;
}

/** Checks a pattern (length, the shared language, RE2's syntax) and returns its spelling for each engine. */
export function parseRegex(pattern: string): RegexSpellings {
  const known = spellings.get(pattern);
  if (known) return known;
  if (pattern.length > MAX_REGEX_LENGTH) {
    throw new RegexLimitError('pattern', `A regular expression may be at most ${MAX_REGEX_LENGTH} characters`);
  }
  const both = translate(pattern);
  try {
    RE2JS.compile(both.re2);
  } catch (error) {
    throw new InvalidRegexError(error instanceof Error ? error.message.replace(/^error parsing regexp: /, '') : String(error));
  }
  return remember(spellings, pattern, both);
}

/** The RE2 program of a pattern: `.` matches a newline and `$` only the end, as in PostgreSQL. */
export function compileRegex(pattern: string, caseInsensitive: boolean): RE2JS {
  const key = `${caseInsensitive ? 'i' : 'c'}${pattern}`;
  const known = compiled.get(key);
  if (known) return known;
  const flags = RE2JS.DOTALL | (caseInsensitive ? RE2JS.CASE_INSENSITIVE : 0);
  return remember(compiled, key, RE2JS.compile(parseRegex(pattern).re2, flags));
}

/** Whether `pattern` matches anywhere in `subject`; a subject over the limit is an error, not a miss. */
export function regexMatches(pattern: string, caseInsensitive: boolean, subject: string): boolean {
  if (subject.length > MAX_REGEX_SUBJECT_LENGTH) {
    throw new RegexLimitError('subject', `A regular expression is matched against at most ${MAX_REGEX_SUBJECT_LENGTH} characters`);
  }
  return compileRegex(pattern, caseInsensitive).test(subject);
}
