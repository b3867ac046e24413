import { getSupabase } from '../../../client/get-supabase.ts';
import { useQuery } from '../../../query/use-query.ts';
import { CHANGE_LOG_KEY, CHANGE_LOG_MESSAGES, type ChangePerson } from './change-log-types.ts';

/** Everyone who ever changed something: the activity screen's person filter. */
async function listChangePeople(): Promise<ChangePerson[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('change_log_people');
  if (error) throw new Error(CHANGE_LOG_MESSAGES.loadFailed(error.message));
  return data;
}

export function useChangePeople() {
  return useQuery([...CHANGE_LOG_KEY, 'people'], listChangePeople);
}
