/** The parsed form of a REST query: filter trees, select list, order terms and paging. Transport-free. */

/** `cs` and `cd`: a JSON document contains, or is contained in, the JSON value given (PostgreSQL's @> and <@). */
export type CompareOperator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'match' | 'imatch' | 'cs' | 'cd';

/** Operators that take PostgREST's `(any)` / `(all)` modifier over a `{…}` list; `neq`, `cs` and `cd` do not. */
export type QuantifiableOperator = Exclude<CompareOperator, 'neq' | 'cs' | 'cd'>;

/** `is` targets: PostgREST spells booleans true/false (and `unknown`), the original client sends 1/0. */
export type IsTarget = 'null' | 'true' | 'false' | 'unknown';

/** PostgREST's full-text operators: to_tsquery, plainto_tsquery, phraseto_tsquery, websearch_to_tsquery. */
export type TextSearchMode = 'fts' | 'plfts' | 'phfts' | 'wfts';

/**
 * One condition or group. Values are decoded text; the compiler types them by column. Every operator
 * leaf keeps the operator and its operand text as sent.
 */
export type FilterNode =
  | { kind: 'compare'; column: string; operator: CompareOperator; value: string; negated: boolean }
  | { kind: 'in'; column: string; values: string[]; negated: boolean }
  | { kind: 'is'; column: string; target: IsTarget; negated: boolean }
  /**
   * `col=like(any).{a,b}`: the comparison against each listed value (`values`, NULL as null), ORed for
   * `any` and ANDed for `all`; `value` is the list as sent.
   */
  | {
      kind: 'quantified';
      column: string;
      operator: QuantifiableOperator;
      quantifier: 'any' | 'all';
      value: string;
      values: (string | null)[];
      negated: boolean;
    }
  /** `col=isdistinct.v`: IS DISTINCT FROM, the null-safe "not equal". */
  | { kind: 'distinct'; column: string; operator: 'isdistinct'; value: string; negated: boolean }
  /** `col=fts(english).query`: the operator names the tsquery parser; `value` is the query. */
  | { kind: 'fts'; column: string; operator: TextSearchMode; language: string | undefined; value: string; negated: boolean }
  | { kind: 'group'; combinator: 'and' | 'or'; children: FilterNode[]; negated: boolean };

export interface OrderTerm {
  column: string;
  descending: boolean;
  /** Explicit, or PostgreSQL's default: NULLS LAST ascending, NULLS FIRST descending. */
  nullsFirst: boolean;
}

export interface RestQuery {
  /** `undefined` means every column (`*`). */
  select: string[] | undefined;
  /** All top-level filters; the request matches rows where every one is true. */
  filters: FilterNode[];
  order: OrderTerm[];
  /** As sent; PostgREST callers may send a negative limit, which the route answers with a 416. */
  limit: number | undefined;
  offset: number;
  /** Keyset paging: only rows whose primary key sorts after this value. */
  cursor: string | undefined;
  /** Column names of `on_conflict`, as sent (may be camelCase). */
  onConflict: string[] | undefined;
  /** PostgREST's `columns` parameter of bulk writes: only these body keys are written. */
  columns: string[] | undefined;
}

export const COMPARE_OPERATORS: ReadonlySet<string> = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'cs',
  'cd',
]);
