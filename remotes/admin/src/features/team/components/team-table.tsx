import type { StaffRole, TeamMember } from '@vaani/data';
import { Button, Select, VisuallyHidden } from '@vaani/ui';
import styled from 'styled-components';
import { ROLE_LABELS } from '../../admin-shell/admin-links.ts';
import { Actions, Options } from '../../admin-shell/components/admin-form.tsx';
import { AdminTable, TableScroll } from '../../admin-shell/components/admin-table.ts';
import { LoadState } from '../../admin-shell/components/load-state.tsx';
import { TEAM_TEXTS, lastSignInLabel } from '../team-texts.ts';

const Table = styled(AdminTable)`
  th,
  td {
    vertical-align: middle;
  }
  select {
    min-width: 120px;
  }
`;

const Status = styled.span<{ $status: TeamMember['status'] }>`
  font-weight: 600;
  color: ${({ theme, $status }) => ($status === 'active' ? theme.colors.success : theme.colors.mutedText)};
`;

export interface TeamTableProps {
  members: TeamMember[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  onChangeRole: (member: TeamMember, role: StaffRole) => void;
  onRemove: (member: TeamMember) => void;
  /** Mails an invited member a fresh link. */
  onResend: (member: TeamMember) => void;
  /** The member a change is under way for. */
  busyId: string | null;
  /** Who is signed in: the only active admin may neither leave nor step down. */
  currentUserId: string | undefined;
}

/** Whether this member is the signed-in person and no one else could run the team after them. */
const isOnlyAdmin = (member: TeamMember, members: readonly TeamMember[], currentUserId: string | undefined) =>
  member.userId === currentUserId && member.role === 'admin' && !members.some((other) => other.userId !== member.userId && other.role === 'admin' && other.status === 'active');

/** Everyone with access: email, role (changeable), invited or active, last sign-in, a fresh invitation, and removal. */
export function TeamTable({ members, loading, error, onRetry, onChangeRole, onRemove, onResend, busyId, currentUserId }: TeamTableProps) {
  if (loading || error) return <LoadState loading={loading} loadingLabel={TEAM_TEXTS.loading} error={error} onRetry={onRetry} />;
  return (
    <TableScroll>
      <Table>
        <caption>
          <VisuallyHidden>Everyone with access to the admin</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Last sign-in</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const onlyAdmin = isOnlyAdmin(member, members, currentUserId);
            return (
            <tr key={member.userId} aria-busy={busyId === member.userId}>
              <th scope="row">{member.email}</th>
              <td>
                <Select
                  aria-label={TEAM_TEXTS.roleFor(member.email)}
                  aria-describedby={onlyAdmin ? 'team-only-admin' : undefined}
                  value={member.role}
                  disabled={busyId === member.userId || onlyAdmin}
                  onChange={(event) => onChangeRole(member, event.target.value as StaffRole)}
                >
                  <Options of={ROLE_LABELS} />
                </Select>
              </td>
              <td>
                <Status $status={member.status}>{TEAM_TEXTS.statuses[member.status]}</Status>
              </td>
              <td>{lastSignInLabel(member)}</td>
              <td>
                {onlyAdmin ? (
                  <small id="team-only-admin">{TEAM_TEXTS.onlyAdmin}</small>
                ) : (
                  <Actions>
                    {member.status === 'invited' ? (
                      <Button variant="outline" size="sm" aria-label={TEAM_TEXTS.resendFor(member.email)} disabled={busyId === member.userId} onClick={() => onResend(member)}>
                        {TEAM_TEXTS.resend}
                      </Button>
                    ) : null}
                    <Button variant="outline" size="sm" aria-label={TEAM_TEXTS.removeFor(member.email)} disabled={busyId === member.userId} onClick={() => onRemove(member)}>
                      {TEAM_TEXTS.remove}
                    </Button>
                  </Actions>
                )}
              </td>
            </tr>
            );
          })}
        </tbody>
      </Table>
    </TableScroll>
  );
}
