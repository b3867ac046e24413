import { getSupabase } from '../../../client/get-supabase.ts';
import type { RetentionSettings } from './retention-types.ts';

/** The one row of retention settings (admins only: row-level security shows nobody else a row). */
export async function getRetentionSettings(): Promise<RetentionSettings> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('retention_settings').select('leads_days, spam_leads_days, change_log_days').single();
  if (error) throw new Error(`Could not load the retention settings: ${error.message}`, { cause: error });
  return data;
}
