/**
 * An in-memory evaluator of filter trees over plain rows, used as the differential oracle of the
 * property test. It spells out the semantics both databases must share: SQL three-valued logic,
 * code-point text order, numeric order for number cells (booleans are 0/1), `*`/`%`/`_` wildcards
 * with `\` escapes, ASCII-only case folding for ilike, regular expressions and word-matching full-text search.
 */
import type { FilterQuantifiableOperator } from '@logo-dna/protocol';
import { regexMatches } from '../../db/regex-pattern';
import { matchesTextSearch } from '../../db/text-search';
import type { FilterNode } from '../query/filter-ast';
import { toLikeRegExp } from '../sql/like-pattern';

/** SQL truth: true, false or unknown (null). */
type Truth = boolean | null;
type Cell = string | number | null;

/** UTF-8 byte order equals code-point order, which is what BINARY and COLLATE "C" compare. */
function compareText(left: string, right: string): number {
  return Buffer.compare(Buffer.from(left, 'utf8'), Buffer.from(right, 'utf8'));
}

/** A filter value read the way the compiler types it for a number column. */
function toNumber(text: string): number {
  if (text === 'true') return 1;
  if (text === 'false') return 0;
  return Number(text);
}

/** Compares a cell with a filter value: numerically for number cells, by code point for text. */
function compareCell(cell: string | number, text: string): number {
  if (typeof cell === 'number') return Math.sign(cell - toNumber(text));
  return compareText(cell, text);
}

const foldAscii = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

function matchesPattern(value: string, pattern: string): boolean {
  return toLikeRegExp(pattern).test(value);
}

/** One comparison of a non-null cell; a NULL operand (from a quantified list) is unknown. */
function compareWith(operator: FilterQuantifiableOperator | 'neq', cell: string | number, value: string | null): Truth {
  if (value === null) return null;
  switch (operator) {
    case 'eq':
      return compareCell(cell, value) === 0;
    case 'neq':
      return compareCell(cell, value) !== 0;
    case 'gt':
      return compareCell(cell, value) > 0;
    case 'gte':
      return compareCell(cell, value) >= 0;
    case 'lt':
      return compareCell(cell, value) < 0;
    case 'lte':
      return compareCell(cell, value) <= 0;
    case 'like':
      return matchesPattern(String(cell), value);
    case 'ilike':
      return matchesPattern(foldAscii(String(cell)), foldAscii(value));
    case 'match':
      return regexMatches(value, false, String(cell));
    case 'imatch':
      return regexMatches(value, true, String(cell));
  }
}

/** ANY is true if one comparison is, ALL false if one is; otherwise a NULL comparison leaves it unknown. */
function quantify(results: Truth[], quantifier: 'any' | 'all'): Truth {
  const decisive = quantifier === 'any';
  if (results.includes(decisive)) return decisive;
  return results.includes(null) ? null : !decisive;
}

function evaluateLeaf(node: Exclude<FilterNode, { kind: 'group' }>, cell: Cell): Truth {
  switch (node.kind) {
    case 'is':
      if (node.target === 'null' || node.target === 'unknown') return cell === null;
      return cell !== null && cell === (node.target === 'true' ? 1 : 0);
    case 'in':
      if (node.values.length === 0) return false;
      if (cell === null) return null;
      return node.values.some((value) => compareCell(cell, value) === 0);
    case 'distinct':
      return cell === null || compareCell(cell, node.value) !== 0;
    case 'quantified':
      if (node.values.length === 0) return node.quantifier === 'all';
      if (cell === null) return null;
      return quantify(
        node.values.map((value) => compareWith(node.operator, cell, value)),
        node.quantifier,
      );
    case 'fts':
      return cell === null ? null : matchesTextSearch(String(cell), node.operator, node.value);
    case 'compare':
      if (node.operator === 'cs' || node.operator === 'cd') {
        throw new Error('the oracle reads text and number cells; JSON containment is tested against jsonContains');
      }
      return cell === null ? null : compareWith(node.operator, cell, node.value);
  }
}

const not = (truth: Truth): Truth => (truth === null ? null : !truth);

/** The truth of one filter for one row of text cells. */
function evaluateFilter(node: FilterNode, row: Readonly<Record<string, Cell>>): Truth {
  let truth: Truth;
  if (node.kind === 'group') {
    const results = node.children.map((child) => evaluateFilter(child, row));
    // One false decides an AND, one true decides an OR.
    const decisive = node.combinator === 'or';
    if (results.includes(decisive)) truth = decisive;
    else truth = results.includes(null) ? null : !decisive;
  } else {
    truth = evaluateLeaf(node, row[node.column] ?? null);
  }
  return node.negated ? not(truth) : truth;
}

/** The rows every filter holds for (a WHERE clause keeps only rows where the whole condition is true). */
export function filterRows<T extends Readonly<Record<string, Cell>>>(rows: readonly T[], filters: readonly FilterNode[]): T[] {
  return rows.filter((row) => filters.every((filter) => evaluateFilter(filter, row) === true));
}
