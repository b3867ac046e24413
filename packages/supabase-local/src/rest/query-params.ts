import { HttpError } from '../http/errors.ts';

export const OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'is', 'in'] as const;
export type Operator = (typeof OPERATORS)[number];

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

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls?: 'first' | 'last';
}

export interface ReadQuery {
  select: SelectItem[] | '*';
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

/** Query parameters with a meaning of their own; every other parameter is a column filter. */
export const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

const IS_VALUES = new Set(['null', 'true', 'false', 'unknown']);

export function parseError(message: string, details: string | null = null): HttpError {
  return new HttpError(400, { code: 'PGRST100', details, hint: null, message });
}

/** Splits on commas that are outside parentheses and double quotes. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '\\' && quoted && i + 1 < text.length) {
      current += text[i + 1];
      i += 1;
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth += 1;
    else if (!quoted && char === ')') depth -= 1;
    if (char === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else if (char !== '"') {
      current += char;
    }
  }
  if (quoted || depth !== 0) throw parseError(`failed to parse "${text}"`, 'unbalanced quotes or parentheses');
  parts.push(current);
  return parts;
}

function parseSelect(raw: string | null): SelectItem[] | '*' {
  const text = (raw ?? '*').replace(/\s+/g, '');
  if (text === '' || text === '*') return '*';
  return splitTopLevel(text).map((part) => {
    if (part.includes('(')) {
      throw new HttpError(400, {
        code: 'PGRST200',
        details: `Embedding "${part}" is not supported by this server`,
        hint: 'Select columns of one table, or call an rpc function.',
        message: 'Could not find a relationship in the schema cache',
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

/** Parses the read-side parameters; `skip` names parameters already consumed (rpc arguments). */
export function parseReadQuery(params: URLSearchParams, skip: Set<string> = new Set()): ReadQuery {
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (RESERVED_PARAMS.has(key) || skip.has(key)) continue;
    if (key === 'or' || key === 'and' || key.startsWith('not.')) {
      throw parseError(`failed to parse logic tree (${value})`, 'or/and filters are not supported by this server');
    }
    filters.push(parseFilter(key, value));
  }
  return {
    select: parseSelect(params.get('select')),
    filters,
    order: parseOrder(params.get('order')),
    limit: parseCount('limit', params.get('limit')),
    offset: parseCount('offset', params.get('offset')),
  };
}
