import type { LeadDetail } from '@vaani/data';
import { Link } from '@vaani/router';
import { Button, VisuallyHidden } from '@vaani/ui';
import { consentWords } from '@vaani/validation';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Actions } from '../../admin-shell/components/admin-form.tsx';
import { AdminTable } from '../../admin-shell/components/admin-table.ts';
import { LoadState } from '../../admin-shell/components/load-state.tsx';
import { indiaTime } from '../../activity/change-display.ts';
import { CAMPAIGN_FIELDS, formLabel, readablePhone, receivedAt, sourceOf, STATUS_LABELS } from '../lead-display.ts';
import { leadPath, leadsPath } from '../leads-path.ts';

const Fields = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: 6px 16px;
  margin: 0 0 24px;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A term and its value: a dl may group each pair in a div, which the grid lays out as if absent. */
const Row = styled.div`
  display: contents;
`;

const Table = styled(AdminTable)`
  margin-bottom: 24px;
`;

const NOT_RECORDED = 'Not recorded';

/** The attribution fields in reading order, with their labels. */
const ATTRIBUTION = [
  ['landing_page', 'First landing page'],
  ['referrer', 'Referrer'],
  ['page', 'Sent from page'],
  ['opener', 'Opened by'],
  ['request_origin', 'Request origin (as the browser stated it)'],
  ...CAMPAIGN_FIELDS.map((field) => [field, field] as const),
] as const;

function FieldList({ label, rows }: { label: string; rows: [string, ReactNode][] }) {
  return (
    <Fields aria-label={label}>
      {rows.map(([term, value]) => (
        <Row key={term}>
          <dt>{term}</dt>
          <dd>{value === '' || value === null || value === undefined ? NOT_RECORDED : value}</dd>
        </Row>
      ))}
    </Fields>
  );
}

export interface LeadViewProps {
  /** The lead; null when there is no such lead; undefined while it loads or when it failed. */
  detail: LeadDetail | null | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  busy: boolean;
  onForwardAgain: () => void;
  onMarkSpam: (spam: boolean) => void;
  /** Absent for a role the database does not let erase (sales): the button is not offered. */
  onErase?: () => void;
}

/** How far the lead was checked to be a person's: only Turnstile vouches; a lead without the form's checks is unverified. */
function verificationOf({ verification, fill_ms: fillMs }: LeadDetail['lead']): string | null {
  if (verification === 'verified') return 'Verified by Turnstile';
  if (verification === 'unverified') return fillMs === null ? "Unverified: it came without the form's checks" : 'Unverified: Turnstile could not vouch for the visitor';
  return fillMs === null ? null : "Passed the form's checks (Turnstile is off)";
}

/** Everything stored about one lead, how forwarding it went, and the same person's other leads. */
export function LeadView({ detail, loading, error, onRetry, busy, onForwardAgain, onMarkSpam, onErase }: LeadViewProps) {
  const back = <Link to={leadsPath({})}>All leads</Link>;
  if (loading || error) return <LoadState loading={loading} loadingLabel="Loading the lead…" error={error} onRetry={onRetry} />;
  if (!detail)
    return (
      <>
        <p role="alert">No such lead: it may have been erased.</p>
        <p>{back}</p>
      </>
    );
  const { lead, attempts, others } = detail;
  return (
    <>
      <p>{back}</p>
      <Actions>
        {lead.forward_status === 'failed' ? (
          <Button variant="outline" disabled={busy} onClick={onForwardAgain}>
            Forward again
          </Button>
        ) : null}
        <Button variant="outline" disabled={busy} onClick={() => onMarkSpam(!lead.spam_reason)}>
          {lead.spam_reason ? 'Not spam' : 'Mark spam'}
        </Button>
        {onErase ? (
          <Button variant="outline" disabled={busy} onClick={onErase}>
            Erase this person
          </Button>
        ) : null}
      </Actions>

      <h2>Contact</h2>
      <FieldList
        label="Contact"
        rows={[
          ['Form', formLabel(lead)],
          ['Name', lead.data.name],
          ['Email', lead.data.email],
          ['Phone', readablePhone(lead)],
          ['Received', receivedAt(lead)],
          [
            'Person',
            lead.returning_of ? (
              <>
                Returning: <Link to={leadPath(lead.returning_of)}>their previous lead</Link>
              </>
            ) : (
              'First lead of this person'
            ),
          ],
        ]}
      />

      <h2>Where it came from</h2>
      <FieldList label="Where it came from" rows={[['Source', sourceOf(lead)], ...ATTRIBUTION.map(([field, term]): [string, ReactNode] => [term, lead[field]])]} />

      <h2>Consent</h2>
      <FieldList
        label="Consent"
        rows={[
          ['Consent text version', lead.consent_version],
          ['Words shown', lead.consent_version ? consentWords(lead.consent_version, lead.consent_brand) : null],
          ['Agreed', lead.consent_at ? indiaTime(lead.consent_at) : null],
        ]}
      />

      <h2>Spam verdict</h2>
      <p>{lead.spam_reason ? `Spam: ${lead.spam_reason}` : 'Not spam'}</p>
      <FieldList
        label="Checks"
        rows={[
          ['Verification', verificationOf(lead)],
          // A signal to weigh, never a verdict: a visitor whose details were filled in for them sends at once.
          ['Sent', lead.fill_ms === null ? null : `${(lead.fill_ms / 1000).toFixed(1)} s after the form appeared`],
        ]}
      />

      <h2>Forwarding</h2>
      <p>
        Status: {STATUS_LABELS[lead.forward_status]}
        {lead.last_error && lead.forward_status !== 'forwarded' ? ` (last error: ${lead.last_error})` : ''}
      </p>
      {attempts.length === 0 ? (
        <p>No forward attempts yet.</p>
      ) : (
        <Table>
          <caption>
            <VisuallyHidden>Forward attempts, newest first</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Outcome</th>
              <th scope="col">HTTP status</th>
              <th scope="col">Error</th>
            </tr>
          </thead>
          <tbody>
            {attempts.map((attempt) => (
              <tr key={attempt.id}>
                <td>{indiaTime(attempt.attempted_at)}</td>
                <td>{STATUS_LABELS[attempt.outcome]}</td>
                <td>{attempt.http_status ?? 'No answer'}</td>
                <td>{attempt.error ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      <h2>Same person&apos;s other leads</h2>
      {others.length === 0 ? (
        <p>None: this is their only lead.</p>
      ) : (
        <ul aria-label="Same person's other leads">
          {others.map((other) => (
            <li key={other.id}>
              <Link to={leadPath(other.id)}>
                {formLabel(other)}, {receivedAt(other)}
              </Link>{' '}
              ({STATUS_LABELS[other.forward_status]})
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
