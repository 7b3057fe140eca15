/**
 * Parses PostgREST-style filters (protocol.md §5.4): `col=op.value`, `not.` negation, `in.(…)` lists,
 * and `and`/`or` groups such as `or=(a.eq.1,and(b.gt.2,c.is.null))`. Anything it cannot read is a 400:
 * a filter is never dropped, because dropping one widens what the caller sees.
 */
import { isStorableText } from './column-values';
import { COMPARE_OPERATORS, type CompareOperator, type FilterNode, type IsTarget } from './filter-ast';
import { MAX_FILTER_EXPRESSIONS, MAX_FILTER_VALUE_LENGTH, MAX_IN_LIST_LENGTH, MAX_NESTING_DEPTH } from './limits';
import { REST_ERROR_CODES as CODES, refuse } from './rest-errors';

/** Counts expressions across one request so the whole query stays under the limit. */
export interface FilterParseContext {
  expressions: number;
}

const IS_TARGETS: Record<string, IsTarget> = { null: 'null', true: 'true', '1': 'true', false: 'false', '0': 'false' };

/**
 * The second percent-decode of protocol.md §5.4: clients encode each value once more, so commas and
 * parentheses inside values never reach the grammar. A value that is not valid percent-encoding is kept as sent.
 */
export function decodeFilterValue(raw: string): string {
  let value = raw;
  if (raw.includes('%')) {
    try {
      value = decodeURIComponent(raw);
    } catch {
      value = raw;
    }
  }
  if (value.length > MAX_FILTER_VALUE_LENGTH) {
    throw refuse(CODES.FILTER_TOO_LONG, `A filter value is longer than ${MAX_FILTER_VALUE_LENGTH} characters`);
  }
  if (!isStorableText(value)) throw refuse(CODES.INVALID_VALUE, 'A filter value contains invalid characters');
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

/** Splits on `separator` outside double quotes and parentheses. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
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
    else if (ch === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
    if (depth < 0) throw refuse(CODES.INVALID_LOGIC_FILTER, 'Unbalanced parentheses in a filter');
  }
  if (quoted || depth !== 0) throw refuse(CODES.INVALID_LOGIC_FILTER, 'Unbalanced quotes or parentheses in a filter');
  parts.push(text.slice(start));
  return parts;
}

function parseInList(column: string, text: string, negated: boolean, inGroup: boolean): FilterNode {
  const invalid = inGroup ? CODES.INVALID_LOGIC_FILTER : CODES.INVALID_FILTER;
  if (!text.startsWith('(') || !text.endsWith(')')) throw refuse(invalid, `The in filter on "${column}" needs a list in parentheses`);
  const inner = text.slice(1, -1);
  const items = inner === '' ? [] : splitTopLevel(inner, ',');
  if (items.length > MAX_IN_LIST_LENGTH) throw refuse(CODES.IN_LIST_TOO_LONG, `An in list may hold at most ${MAX_IN_LIST_LENGTH} values`);
  return { kind: 'in', column, values: items.map((item) => decodeFilterValue(unquote(item))), negated };
}

function operatorOf(text: string): string | undefined {
  const dot = text.indexOf('.');
  if (dot <= 0) return undefined;
  const name = text.slice(0, dot);
  return COMPARE_OPERATORS.has(name) || name === 'is' || name === 'in' ? name : undefined;
}

/** An operand after the second decode; inside and/or groups it may be double-quoted. */
function operandValue(raw: string, inGroup: boolean): string {
  return decodeFilterValue(inGroup ? unquote(raw) : raw);
}

/** Parses `[not.]op.value` for one column; `inGroup` values may be double-quoted. */
export function parseOperatorExpression(column: string, text: string, context: FilterParseContext, inGroup = false): FilterNode {
  countExpression(context);
  let rest = text;
  let negated = false;
  if (rest.startsWith('not_in.')) return parseInList(column, rest.slice('not_in.'.length), true, inGroup);
  if (rest.startsWith('not.')) {
    rest = rest.slice(4);
    if (!operatorOf(rest)) {
      // The original client's `{not: v}`: "≠ v", and `not.null` is IS NOT NULL.
      if (rest === 'null') return { kind: 'is', column, target: 'null', negated: true };
      return { kind: 'compare', column, operator: 'neq', value: operandValue(rest, inGroup), negated: false };
    }
    negated = true;
  }
  const operator = operatorOf(rest);
  if (!operator) throw refuse(inGroup ? CODES.INVALID_LOGIC_FILTER : CODES.INVALID_FILTER, `Unknown filter operator on "${column}"`);
  const operand = rest.slice(operator.length + 1);
  if (operator === 'in') return parseInList(column, operand, negated, inGroup);
  if (operator === 'is') {
    const target = IS_TARGETS[operand.toLowerCase()];
    if (!target) throw refuse(CODES.INVALID_FILTER, `The is filter on "${column}" takes null, true or false`);
    return { kind: 'is', column, target, negated };
  }
  return { kind: 'compare', column, operator: operator as CompareOperator, value: operandValue(operand, inGroup), negated };
}

const GROUP_PREFIX = /^(not\.)?(and|or)\(/;

function parseGroupItem(item: string, context: FilterParseContext, depth: number): FilterNode {
  const group = GROUP_PREFIX.exec(item);
  if (group) {
    if (!item.endsWith(')')) throw refuse(CODES.INVALID_LOGIC_FILTER, 'A nested and/or group is not closed');
    const prefix = group[0].length - 1;
    return parseGroupBody(group[2] as 'and' | 'or', Boolean(group[1]), item.slice(prefix), context, depth + 1);
  }
  const dot = item.indexOf('.');
  if (dot <= 0) throw refuse(CODES.INVALID_LOGIC_FILTER, 'A group member must read column.operator.value');
  return parseOperatorExpression(item.slice(0, dot), item.slice(dot + 1), context, true);
}

function parseGroupBody(combinator: 'and' | 'or', negated: boolean, text: string, context: FilterParseContext, depth: number): FilterNode {
  if (depth > MAX_NESTING_DEPTH) throw refuse(CODES.NESTING_TOO_DEEP, `and/or groups may nest at most ${MAX_NESTING_DEPTH} levels`);
  if (!text.startsWith('(') || !text.endsWith(')')) throw refuse(CODES.INVALID_LOGIC_FILTER, `The ${combinator} filter must read (…)`);
  const items = splitTopLevel(text.slice(1, -1), ',');
  if (items.some((item) => item === '')) throw refuse(CODES.INVALID_LOGIC_FILTER, `The ${combinator} filter has an empty member`);
  countExpression(context);
  return { kind: 'group', combinator, negated, children: items.map((item) => parseGroupItem(item, context, depth)) };
}

/** Parses the value of a top-level `and`, `or`, `not.and` or `not.or` parameter. */
export function parseLogicFilter(key: string, text: string, context: FilterParseContext): FilterNode {
  const negated = key.startsWith('not.');
  const combinator = negated ? key.slice(4) : key;
  if (combinator !== 'and' && combinator !== 'or') throw refuse(CODES.INVALID_LOGIC_FILTER, 'Unknown logic filter');
  return parseGroupBody(combinator, negated, text, context, 1);
}

export const LOGIC_KEYS: ReadonlySet<string> = new Set(['and', 'or', 'not.and', 'not.or']);
