/**
 * Parses PostgREST-style filters (protocol.md §5.4): `col=op.value`, `not.` negation, `in.(…)` lists,
 * `op(any)`/`op(all)` over `{…}` lists, `isdistinct`, the full-text operators, and `and`/`or` groups such
 * as `or=(a.eq.1,and(b.gt.2,c.is.null))`. Anything it cannot read is a 400: a filter is never dropped,
 * because dropping one widens what the caller sees.
 *
 * The original client's protocol (see client-flavour.ts) adds a second percent-decode of every value,
 * `not.<value>` as "≠ value", `is.1`/`is.0` and `not_in.(…)`; PostgREST callers get PostgREST's grammar.
 */

import {
  FILTER_COMPARE_OPERATORS,
  FILTER_TEXT_SEARCH_OPERATORS,
  type FilterCompareOperator,
  type FilterIsTarget,
  type FilterQuantifiableOperator,
  type FilterTextSearchMode,
} from '@logo-dna/protocol';
import { MAX_FILTER_EXPRESSIONS, MAX_FILTER_VALUE_LENGTH, MAX_IN_LIST_LENGTH, MAX_NESTING_DEPTH } from '../common/limits';
import { REST_ERROR_CODES as CODES, parseError, type RestErrorCode, refuse } from '../common/rest-errors';
import { isStorableText } from '../common/storable-text';
import type { ClientFlavour } from './client-flavour';
import type { FilterNode } from './filter-ast';

/** Counts expressions across one request so the whole query stays under the limit. */
export interface FilterParseContext {
  expressions: number;
  /** Which protocol's grammar applies; the original client's when unset. */
  flavour?: ClientFlavour;
}

const IS_TARGETS: Record<string, FilterIsTarget> = { null: 'null', true: 'true', false: 'false', unknown: 'unknown' };
const ORIGINAL_IS_TARGETS: Record<string, FilterIsTarget> = { ...IS_TARGETS, '1': 'true', '0': 'false' };

