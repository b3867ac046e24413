import { getSupabase } from '../../../client/get-supabase.ts';
import type { RetentionSettings } from './retention-types.ts';

// Admins alone use them: loaded on first use (use-retention-settings.ts), outside every visitor's data layer.

/** The one row of retention settings (admins only: row-level security shows nobody else a row). */
export async function getRetentionSettings(): Promise<RetentionSettings> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('retention_settings').select('leads_days, spam_leads_days, change_log_days').single();
  if (error) throw new Error(`Could not load the retention settings: ${error.message}`, { cause: error });
  return data;
}

/** Saves the retention settings; the next daily run applies them (and the change log records the edit). */
export async function saveRetentionSettings(settings: RetentionSettings): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('retention_settings').update(settings).eq('id', true).select('id');
  if (error) throw new Error(`Could not save the retention settings: ${error.message}`, { cause: error });
  if (data.length === 0) throw new Error('Could not save the retention settings: only admins may change them.');
}
