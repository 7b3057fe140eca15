/**
 * PostgreSQL's `~` / `~*` for SQLite: its POSIX-style patterns run as JavaScript regular expressions.
 * The common syntax is shared; POSIX bracket classes (`[[:alpha:]]`) and PostgreSQL's word-boundary
 * escapes (`\y`, `\m`, `\M`) are translated. JavaScript's engine backtracks, so patterns whose
 * repetition nests (`(a+)+`), which could run for minutes on a short text, are refused up front.
 */

/** An invalid pattern, with PostgreSQL's SQLSTATE so it maps like a database error. */
export class InvalidRegexError extends Error {
  readonly code = '2201B';
  constructor(detail: string) {
    super(`invalid regular expression: ${detail}`);
    this.name = 'InvalidRegexError';
  }
}

export const MAX_REGEX_LENGTH = 1_000;

const POSIX_CLASSES: Record<string, string> = {
  alpha: 'A-Za-z',
  digit: '0-9',
  alnum: 'A-Za-z0-9',
  upper: 'A-Z',
  lower: 'a-z',
  space: ' \\t\\n\\r\\f\\v',
  blank: ' \\t',
  punct: '!-\\/:-@\\[-`{-~',
  xdigit: '0-9A-Fa-f',
  word: 'A-Za-z0-9_',
  cntrl: '\\x00-\\x1f\\x7f',
  print: ' -~',
  graph: '!-~',
};

function translate(pattern: string): string {
  return pattern
    .replace(/\[:([a-z]+):\]/g, (whole, name: string) => POSIX_CLASSES[name] ?? whole)
    .replace(/\\([ymMAZ])/g, (_whole, letter: string) => {
      if (letter === 'y') return '\\b';
      if (letter === 'm') return '\\b(?=\\w)';
      if (letter === 'M') return '\\b(?<=\\w)';
      return letter === 'A' ? '^' : '$';
    });
}

/** Refuses a quantified group that itself contains an unbounded quantifier (catastrophic backtracking). */
export function checkRegexIsSafe(pattern: string): void {
  if (pattern.length > MAX_REGEX_LENGTH) throw new InvalidRegexError(`longer than ${MAX_REGEX_LENGTH} characters`);
  const groups: boolean[] = [];
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\') {
      i += 1;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
      continue;
    }
    if (ch === '[') inClass = true;
    else if (ch === '(') groups.push(false);
    else if (ch === '*' || ch === '+' || (ch === '{' && /^\{\d*,\d*\}/.test(pattern.slice(i)))) {
      if (groups.length > 0) groups[groups.length - 1] = true;
    } else if (ch === ')') {
      const repeats = groups.pop() ?? false;
      const next = pattern[i + 1];
      const quantified = next === '*' || next === '+' || (next === '{' && /^\{\d*,\d*\}/.test(pattern.slice(i + 1)));
      if (repeats && quantified) throw new InvalidRegexError('nested repetition is not supported');
      if (repeats && groups.length > 0) groups[groups.length - 1] = true;
    }
  }
}

const cache = new Map<string, RegExp>();

/** The compiled pattern (cached), or an InvalidRegexError. */
export function compilePosixRegex(pattern: string, caseInsensitive: boolean): RegExp {
  const key = `${caseInsensitive ? 'i' : 'c'}${pattern}`;
  let regex = cache.get(key);
  if (!regex) {
    checkRegexIsSafe(pattern);
    try {
      regex = new RegExp(translate(pattern), caseInsensitive ? 'i' : '');
    } catch (error) {
      throw new InvalidRegexError(error instanceof Error ? error.message : String(error));
    }
    if (cache.size > 200) cache.clear();
    cache.set(key, regex);
  }
  return regex;
}
