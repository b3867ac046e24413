import { getSupabase } from '../../../client/get-supabase.ts';
import type { Database } from '../../../database.types.ts';
import { useQuery } from '../../../query/use-query.ts';
import { LEAD_ADMIN_MESSAGES, LEADS_ADMIN_KEY } from './lead-admin-types.ts';

/** Where a lead came from, as the dashboard names it, in the order its charts list them. */
export const LEAD_SOURCES = {
  campaign: 'Campaign',
  referrer: 'Referrer',
  partner_site: 'Partner site',
  direct: 'Direct',
} as const;

export type LeadSource = keyof typeof LEAD_SOURCES;

export interface LeadSourceDay {
  /** India's calendar day, YYYY-MM-DD. */
  day: string;
  total: number;
  bySource: Record<LeadSource, number>;
}

export interface LeadSourceSummary {
  /** The last 30 days of India's calendar, oldest first, today last; days without leads count 0. */
  days: LeadSourceDay[];
  bySource: Record<LeadSource, number>;
  total: number;
}

const SOURCE_KEYS = Object.keys(LEAD_SOURCES) as LeadSource[];

type LeadSourceRow = Database['public']['Functions']['lead_sources_by_day']['Returns'][number];

/**
 * Leads per day of the last 30 days and per source, counted by the database (admins and sales).
 * A lead sent from an origin other than `siteOrigin` (the admin's) came from a partner site.
 */
async function loadLeadSources(siteOrigin: string): Promise<LeadSourceSummary> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('lead_sources_by_day', { p_site_origin: siteOrigin });
  if (error) throw new Error(LEAD_ADMIN_MESSAGES.loadFailed(error.message));
  const bySource = Object.fromEntries(SOURCE_KEYS.map((source) => [source, 0])) as Record<LeadSource, number>;
  const days = (data as LeadSourceRow[]).map((row) => {
    const counts = Object.fromEntries(SOURCE_KEYS.map((source) => [source, row[source]])) as Record<LeadSource, number>;
    for (const source of SOURCE_KEYS) bySource[source] += counts[source];
    return { day: row.day, total: SOURCE_KEYS.reduce((sum, source) => sum + counts[source], 0), bySource: counts };
  });
  return { days, bySource, total: days.reduce((sum, day) => sum + day.total, 0) };
}

export function useLeadSources() {
  const siteOrigin = globalThis.location?.origin ?? '';
  return useQuery([...LEADS_ADMIN_KEY, 'sources', siteOrigin], () => loadLeadSources(siteOrigin));
}
