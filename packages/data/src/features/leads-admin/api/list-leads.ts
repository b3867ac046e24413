import { getSupabase } from '../../../client/get-supabase.ts';
import { useQuery } from '../../../query/use-query.ts';
import { LEAD_ADMIN_MESSAGES, LEADS_ADMIN_KEY, LEADS_LIVE_REFRESH_MS, LEADS_PAGE_SIZE, type AdminLead, type LeadFilter } from './lead-admin-types.ts';

export const LEAD_COLUMNS =
  'id,form,data,created_at,forward_status,forward_attempts,last_error,spam_reason,person_id,returning_of,utm_source,utm_campaign,referrer,request_origin';
/** A person's row when the list is grouped: the latest lead's columns and how many leads they sent. */
const PERSON_COLUMNS = `${LEAD_COLUMNS},lead_count`;

/**
 * A search term as a PostgREST filter value: the characters that structure a filter (commas,
 * parentheses, quotes, backslashes) and its wildcard are dropped, so a term can only ever match.
 */
const searchValue = (term: string) => term.replace(/[,()"\\*%]/g, '').trim();

/** The part of supabase-js's query builder used here: its own generic types are too deep to take. */
export interface LeadsQuery {
  eq(column: string, value: string): LeadsQuery;
  or(filters: string): LeadsQuery;
  order(column: string, options: { ascending: boolean }): LeadsQuery;
  range(from: number, to: number): PromiseLike<{ data: unknown[] | null; error: { message: string } | null; count: number | null }>;
}

/** Applies the admin's filter to a leads query; newest first. */
export function filtered(query: LeadsQuery, { status, form, search, person }: LeadFilter): LeadsQuery {
  let result = query;
  if (person) result = result.eq('person_id', person);
  if (status) result = result.eq('forward_status', status);
  if (form) result = result.eq('form', form);
  const term = searchValue(search ?? '');
  if (term) result = result.or(`data->>email.ilike."*${term}*",data->>phone_number.ilike."*${term}*"`);
  return result.order('created_at', { ascending: false }).order('id', { ascending: false });
}

/** One page of stored leads (0-based) and how many match in all; row-level security lets admins only. */
async function listLeads(filter: LeadFilter, page: number): Promise<{ rows: AdminLead[]; total: number }> {
  const supabase = await getSupabase();
  const from = page * LEADS_PAGE_SIZE;
  const query = (
    filter.grouped ? supabase.rpc('lead_people', undefined, { count: 'exact' }).select(PERSON_COLUMNS) : supabase.from('leads').select(LEAD_COLUMNS, { count: 'exact' })
  ) as unknown as LeadsQuery;
  const { data, error, count } = await filtered(query, filter).range(from, from + LEADS_PAGE_SIZE - 1);
  if (error) throw new Error(LEAD_ADMIN_MESSAGES.loadFailed(error.message));
  return { rows: (data ?? []) as unknown as AdminLead[], total: count ?? 0 };
}

/** The inbox is live: new leads and forwards show while it is open, as they are stored. */
export function useLeads(filter: LeadFilter, page: number) {
  return useQuery(
    [...LEADS_ADMIN_KEY, 'list', filter.status ?? '', filter.form ?? '', filter.search ?? '', filter.person ?? '', filter.grouped ? 'people' : 'leads', page],
    () => listLeads(filter, page),
    { refetchEvery: LEADS_LIVE_REFRESH_MS },
  );
}
