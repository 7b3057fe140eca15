/** The parsed form of a REST query: filter trees, select list, order terms and paging. Transport-free. */

export type CompareOperator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike';

/** `is` targets: PostgREST spells booleans true/false, the original client sends 1/0. */
export type IsTarget = 'null' | 'true' | 'false';

/** One condition or group. Values are decoded text; the compiler types them by column. */
export type FilterNode =
  | { kind: 'compare'; column: string; operator: CompareOperator; value: string; negated: boolean }
  | { kind: 'in'; column: string; values: string[]; negated: boolean }
  | { kind: 'is'; column: string; target: IsTarget; negated: boolean }
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
  limit: number | undefined;
  offset: number;
  /** Keyset paging: only rows whose primary key sorts after this value. */
  cursor: string | undefined;
  /** Column names of `on_conflict`, as sent (may be camelCase). */
  onConflict: string[] | undefined;
}

export const COMPARE_OPERATORS: ReadonlySet<string> = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike']);
