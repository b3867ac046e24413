import { getSupabase } from '../../../client/get-supabase.ts';
import type { RetentionSettings } from './retention-types.ts';

/** Saves the retention settings; the next daily run applies them (and the change log records the edit). */
export async function saveRetentionSettings(settings: RetentionSettings): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('retention_settings').update(settings).eq('id', true).select('id');
  if (error) throw new Error(`Could not save the retention settings: ${error.message}`, { cause: error });
  if (data.length === 0) throw new Error('Could not save the retention settings: only admins may change them.');
}
