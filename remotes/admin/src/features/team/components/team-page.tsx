import { useChangeTeamRole, useInviteTeamMember, useRemoveTeamMember, useSession, useTeam, type StaffRole, type TeamMember } from '@vaani/data';
import { ROLE_LABELS } from '../../admin-shell/admin-links.ts';
import { AdminScreen } from '../../admin-shell/components/admin-screen.tsx';
import { useConfirm } from '../../admin-shell/components/confirm-dialog.tsx';
import { TEAM_TEXTS } from '../team-texts.ts';
import { InviteForm } from './invite-form.tsx';
import { TeamTable } from './team-table.tsx';
import { useReport } from '../../admin-shell/report.ts';
import { queryLoadState } from '../../admin-shell/components/load-state.tsx';

/** Where an invitation's link leads: the sign-in screen, which asks the person for a password. */
const inviteLanding = () => `${window.location.origin}/auth?link=invite`;

/** /admin/team (admins): everyone with access, invitations, role changes and removals. */
export function TeamPage() {
  const team = useTeam();
  const { session } = useSession();
  const inviteMember = useInviteTeamMember();
  const changeRole = useChangeTeamRole();
  const removeMember = useRemoveTeamMember();
  // One change at a time per person: their row is busy until the answer, which a toast gives.
  const { busy, run } = useReport<string>();
  const act = (member: TeamMember, write: Promise<unknown>, done: string, failed: string) => run(member.userId, write, { title: done }, failed);
  const change = (member: TeamMember, role: StaffRole) =>
    act(member, changeRole.mutate({ userId: member.userId, role }), TEAM_TEXTS.roleChanged(member.email, ROLE_LABELS[role]), TEAM_TEXTS.roleFailed);
  // Inviting again mails a fresh link (the earlier one stops working) with the role they have now.
  const resend = (member: TeamMember) =>
    act(member, inviteMember.mutate({ email: member.email, role: member.role, redirectTo: inviteLanding() }), TEAM_TEXTS.resent(member.email), TEAM_TEXTS.resendFailed);
  const removal = useConfirm(
    (member: TeamMember) => ({ title: TEAM_TEXTS.confirmTitle(member.email), description: TEAM_TEXTS.confirmText, confirmLabel: TEAM_TEXTS.remove }),
    (member) => act(member, removeMember.mutate(member.userId), TEAM_TEXTS.removed(member.email), TEAM_TEXTS.removeFailed),
  );

  return (
    <AdminScreen title={TEAM_TEXTS.title} intro={TEAM_TEXTS.intro}>
      <InviteForm invite={(email, role) => inviteMember.mutate({ email, role, redirectTo: inviteLanding() })} />
      <TeamTable
        members={team.data ?? []}
        {...queryLoadState(team)}
        onChangeRole={change}
        onRemove={removal.ask}
        onResend={resend}
        busyId={busy}
        currentUserId={session?.user.id}
      />
      {removal.dialog}
    </AdminScreen>
  );
}
