import { getSupabase } from '../../../client/get-supabase.ts';
import { LEAD_ADMIN_MESSAGES, LEAD_SOURCE_FIELDS, type ExportedLead, type LeadFilter } from './lead-admin-types.ts';
import { filtered, LEAD_COLUMNS, type LeadsQuery } from './list-leads.ts';

/** Every column of a lead the export and the lead's page read. */
export const EXPORT_COLUMNS = [...new Set([...LEAD_COLUMNS.split(','), ...LEAD_SOURCE_FIELDS])].join(',');
/** PostgREST answers at most config.toml's max_rows (1000) per request. */
const BATCH = 1000;

/** Every stored lead the filter matches, all pages, newest first (for the CSV export). */
export async function exportLeads(filter: LeadFilter): Promise<ExportedLead[]> {
  const supabase = await getSupabase();
  const rows: ExportedLead[] = [];
  for (let from = 0; ; from += BATCH) {
    const query = supabase.from('leads').select(EXPORT_COLUMNS) as unknown as LeadsQuery;
    const { data, error } = await filtered(query, filter).range(from, from + BATCH - 1);
    if (error) throw new Error(LEAD_ADMIN_MESSAGES.exportFailed(error.message));
    rows.push(...((data ?? []) as unknown as ExportedLead[]));
    if (!data || data.length < BATCH) return rows;
  }
}
