import type { LeadCounts } from '@vaani/data';
import { Link } from '@vaani/router';
import styled from 'styled-components';
import { LoadState } from '../../admin-shell/components/load-state.tsx';
import { leadsPath } from '../leads-path.ts';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 12px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  strong {
    display: block;
    font-size: 28px;
  }
`;

/** The cards' room while the counts load, so the dashboard's list below does not jump. */
const Pending = styled.div`
  min-height: 124px;
  margin: 0 0 24px;
  ${({ theme }) => theme.media.md} {
    min-height: 100px;
  }
`;

export interface LeadCountsCardsProps {
  counts: LeadCounts | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
}

/** Leads today and this week, and failed leads, each linking to the list it counts. */
export function LeadCountsCards({ counts, loading, error, onRetry }: LeadCountsCardsProps) {
  if (!counts)
    return (
      <Pending>
        <LoadState loading={loading} loadingLabel="Counting leads…" error={error} onRetry={onRetry} />
      </Pending>
    );
  const cards = [
    [counts.today, 'Leads today', {}],
    [counts.week, 'Leads this week', {}],
    [counts.failed, 'Failed leads', { status: 'failed' }],
  ] as const;
  return (
    <Cards aria-label="Leads">
      {cards.map(([count, label, filter]) => (
        <li key={label}>
          <Link to={leadsPath(filter)}>
            <strong>{count}</strong>
            {label}
          </Link>
        </li>
      ))}
    </Cards>
  );
}
