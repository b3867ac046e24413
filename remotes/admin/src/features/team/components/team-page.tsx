import { useChangeTeamRole, useInviteTeamMember, useRemoveTeamMember, useSession, useTeam, type StaffRole, type TeamMember } from '@vaani/data';
import { toast } from '@vaani/stores';
import { useState } from 'react';
import { ROLE_LABELS } from '../../admin-shell/admin-links.ts';
import { AdminScreen } from '../../admin-shell/components/admin-screen.tsx';
import { ConfirmDialog } from '../../admin-shell/components/confirm-dialog.tsx';
import { TEAM_TEXTS } from '../team-texts.ts';
import { InviteForm } from './invite-form.tsx';
import { TeamTable } from './team-table.tsx';

/** Where an invitation's link leads: the sign-in screen, which asks the person for a password. */
const inviteLanding = () => `${window.location.origin}/auth?link=invite`;

/** /admin/team (admins): everyone with access, invitations, role changes and removals. */
export function TeamPage() {
  const team = useTeam();
  const { session } = useSession();
  const inviteMember = useInviteTeamMember();
  const changeRole = useChangeTeamRole();
  const removeMember = useRemoveTeamMember();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const change = (member: TeamMember, role: StaffRole) => {
    setBusyId(member.userId);
    changeRole
      .mutate({ userId: member.userId, role })
      .then(
        () => toast({ title: TEAM_TEXTS.roleChanged(member.email, ROLE_LABELS[role]) }),
        (failure: Error) => toast({ title: TEAM_TEXTS.roleFailed, description: failure.message, variant: 'destructive' }),
      )
      .finally(() => setBusyId(null));
  };

  // Inviting again mails a fresh link (the earlier one stops working) with the role they have now.
  const resend = (member: TeamMember) => {
    setBusyId(member.userId);
    inviteMember
      .mutate({ email: member.email, role: member.role, redirectTo: inviteLanding() })
      .then(
        () => toast({ title: TEAM_TEXTS.resent(member.email) }),
        (failure: Error) => toast({ title: TEAM_TEXTS.resendFailed, description: failure.message, variant: 'destructive' }),
      )
      .finally(() => setBusyId(null));
  };

  const remove = (member: TeamMember) => {
    setRemoving(null);
    setBusyId(member.userId);
    removeMember
      .mutate(member.userId)
      .then(
        () => toast({ title: TEAM_TEXTS.removed(member.email) }),
        (failure: Error) => toast({ title: TEAM_TEXTS.removeFailed, description: failure.message, variant: 'destructive' }),
      )
      .finally(() => setBusyId(null));
  };

  return (
    <AdminScreen title={TEAM_TEXTS.title} intro={TEAM_TEXTS.intro}>
      <InviteForm invite={(email, role) => inviteMember.mutate({ email, role, redirectTo: inviteLanding() })} />
      <TeamTable
        members={team.data ?? []}
        loading={team.isLoading}
        error={team.error?.message ?? null}
        onRetry={() => void team.refetch()}
        onChangeRole={change}
        onRemove={setRemoving}
        onResend={resend}
        busyId={busyId}
        currentUserId={session?.user.id}
      />
      <ConfirmDialog
        open={removing !== null}
        title={TEAM_TEXTS.confirmTitle(removing?.email ?? '')}
        description={TEAM_TEXTS.confirmText}
        confirmLabel={TEAM_TEXTS.remove}
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </AdminScreen>
  );
}
