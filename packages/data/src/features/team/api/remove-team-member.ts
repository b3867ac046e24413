import { getSupabase } from '../../../client/get-supabase.ts';
import { teamFunctionError } from './team-types.ts';

/** Removes a person's access and account, which ends their sessions (through the `team` function). */
export async function removeTeamMember(userId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.functions.invoke('team', { body: { action: 'remove', userId } });
  if (error) throw await teamFunctionError(error);
}
