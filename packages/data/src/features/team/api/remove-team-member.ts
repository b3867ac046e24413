import { getSupabase } from '../../../client/get-supabase.ts';
import { queryCache } from '../../../query/query-cache.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { TEAM_KEY, teamFunctionError } from './team-types.ts';

/** Removes a person's access and account, which ends their sessions (through the `team` function). */
export async function removeTeamMember(userId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.functions.invoke('team', { body: { action: 'remove', userId } });
  if (error) throw await teamFunctionError(error);
}

export function useRemoveTeamMember() {
  return useMutation(
    async (userId: string) => {
      await removeTeamMember(userId);
      await queryCache.invalidate([...TEAM_KEY]);
    },
    { retryIf: () => false },
  );
}
