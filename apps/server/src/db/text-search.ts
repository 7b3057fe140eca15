/**
 * Full-text matching for SQLite, in the shape of PostgreSQL's `text @@ to_tsquery(…)` and its plain,
 * phrase and web-search variants (PostgREST's `fts`, `plfts`, `phfts`, `wfts`).
 *
 * It is word matching, not PostgreSQL's linguistics: a document is its words (runs of letters and
 * digits) in lower case, with their positions; a query term matches an equal word, or a word it begins
 * with for `term:*`. There is no stemming and no stop-word list, so where PostgreSQL's `english`
 * configuration matches "roasting" to "roast" or drops "the", this does neither; the `simple`
 * configuration is what it reproduces exactly. Query syntax errors are the same as PostgreSQL's.
 */
import type { FilterTextSearchMode } from '@logo-dna/protocol';

export type TsQuery =
  | { kind: 'term'; word: string; prefix: boolean }
  | { kind: 'and' | 'or'; left: TsQuery; right: TsQuery }
  | { kind: 'not'; query: TsQuery }
  | { kind: 'phrase'; left: TsQuery; right: TsQuery; distance: number }
  /** A query with no words left (all punctuation): it matches nothing, as in PostgreSQL. */
  | { kind: 'empty' };

/** The text search configurations PostgreSQL ships; `fts(<name>)` must name one of them. */
export const TEXT_SEARCH_CONFIGS: ReadonlySet<string> = new Set([
  'simple',
  'arabic',
  'armenian',
  'basque',
  'catalan',
  'danish',
  'dutch',
  'english',
  'finnish',
  'french',
  'german',
  'greek',
  'hindi',
  'hungarian',
  'indonesian',
  'irish',
  'italian',
  'lithuanian',
  'nepali',
  'norwegian',
  'portuguese',
  'romanian',
  'russian',
  'serbian',
  'spanish',
  'swedish',
  'tamil',
  'turkish',
  'yiddish',
]);

/** A tsquery PostgreSQL would refuse; carries its SQLSTATE so it maps like a database error. */
export class TsQuerySyntaxError extends Error {
  readonly code = '42601';
  constructor(query: string) {
    super(`syntax error in tsquery: "${query}"`);
    this.name = 'TsQuerySyntaxError';
  }
}

const WORD = /[\p{L}\p{N}]+/gu;

export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

function chain(kind: 'and' | 'phrase', parts: TsQuery[]): TsQuery {
  const present = parts.filter((part) => part.kind !== 'empty');
  if (present.length === 0) return { kind: 'empty' };
  return present.reduce((left, right) => (kind === 'and' ? { kind, left, right } : { kind, left, right, distance: 1 }));
}

/** One query word: several words in it (e.g. "well-known") form a phrase, as PostgreSQL's parser makes them. */
function termOf(text: string, prefix: boolean): TsQuery {
  const words = wordsOf(text);
  return chain(
    'phrase',
    words.map((word, index) => ({ kind: 'term', word, prefix: prefix && index === words.length - 1 })),
  );
}

type Token =
  | { kind: 'op'; op: '&' | '|' | '!' | '(' | ')' }
  | { kind: 'follow'; distance: number }
  | { kind: 'word'; text: string; prefix: boolean };

function tokenizeTsQuery(query: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < query.length) {
    const ch = query[i] as string;
    if (/\s/.test(ch)) {
      i += 1;
    } else if ('&|!()'.includes(ch)) {
      tokens.push({ kind: 'op', op: ch as '&' | '|' | '!' | '(' | ')' });
      i += 1;
    } else if (ch === '<') {
      const match = /^<(-|\d+)>/.exec(query.slice(i));
      if (!match) throw new TsQuerySyntaxError(query);
      tokens.push({ kind: 'follow', distance: match[1] === '-' ? 1 : Number(match[1]) });
      i += match[0].length;
    } else {
      let end = i;
      while (end < query.length && !/[\s&|!()<:]/.test(query[end] as string)) end += 1;
      let prefix = false;
      let next = end;
      if (query[next] === ':') {
        const flags = /^:[*a-dA-D]*/.exec(query.slice(next))?.[0] ?? ':';
        prefix = flags.includes('*');
        next += flags.length;
      }
      if (end === i) throw new TsQuerySyntaxError(query);
      tokens.push({ kind: 'word', text: query.slice(i, end), prefix });
      i = next;
    }
  }
  return tokens;
}

