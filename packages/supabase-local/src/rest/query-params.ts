import { HttpError } from '../http/errors.ts';

const OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'is', 'in'] as const;
type Operator = (typeof OPERATORS)[number];

export interface SelectItem {
  column: string;
  alias?: string;
}

export interface Filter {
  column: string;
  operator: Operator;
  negated: boolean;
  /** One value for most operators, the list for `in`. */
  values: string[];
}

/** PostgREST's or=/and= trees: `or=(a.eq.1,and(b.gt.2,c.is.null))`, optionally negated. */
export interface LogicTree {
  kind: 'and' | 'or';
  negated: boolean;
  items: (Filter | LogicTree)[];
}

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls?: 'first' | 'last';
}

export interface ReadQuery {
  select: SelectItem[] | '*';
  filters: (Filter | LogicTree)[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

/** Query parameters with a meaning of their own; every other parameter is a column filter. */
const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

const IS_VALUES = new Set(['null', 'true', 'false', 'unknown']);

function parseError(message: string, details: string | null = null): HttpError {
  return new HttpError(400, { code: 'PGRST100', details, hint: null, message });
}

/** Splits on commas that are outside parentheses and double quotes. */
function splitTopLevel(text: string, keepQuotes = false): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '\\' && quoted && i + 1 < text.length) {
      current += keepQuotes ? `${char}${text[i + 1]}` : text[i + 1];
      i += 1;
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth += 1;
    else if (!quoted && char === ')') depth -= 1;
    if (char === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else if (char !== '"' || keepQuotes) {
      current += char;
    }
  }
  if (quoted || depth !== 0) throw parseError(`failed to parse "${text}"`, 'unbalanced quotes or parentheses');
  parts.push(current);
  return parts;
}

function parseSelect(raw: string | null, relation: string): SelectItem[] | '*' {
  const text = (raw ?? '*').replace(/\s+/g, '');
  if (text === '' || text === '*') return '*';
  return splitTopLevel(text).map((part) => {
    if (part.includes('(')) {
      // No foreign keys are exposed for embedding here, so PostgREST's "no relationship" applies.
      const target = part.slice(part.lastIndexOf(':') + 1, part.indexOf('(')).split('!')[0] ?? '';
      throw new HttpError(400, {
        code: 'PGRST200',
        details: `Searched for a foreign key relationship between '${relation}' and '${target}' in the schema 'public', but no matches were found.`,
        hint: null,
        message: `Could not find a relationship between '${relation}' and '${target}' in the schema cache`,
      });
    }
    const [alias, column, extra] = part.split(':');
    if (extra !== undefined || part.includes('::')) throw parseError(`failed to parse select parameter (${raw})`, `unexpected "${part}"`);
    return column === undefined ? { column: alias ?? '' } : { column, alias: alias ?? '' };
  });
}

function parseFilter(column: string, raw: string): Filter {
  const match = /^(not\.)?([a-z]+)\.([\s\S]*)$/.exec(raw);
  const operator = match?.[2] as Operator | undefined;
  if (!match || !operator || !OPERATORS.includes(operator)) {
    throw parseError(`failed to parse filter (${raw})`, `unknown or unsupported operator in "${column}=${raw}"`);
  }
  const negated = Boolean(match[1]);
  const value = match[3] ?? '';
  if (operator === 'in') {
    const list = /^\(([\s\S]*)\)$/.exec(value);
    if (!list) throw parseError(`failed to parse filter (${raw})`, 'in expects a list like in.(a,b)');
    return { column, operator, negated, values: list[1] === '' ? [] : splitTopLevel(list[1] ?? '') };
  }
  if (operator === 'is' && !IS_VALUES.has(value)) {
    throw parseError(`failed to parse filter (${raw})`, 'is expects null, true, false or unknown');
  }
  const text = operator === 'like' || operator === 'ilike' ? value.replace(/\*/g, '%') : value;
  return { column, operator, negated, values: [text] };
}

function parseOrder(raw: string | null): OrderTerm[] {
  if (!raw) return [];
  return raw.split(',').map((part) => {
    const [column = '', ...modifiers] = part.trim().split('.');
    const term: OrderTerm = { column, descending: false };
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') term.descending = modifier === 'desc';
      else if (modifier === 'nullsfirst' || modifier === 'nullslast') term.nulls = modifier === 'nullsfirst' ? 'first' : 'last';
      else throw parseError(`failed to parse order (${raw})`, `unexpected "${modifier}"`);
    }
    return term;
  });
}

function parseCount(name: string, raw: string | null): number | undefined {
  if (raw === null) return undefined;
  if (!/^\d{1,9}$/.test(raw)) throw parseError(`failed to parse ${name} (${raw})`, `${name} must be a non-negative integer`);
  return Number(raw);
}

/** PostgREST's answer to a filter on a relation the select does not embed (none can be, here). */
function notEmbedded(relation: string): HttpError {
  return new HttpError(400, {
    code: 'PGRST108',
    details: null,
    hint: `Verify that '${relation}' is included in the 'select' query parameter.`,
    message: `'${relation}' is not an embedded resource in this request`,
  });
}

const LOGIC_KEY = /^(not\.)?(and|or)$/;

/** One `(…)` list of a logic tree: each item a nested tree or `column.operator.value`. */
function parseLogicTree(kind: 'and' | 'or', negated: boolean, raw: string): LogicTree {
  const list = /^\(([\s\S]*)\)$/.exec(raw);
  const fail = () => parseError(`failed to parse logic tree (${raw})`, `"${raw}" is not a list like (column.operator.value,...)`);
  if (!list?.[1]) throw fail();
  const items = splitTopLevel(list[1], true).map((item): Filter | LogicTree => {
    const nested = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(item);
    if (nested) return parseLogicTree(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3] ?? '');
    const dot = item.indexOf('.');
    if (dot <= 0) throw fail();
    const filter = parseFilter(item.slice(0, dot), item.slice(dot + 1));
    // Inside a tree a value may be quoted to hold commas or parentheses.
    const quoted = filter.operator === 'in' ? null : /^"([\s\S]*)"$/.exec(filter.values[0] ?? '');
    return quoted ? { ...filter, values: [(quoted[1] ?? '').replace(/\\(.)/g, '$1')] } : filter;
  });
  return { kind, negated, items };
}

/** Parses the read-side parameters; `skip` names parameters already consumed (rpc arguments). */
export function parseReadQuery(params: URLSearchParams, relation: string, skip: Set<string> = new Set()): ReadQuery {
  const filters: (Filter | LogicTree)[] = [];
  for (const [key, value] of params) {
    if (RESERVED_PARAMS.has(key) || skip.has(key)) continue;
    const logic = LOGIC_KEY.exec(key);
    if (logic) filters.push(parseLogicTree(logic[2] as 'and' | 'or', Boolean(logic[1]), value));
    else if (key.includes('.')) throw notEmbedded(key.slice(0, key.indexOf('.')));
    else filters.push(parseFilter(key, value));
  }
  return {
    select: parseSelect(params.get('select'), relation),
    filters,
    order: parseOrder(params.get('order')),
    limit: parseCount('limit', params.get('limit')),
    offset: parseCount('offset', params.get('offset')),
  };
}
