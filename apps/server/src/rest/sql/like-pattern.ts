/**
 * `like`/`ilike` patterns as PostgREST sends them to PostgreSQL: every `*` becomes `%`, then `%` is any
 * run, `_` one character, and `\` makes the next character literal (so `50\%` matches "50%" and `\*`,
 * which becomes `\%`, a literal "%"). A lone `\` at the end, which PostgreSQL refuses, is read as a
 * literal backslash here.
 */

type LikeToken = { kind: 'any' } | { kind: 'one' } | { kind: 'literal'; char: string };

/** The pattern as wildcards and literal characters (code points). */
function tokenizeLike(pattern: string): LikeToken[] {
  const chars = [...pattern.replaceAll('*', '%')];
  const tokens: LikeToken[] = [];
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i] as string;
    if (char === '\\') {
      const next = chars[i + 1];
      tokens.push({ kind: 'literal', char: next ?? '\\' });
      i += 1;
    } else if (char === '%') tokens.push({ kind: 'any' });
    else if (char === '_') tokens.push({ kind: 'one' });
    else tokens.push({ kind: 'literal', char });
  }
  return tokens;
}

/** A LIKE pattern for `LIKE ? ESCAPE '\'` (PostgreSQL LIKE/ILIKE, SQLite LIKE). */
export function toSqlLikePattern(pattern: string): string {
  return tokenizeLike(pattern)
    .map((token) => {
      if (token.kind === 'any') return '%';
      if (token.kind === 'one') return '_';
      return token.char === '%' || token.char === '_' || token.char === '\\' ? `\\${token.char}` : token.char;
    })
    .join('');
}

/** The same pattern for SQLite's case-sensitive GLOB, whose own metacharacters are bracketed to stay literal. */
export function toGlobPattern(pattern: string): string {
  return tokenizeLike(pattern)
    .map((token) => {
      if (token.kind === 'any') return '*';
      if (token.kind === 'one') return '?';
      return token.char === '*' || token.char === '?' || token.char === '[' ? `[${token.char}]` : token.char;
    })
    .join('');
}

/** A JavaScript regular expression with the same meaning (the property tests' oracle). */
export function toLikeRegExp(pattern: string, flags = ''): RegExp {
  const source = tokenizeLike(pattern)
    .map((token) => {
      if (token.kind === 'any') return '.*';
      if (token.kind === 'one') return '.';
      return token.char.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
    })
    .join('');
  // `u` makes `.` one code point, as `_` is one character in both databases; `s` lets it match newlines.
  return new RegExp(`^${source}$`, `su${flags}`);
}
