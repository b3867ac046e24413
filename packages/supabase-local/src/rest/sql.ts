import { HttpError } from '../http/errors.ts';
import type { Filter, LogicTree, OrderTerm, ReadQuery, SelectItem } from './query-params.ts';

/** Collects bind parameters; SQL text only ever holds their placeholders. */
export class Params {
  readonly values: (string | null)[] = [];
  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** JSON values become the text form Postgres parses for the target column's type. */
export function toParam(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function checkColumn(columns: Set<string> | null, relation: string, column: string): void {
  if (column === '' || (columns && !columns.has(column))) {
    throw new HttpError(400, { code: '42703', details: null, hint: null, message: `column ${relation}.${column} does not exist` });
  }
}

export function selectList(select: SelectItem[] | '*', columns: Set<string> | null, relation: string): string {
  if (select === '*') return '*';
  return select
    .map((item) => {
      if (item.column === '*') return '*';
      checkColumn(columns, relation, item.column);
      return item.alias ? `${ident(item.column)} as ${ident(item.alias)}` : ident(item.column);
    })
    .join(', ');
}

const COMPARISONS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

function filterSql(filter: Filter, params: Params): string {
  const column = ident(filter.column);
  let expression: string;
  switch (filter.operator) {
    case 'is':
      // The value was checked against a fixed list, so it is safe as a keyword.
      expression = `${column} is ${filter.values[0]}`;
      break;
    case 'in':
      expression = filter.values.length === 0 ? 'false' : `${column} in (${filter.values.map((v) => params.add(v)).join(', ')})`;
      break;
    case 'like':
    case 'ilike':
      expression = `${column}::text ${filter.operator} ${params.add(filter.values[0] ?? '')}`;
      break;
    default:
      expression = `${column} ${COMPARISONS[filter.operator]} ${params.add(filter.values[0] ?? '')}`;
  }
  return filter.negated ? `not (${expression})` : expression;
}

function conditionSql(item: Filter | LogicTree, params: Params, columns: Set<string> | null, relation: string): string {
  if (!('kind' in item)) {
    checkColumn(columns, relation, item.column);
    return filterSql(item, params);
  }
  const joined = item.items.map((child) => `(${conditionSql(child, params, columns, relation)})`).join(` ${item.kind} `);
  return item.negated ? `not (${joined})` : `(${joined})`;
}

export function whereClause(filters: (Filter | LogicTree)[], params: Params, columns: Set<string> | null, relation: string): string {
  if (filters.length === 0) return '';
  return ` where ${filters.map((filter) => conditionSql(filter, params, columns, relation)).join(' and ')}`;
}

function orderSql(term: OrderTerm): string {
  const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
  return `${ident(term.column)} ${term.descending ? 'desc' : 'asc'}${nulls}`;
}

export function orderClause(order: OrderTerm[], columns: Set<string> | null, relation: string): string {
  if (order.length === 0) return '';
  for (const term of order) checkColumn(columns, relation, term.column);
  return ` order by ${order.map(orderSql).join(', ')}`;
}

export function pageClause(query: ReadQuery): string {
  return `${query.limit !== undefined ? ` limit ${query.limit}` : ''}${query.offset ? ` offset ${query.offset}` : ''}`;
}

/** Postgres serializes the rows itself, exactly as PostgREST does, so both drivers answer alike. */
export function asJsonRows(innerSql: string): string {
  return `select coalesce(json_agg(t), '[]')::text as body, count(*)::int as n from (${innerSql}) t`;
}
