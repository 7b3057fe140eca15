/**
 * The table API's filter grammar (protocol.md §5.4, PostgREST 12's dialect): the operator words a query string may
 * use and the values a client filter carries. The server parses these words; the SDK writes them.
 */

/** Comparison operators, `col=op.value`; `cs` and `cd` are JSON containment (PostgreSQL's @> and <@). */
export const FILTER_COMPARE_OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'cs', 'cd'] as const;
export type FilterCompareOperator = (typeof FILTER_COMPARE_OPERATORS)[number];

/** Operators that take the `(any)` / `(all)` modifier over a `{…}` list; `neq`, `cs` and `cd` do not. */
export type FilterQuantifiableOperator = Exclude<FilterCompareOperator, 'neq' | 'cs' | 'cd'>;

/** `is` targets: PostgREST spells booleans true/false (and `unknown`), the original client sends 1/0. */
export type FilterIsTarget = 'null' | 'true' | 'false' | 'unknown';

/** Full-text operators: to_tsquery, plainto_tsquery, phraseto_tsquery, websearch_to_tsquery. */
export const FILTER_TEXT_SEARCH_OPERATORS = ['fts', 'plfts', 'phfts', 'wfts'] as const;
export type FilterTextSearchMode = (typeof FILTER_TEXT_SEARCH_OPERATORS)[number];

/** A value a client compares a column with (a date travels as its ISO text). */
export type FilterValue = string | number | boolean | Date | null;

/** A JSON value, for the containment filters on JSON columns. */
export type JsonFilterValue = string | number | boolean | null | JsonFilterValue[] | { [key: string]: JsonFilterValue };

/** The operators a client filter may set on one column. */
export interface FilterOperators {
  eq?: FilterValue;
  neq?: FilterValue;
  gt?: FilterValue;
  gte?: FilterValue;
  lt?: FilterValue;
  lte?: FilterValue;
  like?: string;
  ilike?: string;
  is?: null | boolean;
  not?: FilterValue;
  in?: FilterValue[];
  not_in?: FilterValue[];
  /** A JSON column contains this value (`cs`, PostgreSQL's `@>`): `{tags: {cs: ['a']}}`. */
  cs?: JsonFilterValue;
  /** A JSON column is contained in this value (`cd`, `<@`). */
  cd?: JsonFilterValue;
}
