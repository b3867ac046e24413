import type { ChangeSummary } from '@vaani/data';
import { Button } from '@vaani/ui';
import styled from 'styled-components';
import { ACTION_LABELS, actorLabel, indiaTime, itemLabel } from '../change-display.ts';

const List = styled.ol`
  display: grid;
  gap: 8px;
  margin: 16px 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 16px;
    padding: 12px 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

export interface ActivityListProps {
  rows: readonly ChangeSummary[];
  onOpen: (id: number) => void;
}

/** Changes newest first: what, who, when; each opens as a diff. Cards, so a phone never scrolls sideways. */
export function ActivityList({ rows, onOpen }: ActivityListProps) {
  if (rows.length === 0) return <p>No changes match these filters.</p>;
  return (
    <List aria-label="Changes">
      {rows.map((change) => (
        <li key={change.id}>
          <div>
            <p>
              <strong>{ACTION_LABELS[change.action]}</strong> {itemLabel(change)}
            </p>
            <small>
              {actorLabel(change)} · <time dateTime={change.changed_at}>{indiaTime(change.changed_at)}</time>
            </small>
          </div>
          <Button type="button" variant="outline" size="sm" onClick={() => onOpen(change.id)} aria-label={`View change: ${ACTION_LABELS[change.action]} ${itemLabel(change)}`}>
            View change
          </Button>
        </li>
      ))}
    </List>
  );
}
