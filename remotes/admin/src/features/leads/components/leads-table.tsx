import type { AdminLead } from '@vaani/data';
import { Link } from '@vaani/router';
import { Button, VisuallyHidden } from '@vaani/ui';
import styled from 'styled-components';
import { AdminTable, TableScroll } from '../../admin-shell/components/admin-table.ts';
import { LoadState } from '../../admin-shell/components/load-state.tsx';
import { formLabel, leadsIn, readablePhone, receivedAt, sourceOf, STATUS_LABELS } from '../lead-display.ts';
import { leadPath, leadsPath } from '../leads-path.ts';

const Table = styled(AdminTable)`
  td small {
    display: block;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

/** A checkbox a thumb can hit and an eye can see, in the theme's colour. */
const Tick = styled.input.attrs({ type: 'checkbox' })`
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

const Status = styled.span<{ $status: AdminLead['forward_status'] }>`
  font-weight: 600;
  color: ${({ theme, $status }) => ($status === 'failed' || $status === 'spam' ? theme.colors.danger : $status === 'forwarded' ? theme.colors.success : theme.colors.mutedText)};
`;

export interface LeadsTableProps {
  leads: AdminLead[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Ids of the failed leads ticked for "Forward again". */
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onForwardAgain: (ids: string[]) => void;
  /** "Not spam": the lead is forwarded once. */
  onNotSpam: (id: string) => void;
  /** The leads a forward-again or a verdict is under way for. */
  busy: ReadonlySet<string>;
}

/** Stored leads, newest first, with their forward status; failed ones can be forwarded again. */
export function LeadsTable({ leads, loading, error, onRetry, selected, onToggle, onForwardAgain, onNotSpam, busy }: LeadsTableProps) {
  if (loading || error) return <LoadState loading={loading} loadingLabel="Loading leads…" error={error} onRetry={onRetry} />;
  if (leads.length === 0) return <p>No leads match.</p>;
  // A column with nothing to do in it does not show.
  const selectable = leads.some((lead) => lead.forward_status === 'failed');
  const actionable = selectable || leads.some((lead) => lead.forward_status === 'spam');
  return (
    <TableScroll>
      <Table>
        <caption>
          <VisuallyHidden>Stored leads, newest first</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {selectable ? <th scope="col">Select</th> : null}
            <th scope="col">Form</th>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Phone</th>
            <th scope="col">Source</th>
            <th scope="col">Received</th>
            <th scope="col">Forward status</th>
            {actionable ? <th scope="col">Action</th> : null}
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => {
            const who = lead.data.email || lead.data.name || lead.id;
            return (
              <tr key={lead.id}>
                {selectable ? (
                  <td>{lead.forward_status === 'failed' ? <Tick aria-label={`Select ${who}`} checked={selected.has(lead.id)} onChange={() => onToggle(lead.id)} /> : null}</td>
                ) : null}
                <td>{formLabel(lead)}</td>
                <td>
                  {lead.data.name ?? ''}
                  {lead.lead_count !== undefined ? (
                    <small>
                      <Link to={leadsPath({ person: lead.person_id })} aria-label={`${leadsIn(lead.lead_count)} of ${who}`}>
                        {leadsIn(lead.lead_count)}
                      </Link>
                    </small>
                  ) : lead.returning_of ? (
                    <small>
                      <Link to={leadsPath({ person: lead.person_id })} aria-label={`Returning: all leads of ${who}`}>
                        Returning
                      </Link>
                    </small>
                  ) : null}
                </td>
                <td>{lead.data.email ?? ''}</td>
                <td>{readablePhone(lead)}</td>
                <td>{sourceOf(lead)}</td>
                <td>
                  {receivedAt(lead)}
                  <small>
                    <Link to={leadPath(lead.id)}>
                      Open<VisuallyHidden> the lead of {who}</VisuallyHidden>
                    </Link>
                  </small>
                </td>
                <td>
                  <Status $status={lead.forward_status}>{STATUS_LABELS[lead.forward_status]}</Status>
                  <small>
                    {lead.forward_attempts} {lead.forward_attempts === 1 ? 'attempt' : 'attempts'}
                  </small>
                  {lead.last_error && lead.forward_status !== 'forwarded' ? <small>Last error: {lead.last_error}</small> : null}
                  {lead.spam_reason ? <small>Spam: {lead.spam_reason}</small> : null}
                </td>
                {actionable ? (
                  <td>
                    {lead.forward_status === 'failed' ? (
                      <Button size="sm" variant="outline" disabled={busy.has(lead.id)} aria-label={`Forward again ${who}`} onClick={() => onForwardAgain([lead.id])}>
                        Forward again
                      </Button>
                    ) : lead.forward_status === 'spam' ? (
                      <Button size="sm" variant="outline" disabled={busy.has(lead.id)} aria-label={`Not spam ${who}`} onClick={() => onNotSpam(lead.id)}>
                        Not spam
                      </Button>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableScroll>
  );
}
