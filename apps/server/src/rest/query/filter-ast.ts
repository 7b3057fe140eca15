/** The parsed form of a REST query: filter trees, select list, order terms and paging. Transport-free. */
import type { FilterCompareOperator, FilterIsTarget, FilterQuantifiableOperator, FilterTextSearchMode } from '@logo-dna/protocol';

/**
 * One condition or group. Values are decoded text; the compiler types them by column. Every operator
 * leaf keeps the operator and its operand text as sent.
 */
export type FilterNode =
  | { kind: 'compare'; column: string; operator: FilterCompareOperator; value: string; negated: boolean }
  | { kind: 'in'; column: string; values: string[]; negated: boolean }
  | { kind: 'is'; column: string; target: FilterIsTarget; negated: boolean }
  /**
   * `col=like(any).{a,b}`: the comparison against each listed value (`values`, NULL as null), ORed for
   * `any` and ANDed for `all`; `value` is the list as sent.
   */
  | {
      kind: 'quantified';
      column: string;
      operator: FilterQuantifiableOperator;
      quantifier: 'any' | 'all';
      value: string;
      values: (string | null)[];
      negated: boolean;
    }
  /** `col=isdistinct.v`: IS DISTINCT FROM, the null-safe "not equal". */
  | { kind: 'distinct'; column: string; operator: 'isdistinct'; value: string; negated: boolean }
  /** `col=fts(english).query`: the operator names the tsquery parser; `value` is the query. */
  | { kind: 'fts'; column: string; operator: FilterTextSearchMode; language: string | undefined; value: string; negated: boolean }
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
