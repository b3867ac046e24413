import type { StaffRole, TeamMember } from '@vaani/data';
import { Button, Select, VisuallyHidden } from '@vaani/ui';
import styled from 'styled-components';
import { AdminTable, TableScroll } from '../../admin-shell/components/admin-table.ts';
import { LoadState } from '../../admin-shell/components/load-state.tsx';
import { TEAM_TEXTS, lastSignInLabel } from '../team-texts.ts';
import { RoleOptions } from './role-options.tsx';

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
  /** The member a change is under way for. */
  busyId: string | null;
}

/** Everyone with access: email, role (changeable), invited or active, last sign-in, and removal. */
export function TeamTable({ members, loading, error, onRetry, onChangeRole, onRemove, busyId }: TeamTableProps) {
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
          {members.map((member) => (
            <tr key={member.userId} aria-busy={busyId === member.userId}>
              <th scope="row">{member.email}</th>
              <td>
                <Select
                  aria-label={TEAM_TEXTS.roleFor(member.email)}
                  value={member.role}
                  disabled={busyId === member.userId}
                  onChange={(event) => onChangeRole(member, event.target.value as StaffRole)}
                >
                  <RoleOptions />
                </Select>
              </td>
              <td>
                <Status $status={member.status}>{TEAM_TEXTS.statuses[member.status]}</Status>
              </td>
              <td>{lastSignInLabel(member)}</td>
              <td>
                <Button variant="outline" size="sm" aria-label={TEAM_TEXTS.removeFor(member.email)} disabled={busyId === member.userId} onClick={() => onRemove(member)}>
                  {TEAM_TEXTS.remove}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
