import { invalidate } from '../../../query/query-cache.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { useQuery } from '../../../query/use-query.ts';
import type { StaffRole } from '../../auth/api/get-staff-role.ts';
import type { Invitation } from './team-operations.ts';

const TEAM_KEY = ['team'] as const;
const operations = () => import('./team-operations.ts');

// A refusal in words (already has access, the last admin) will not change on a second try.
const TEAM_WRITE = { retryIf: () => false, invalidates: [TEAM_KEY] };

export function useTeam() {
  return useQuery([...TEAM_KEY], async () => (await operations()).listTeam());
}

export function useInviteTeamMember() {
  return useMutation(async (invitation: Invitation) => (await operations()).inviteTeamMember(invitation), TEAM_WRITE);
}

export function useChangeTeamRole() {
  return useMutation(async (change: { userId: string; role: StaffRole }) => {
    try {
      await (await operations()).changeTeamRole(change);
    } catch (error) {
      // Refused too, the list shows what the database holds.
      await invalidate(TEAM_KEY);
      throw error;
    }
  }, TEAM_WRITE);
}

export function useRemoveTeamMember() {
  return useMutation(async (userId: string) => (await operations()).removeTeamMember(userId), TEAM_WRITE);
}
