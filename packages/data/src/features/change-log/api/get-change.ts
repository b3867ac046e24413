import { getSupabase } from '../../../client/get-supabase.ts';
import { useQuery } from '../../../query/use-query.ts';
import { CHANGE_LOG_KEY, CHANGE_LOG_MESSAGES, type ChangeEntry } from './change-log-types.ts';

/** One change with the rows before and after it, for its diff. */
async function getChange(id: number): Promise<ChangeEntry> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('change_log').select('*').eq('id', id).single();
  if (error) throw new Error(CHANGE_LOG_MESSAGES.changeFailed(error.message));
  return data as unknown as ChangeEntry;
}

export function useChange(id: number | null) {
  return useQuery([...CHANGE_LOG_KEY, 'entry', id ?? 0], () => getChange(id ?? 0), { enabled: id !== null });
}
