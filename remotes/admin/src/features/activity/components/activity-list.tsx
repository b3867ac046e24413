import type { ChangeSummary } from '@vaani/data';
import { Button } from '@vaani/ui';
import styled from 'styled-components';
import { RowList } from '../../admin-shell/components/admin-form.tsx';
import { ACTION_LABELS, actorLabel, indiaTime, itemLabel } from '../change-display.ts';

const List = styled(RowList)`
  margin: 16px 0;
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
    <List as="ol" aria-label="Changes">
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
