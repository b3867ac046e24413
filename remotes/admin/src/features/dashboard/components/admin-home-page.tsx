import { can, useLeadCounts, useLeadSources, useVisitorErrors, type QueryResult } from '@vaani/data';
import { Link } from '@vaani/router';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { linksFor, mayOpen } from '../../admin-shell/admin-links.ts';
import { AdminScreen } from '../../admin-shell/components/admin-screen.tsx';
import { useCurrentRole } from '../../guard/api/current-role.ts';
import { LeadCountsCards } from '../../leads/components/lead-counts-cards.tsx';
import { LeadSourcesPanel } from './lead-sources-panel.tsx';
import { VisitorErrorsPanel } from './visitor-errors-panel.tsx';
import { queryLoadState } from '../../admin-shell/components/load-state.tsx';

const Cards = styled.ul`
  display: grid;
  gap: 12px;
  margin: 24px 0 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  a {
    display: block;
    height: 100%;
    padding: 12px 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  strong {
    display: block;
    margin-bottom: 4px;
  }
  span {
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: 14px;
  }
`;

/**
 * A panel with its own query, mounted only for the roles that read it (the database refuses the
 * others, so nobody else asks).
 */
function Queried<T>({ use, render }: { use: () => QueryResult<T>; render: (data: T | undefined, load: ReturnType<typeof queryLoadState>) => ReactNode }) {
  const query = use();
  return render(query.data, queryLoadState(query));
}

export function AdminHomePage() {
  const role = useCurrentRole();
  const leads = mayOpen(role, 'leads');
  // The figures first, then the screens with what each is for; the words name no screen the role
  // does not open.
  return (
    <AdminScreen title="Admin Dashboard" intro={leads ? 'Your leads at a glance, then the screens your role opens.' : 'The screens your role opens.'}>
      {leads ? (
        <>
          <Queried use={useLeadCounts} render={(counts, load) => <LeadCountsCards counts={counts} {...load} />} />
          <Queried use={useLeadSources} render={(summary, load) => <LeadSourcesPanel summary={summary} {...load} />} />
        </>
      ) : null}
      <Cards aria-label="Your screens">
        {linksFor(role).filter((link) => link.id !== 'dashboard').map((link) => (
          <li key={link.id}>
            <Link to={link.path}>
              <strong>{link.label}</strong>
              <span>{link.description}</span>
            </Link>
          </li>
        ))}
      </Cards>
      {can(role, 'seeVisitorErrors') ? <Queried use={useVisitorErrors} render={(groups, load) => <VisitorErrorsPanel groups={groups} {...load} />} /> : null}
    </AdminScreen>
  );
}
