import { getSupabase } from '../../../client/get-supabase.ts';
import { useQuery } from '../../../query/use-query.ts';
import { CHANGE_LOG_KEY, CHANGE_LOG_MESSAGES, type ChangeEntry, type ChangeKind } from './change-log-types.ts';

/** The revisions an item's History panel offers: its most recent changes, newest first. */
export const HISTORY_LENGTH = 50;

/** One item's changes from the record of changes; row-level security lets admins and, for content, editors. */
export async function listItemHistory(kind: ChangeKind, rowId: string): Promise<ChangeEntry[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('change_log')
    .select('*')
    .eq('table_name', kind)
    .eq('row_id', rowId)
    .order('changed_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(HISTORY_LENGTH);
  if (error) throw new Error(CHANGE_LOG_MESSAGES.loadFailed(error.message));
  return data as unknown as ChangeEntry[];
}

export function useItemHistory(kind: ChangeKind, rowId: string) {
  return useQuery([...CHANGE_LOG_KEY, 'item', kind, rowId], () => listItemHistory(kind, rowId));
}