const QUANTIFIABLE: ReadonlySet<string> = new Set(['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const TEXT_SEARCH: ReadonlySet<string> = new Set(FILTER_TEXT_SEARCH_OPERATORS);
/** `cs`/`cd`: JSON containment (project tables' JSON columns). */
const OPERATOR_NAMES: ReadonlySet<string> = new Set([...FILTER_COMPARE_OPERATORS, 'in', 'is', 'isdistinct', ...TEXT_SEARCH]);

const isOriginal = (context: FilterParseContext) => context.flavour !== 'postgrest';

/**
 * The second percent-decode of protocol.md §5.4: the original client encodes each value once more, so
 * commas and parentheses inside values never reach the grammar. A value that is not valid
 * percent-encoding is kept as sent. PostgREST callers' values were decoded once, with the URL.
 */
export function decodeFilterValue(raw: string, flavour: ClientFlavour = 'original'): string {
  let value = raw;
  if (flavour === 'original' && raw.includes('%')) {
    try {
      value = decodeURIComponent(raw);
    } catch {
      value = raw;
    }
  }
  if (value.length > MAX_FILTER_VALUE_LENGTH) {
    throw refuse(CODES.FILTER_TOO_LONG, `A filter value is longer than ${MAX_FILTER_VALUE_LENGTH} characters`);
  }
  if (!isStorableText(value))
    throw refuse(CODES.INVALID_VALUE, 'A filter value contains invalid characters', 400, {
      code: '22P05',
      message: 'unsupported Unicode escape sequence',
      details: '\\u0000 cannot be converted to text.',
    });
  return value;
}

function countExpression(context: FilterParseContext): void {
  context.expressions += 1;
  if (context.expressions > MAX_FILTER_EXPRESSIONS) {
    throw refuse(CODES.TOO_MANY_FILTERS, `A request may hold at most ${MAX_FILTER_EXPRESSIONS} filter expressions`);
  }
}

/** Reads `"…"` with backslash escapes; other text is returned as is. */
function unquote(text: string): string {
  if (text.length < 2 || !text.startsWith('"') || !text.endsWith('"')) return text;
  return text.slice(1, -1).replace(/\\(.)/gs, '$1');
}

/** Splits on `separator` outside double quotes, parentheses and `{…}` lists. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let braces = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i += 1;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(') depth += 1;
    else if (ch === ')') depth -= 1;
    else if (ch === '{') braces += 1;
    else if (ch === '}') braces = Math.max(0, braces - 1);
    else if (ch === separator && depth === 0 && braces === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
    if (depth < 0) throw groupError('Unbalanced parentheses in a filter', text);
  }
  if (quoted || depth !== 0) throw groupError('Unbalanced quotes or parentheses in a filter', text);
  parts.push(text.slice(start));
  return parts;
}

function groupError(message: string, text: string) {
  return parseError(CODES.INVALID_LOGIC_FILTER, message, `logic tree (${text})`, 'unexpected end of input');
}

/** The refusal of a filter PostgREST's parser would not read, coded for the protocol in use. */
function filterError(code: RestErrorCode, message: string, text: string) {
  return parseError(code, message, `filter (${text})`, 'unexpected input expecting "not" or operator (eq, gt, ...)');
}

function parseInList(column: string, text: string, negated: boolean, inGroup: boolean, context: FilterParseContext): FilterNode {
  const invalid = inGroup ? CODES.INVALID_LOGIC_FILTER : CODES.INVALID_FILTER;
  if (!text.startsWith('(') || !text.endsWith(')'))
    throw filterError(invalid, `The in filter on "${column}" needs a list in parentheses`, text);
  const inner = text.slice(1, -1);
  const items = inner === '' ? [] : splitTopLevel(inner, ',');
  if (items.length > MAX_IN_LIST_LENGTH) throw refuse(CODES.IN_LIST_TOO_LONG, `An in list may hold at most ${MAX_IN_LIST_LENGTH} values`);
  return { kind: 'in', column, values: items.map((item) => decodeFilterValue(unquote(item), context.flavour)), negated };
}

/** A PostgreSQL array literal `{a,"b,c",NULL}`: its elements, NULL as null. */
function parseArrayLiteral(column: string, text: string, context: FilterParseContext): (string | null)[] {
  const malformed = () =>
    refuse(CODES.INVALID_VALUE, `The list for "${column}" must read {a,b,…}`, 400, {
      code: '22P02',
      message: `malformed array literal: "${text}"`,
      details: 'Array value must start with "{" or dimension information.',
    });
  if (!text.startsWith('{') || !text.endsWith('}')) throw malformed();
  const inner = text.slice(1, -1);
  if (inner.trim() === '') return [];
  const items = splitTopLevel(inner, ',');
  if (items.length > MAX_IN_LIST_LENGTH) throw refuse(CODES.IN_LIST_TOO_LONG, `A list may hold at most ${MAX_IN_LIST_LENGTH} values`);
  return items.map((item) => {
    const trimmed = item.trim();
    if (trimmed === '') throw malformed();
    if (trimmed.startsWith('"')) return decodeFilterValue(unquote(trimmed), context.flavour);
    if (trimmed.toUpperCase() === 'NULL') return null;
    return decodeFilterValue(trimmed, context.flavour);
  });
}

interface OperatorHead {
  name: string;
  /** `any`/`all` for quantified operators, the configuration for full-text ones. */
  modifier: string | undefined;
  operand: string;
}

/** `op.`, `op(any).`, `fts(english).` at the start of `text`, or undefined. */
function operatorOf(text: string): OperatorHead | undefined {
  const match = /^([a-z]+)(?:\(([^)]*)\))?\./.exec(text);
  if (!match) return undefined;
  const name = match[1] as string;
  const modifier = match[2];
  if (!OPERATOR_NAMES.has(name)) return undefined;
  if (modifier !== undefined) {
    const quantified = QUANTIFIABLE.has(name) && (modifier === 'any' || modifier === 'all');
    const language = TEXT_SEARCH.has(name) && /^[A-Za-z0-9_ $]+$/.test(modifier);
    if (!quantified && !language) return undefined;
  }
  return { name, modifier: modifier?.trim(), operand: text.slice(match[0].length) };
}

/** An operand after the second decode; inside and/or groups it may be double-quoted. */
function operandValue(raw: string, inGroup: boolean, context: FilterParseContext): string {
  return decodeFilterValue(inGroup ? unquote(raw) : raw, context.flavour);
}

/** Parses `[not.]op.value` for one column; `inGroup` values may be double-quoted. */
export function parseOperatorExpression(column: string, text: string, context: FilterParseContext, inGroup = false): FilterNode {
  countExpression(context);
  const invalid = inGroup ? CODES.INVALID_LOGIC_FILTER : CODES.INVALID_FILTER;
  let rest = text;
  let negated = false;
  if (isOriginal(context) && rest.startsWith('not_in.')) return parseInList(column, rest.slice('not_in.'.length), true, inGroup, context);
  if (rest.startsWith('not.')) {
    rest = rest.slice(4);
    if (!operatorOf(rest)) {
      if (!isOriginal(context)) throw filterError(invalid, `Unknown filter operator on "${column}"`, text);
      // The original client's `{not: v}`: "≠ v", and `not.null` is IS NOT NULL.
      if (rest === 'null') return { kind: 'is', column, target: 'null', negated: true };
      return { kind: 'compare', column, operator: 'neq', value: operandValue(rest, inGroup, context), negated: false };
    }
    negated = true;
  }
  const head = operatorOf(rest);
  if (!head) throw filterError(invalid, `Unknown filter operator on "${column}"`, text);
  const { name, modifier, operand } = head;
  if (name === 'in') return parseInList(column, operand, negated, inGroup, context);
  if (name === 'is') {
    const targets = isOriginal(context) ? ORIGINAL_IS_TARGETS : IS_TARGETS;
    const target = targets[operand.toLowerCase()];
    if (!target) throw filterError(CODES.INVALID_FILTER, `The is filter on "${column}" takes null, true, false or unknown`, text);
    return { kind: 'is', column, target, negated };
  }
  if (name === 'isdistinct') return { kind: 'distinct', column, operator: name, value: operandValue(operand, inGroup, context), negated };
  if (TEXT_SEARCH.has(name)) {
    const value = operandValue(operand, inGroup, context);
    return { kind: 'fts', column, operator: name as FilterTextSearchMode, language: modifier, value, negated };
  }
  if (modifier === 'any' || modifier === 'all') {
    const list = inGroup ? unquote(operand) : operand;
    const values = parseArrayLiteral(column, list, context);
    return { kind: 'quantified', column, operator: name as FilterQuantifiableOperator, quantifier: modifier, value: list, values, negated };
  }
  return {
    kind: 'compare',
    column,
    operator: name as FilterCompareOperator,
    value: operandValue(operand, inGroup, context),
    negated,
  };
}

const GROUP_PREFIX = /^(not\.)?(and|or)\(/;

function parseGroupItem(item: string, context: FilterParseContext, depth: number): FilterNode {
  const group = GROUP_PREFIX.exec(item);
  if (group) {
    if (!item.endsWith(')')) throw groupError('A nested and/or group is not closed', item);
    const prefix = group[0].length - 1;
    return parseGroupBody(group[2] as 'and' | 'or', Boolean(group[1]), item.slice(prefix), context, depth + 1);
  }
  const dot = item.indexOf('.');
  if (dot <= 0) throw groupError('A group member must read column.operator.value', item);
  return parseOperatorExpression(item.slice(0, dot), item.slice(dot + 1), context, true);
}

function parseGroupBody(combinator: 'and' | 'or', negated: boolean, text: string, context: FilterParseContext, depth: number): FilterNode {
  if (depth > MAX_NESTING_DEPTH) throw refuse(CODES.NESTING_TOO_DEEP, `and/or groups may nest at most ${MAX_NESTING_DEPTH} levels`);
  if (!text.startsWith('(') || !text.endsWith(')')) throw groupError(`The ${combinator} filter must read (…)`, text);
  const items = splitTopLevel(text.slice(1, -1), ',');
  if (items.some((item) => item === '')) throw groupError(`The ${combinator} filter has an empty member`, text);
  countExpression(context);
  return { kind: 'group', combinator, negated, children: items.map((item) => parseGroupItem(item, context, depth)) };
}

/** Parses the value of a top-level `and`, `or`, `not.and` or `not.or` parameter. */
export function parseLogicFilter(key: string, text: string, context: FilterParseContext): FilterNode {
  const negated = key.startsWith('not.');
  const combinator = negated ? key.slice(4) : key;
  if (combinator !== 'and' && combinator !== 'or') throw groupError('Unknown logic filter', key);
  return parseGroupBody(combinator, negated, text, context, 1);
}

export const LOGIC_KEYS: ReadonlySet<string> = new Set(['and', 'or', 'not.and', 'not.or']);
