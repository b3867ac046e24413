import { queryCache } from '../../../query/query-cache.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { useQuery } from '../../../query/use-query.ts';
import type { StaffRole } from '../../auth/api/get-staff-role.ts';
import type { Invitation } from './invite-team-member.ts';
import { TEAM_KEY } from './team-types.ts';

// The team screen's hooks. Admins alone use them, so each operation loads on first use and none
// of it lands in the data layer every visitor's page loads.

// A refusal in words (already has access, the last admin) will not change on a second try.
const TEAM_WRITE = { retryIf: () => false, invalidates: [TEAM_KEY] };

export function useTeam() {
  return useQuery([...TEAM_KEY], async () => (await import('./list-team.ts')).listTeam());
}

export function useInviteTeamMember() {
  return useMutation(async (invitation: Invitation) => (await import('./invite-team-member.ts')).inviteTeamMember(invitation), TEAM_WRITE);
}

export function useChangeTeamRole() {
  return useMutation(async (change: { userId: string; role: StaffRole }) => {
    try {
      await (await import('./change-team-role.ts')).changeTeamRole(change);
    } catch (error) {
      // Refused too, the list shows what the database holds.
      await queryCache.invalidate(TEAM_KEY);
      throw error;
    }
  }, TEAM_WRITE);
}

export function useRemoveTeamMember() {
  return useMutation(async (userId: string) => (await import('./remove-team-member.ts')).removeTeamMember(userId), TEAM_WRITE);
}
