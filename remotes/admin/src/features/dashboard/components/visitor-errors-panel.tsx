import type { VisitorErrorGroup } from '@vaani/data';
import { VisuallyHidden } from '@vaani/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { LoadState } from '../../admin-shell/components/load-state.tsx';
import { DashboardPanel } from './lead-sources-panel.tsx';

const TOP = 10;

const Panel = styled(DashboardPanel)`
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  td:last-child,
  th:last-child {
    text-align: right;
  }
`;

export interface VisitorErrorsPanelProps {
  groups: VisitorErrorGroup[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
}

const errorsIn = (count: number) => `${count} ${count === 1 ? 'error' : 'errors'}`;

/** Errors visitors hit in their browsers in the last 24 hours: how many, the top messages and where. */
export function VisitorErrorsPanel({ groups, loading, error, onRetry }: VisitorErrorsPanelProps) {
  const headingId = useId();
  const total = groups?.reduce((sum, group) => sum + group.count, 0) ?? 0;
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>Errors in the last 24 hours</h2>
      <LoadState loading={loading} loadingLabel="Counting visitor errors…" error={error} onRetry={onRetry} />
      {groups ? (
        <>
          <p>
            {total === 0
              ? 'No visitor hit an error in their browser.'
              : `${errorsIn(total)} in visitors' browsers, on our site and in our elements on partner pages.`}
          </p>
          {total > 0 ? (
            <table>
              <VisuallyHidden as="caption">Top error messages and where they happened</VisuallyHidden>
              <thead>
                <tr>
                  <th scope="col">Message</th>
                  <th scope="col">Where</th>
                  <th scope="col">Count</th>
                </tr>
              </thead>
              <tbody>
                {groups.slice(0, TOP).map((group) => (
                  <tr key={`${group.message} ${group.place}`}>
                    <td>{group.kind === 'chunk' ? `Code did not load: ${group.message}` : group.message}</td>
                    <td>{group.place}</td>
                    <td>{group.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </>
      ) : null}
    </Panel>
  );
}