/** `to_tsquery`: words joined by `&`, `|`, `!`, `<->`/`<N>` and parentheses; `word:*` matches a prefix. */
export function parseTsQuery(query: string): TsQuery {
  const tokens = tokenizeTsQuery(query);
  let at = 0;
  const fail = (): never => {
    throw new TsQuerySyntaxError(query);
  };
  const peek = () => tokens[at];
  const isOp = (op: string) => {
    const token = peek();
    return token?.kind === 'op' && token.op === op;
  };

  function unary(): TsQuery {
    const token = peek();
    if (!token) return fail();
    if (token.kind === 'op' && token.op === '!') {
      at += 1;
      const query = unary();
      return query.kind === 'empty' ? query : { kind: 'not', query };
    }
    if (token.kind === 'op' && token.op === '(') {
      at += 1;
      const inner = or();
      if (!isOp(')')) fail();
      at += 1;
      return inner;
    }
    if (token.kind !== 'word') return fail();
    at += 1;
    return termOf(token.text, token.prefix);
  }
  function phrase(): TsQuery {
    let left = unary();
    for (let token = peek(); token?.kind === 'follow'; token = peek()) {
      at += 1;
      const right = unary();
      if (left.kind === 'empty') left = right;
      else if (right.kind !== 'empty') left = { kind: 'phrase', left, right, distance: token.distance };
    }
    return left;
  }
  function and(): TsQuery {
    let left = phrase();
    while (isOp('&')) {
      at += 1;
      left = chain('and', [left, phrase()]);
    }
    return left;
  }
  function or(): TsQuery {
    let left = and();
    while (isOp('|')) {
      at += 1;
      const right = and();
      if (left.kind === 'empty') left = right;
      else if (right.kind !== 'empty') left = { kind: 'or', left, right };
    }
    return left;
  }

  if (tokens.length === 0) return { kind: 'empty' };
  const parsed = or();
  if (at !== tokens.length) fail();
  return parsed;
}

/** `websearch_to_tsquery`: words ANDed, "quoted phrases", `or` between terms, `-word` excluded; never an error. */
function parseWebSearch(text: string): TsQuery {
  const parts = text.match(/-?"[^"]*"?|\S+/g) ?? [];
  const alternatives: TsQuery[][] = [[]];
  for (const part of parts) {
    if (part.toLowerCase() === 'or') {
      if ((alternatives.at(-1) as TsQuery[]).length > 0) alternatives.push([]);
      continue;
    }
    const negated = part.startsWith('-');
    const body = negated ? part.slice(1) : part;
    const quoted = body.startsWith('"');
    const term = quoted
      ? chain(
          'phrase',
          wordsOf(body).map((word) => ({ kind: 'term', word, prefix: false })),
        )
      : termOf(body, false);
    if (term.kind === 'empty') continue;
    (alternatives.at(-1) as TsQuery[]).push(negated ? { kind: 'not', query: term } : term);
  }
  const branches = alternatives.map((terms) => chain('and', terms)).filter((query) => query.kind !== 'empty');
  if (branches.length === 0) return { kind: 'empty' };
  return branches.reduce((left, right) => ({ kind: 'or', left, right }));
}

export function parseTextSearch(mode: FilterTextSearchMode, query: string): TsQuery {
  if (mode === 'fts') return parseTsQuery(query);
  if (mode === 'wfts') return parseWebSearch(query);
  const terms: TsQuery[] = wordsOf(query).map((word) => ({ kind: 'term', word, prefix: false }));
  return chain(mode === 'plfts' ? 'and' : 'phrase', terms);
}

function termPositions(words: readonly string[], term: { word: string; prefix: boolean }): number[] {
  const positions: number[] = [];
  words.forEach((word, index) => {
    if (term.prefix ? word.startsWith(term.word) : word === term.word) positions.push(index);
  });
  return positions;
}

/** Positions where a query ends a match, for phrase operators. */
function positionsOf(query: TsQuery, words: readonly string[]): number[] {
  switch (query.kind) {
    case 'empty':
      return [];
    case 'term':
      return termPositions(words, query);
    case 'phrase': {
      const left = new Set(positionsOf(query.left, words));
      return positionsOf(query.right, words).filter((position) => left.has(position - query.distance));
    }
    case 'or':
      return [...new Set([...positionsOf(query.left, words), ...positionsOf(query.right, words)])];
    case 'and': {
      const right = new Set(positionsOf(query.right, words));
      return positionsOf(query.left, words).filter((position) => right.has(position));
    }
    case 'not': {
      const excluded = new Set(positionsOf(query.query, words));
      return words.map((_word, index) => index).filter((index) => !excluded.has(index));
    }
  }
}

export function matchesTsQuery(query: TsQuery, words: readonly string[]): boolean {
  switch (query.kind) {
    case 'empty':
      return false;
    case 'term':
      return termPositions(words, query).length > 0;
    case 'and':
      return matchesTsQuery(query.left, words) && matchesTsQuery(query.right, words);
    case 'or':
      return matchesTsQuery(query.left, words) || matchesTsQuery(query.right, words);
    case 'not':
      return !matchesTsQuery(query.query, words);
    case 'phrase':
      return positionsOf(query, words).length > 0;
  }
}

/** Whether a document matches a query of the given mode. */
export function matchesTextSearch(document: string, mode: FilterTextSearchMode, query: string): boolean {
  return matchesTsQuery(parseTextSearch(mode, query), wordsOf(document));
}
