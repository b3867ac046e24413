import { HISTORY_LENGTH, type ChangeEntry } from '@vaani/data';
import { Button } from '@vaani/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { ACTION_LABELS, actorLabel, indiaTime } from '../change-display.ts';
import { ChangeDiffView, type DiffLabels } from './change-diff-view.tsx';
import { Actions, Panel } from '../../admin-shell/components/admin-form.tsx';

const Revisions = styled.ol`
  display: grid;
  gap: 8px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  > li {
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  p {
    margin: 0;
  }
`;

const COMPARED: DiffLabels = { before: 'Now', after: 'This version' };

export interface HistoryPanelProps {
  /** The panel's heading (its name); "History" unless a screen shows more than one. */
  title?: string;
  /** The item's changes, newest first; the first is the current version. */
  revisions: readonly ChangeEntry[];
  /** The item as it is now, for comparing a revision with it. */
  current: object;
  /** The revision being restored, if any. */
  restoring: number | null;
  onRestore: (revision: ChangeEntry) => void;
}

/** The id of the version before the first recorded change (identity ids start at 1). */
const EARLIER = 0;

/**
 * An item older than the record of changes has one more version than its changes: what its first
 * recorded edit replaced. It is offered like the others (as a change whose result is that row).
 */
function withEarlierVersion(revisions: readonly ChangeEntry[]): readonly ChangeEntry[] {
  const oldest = revisions.at(-1);
  if (!oldest || oldest.action !== 'update' || !oldest.before || revisions.length >= HISTORY_LENGTH) return revisions;
  // The edit kept only the fields it changed, as they were: over the row after, they make the row before.
  return [...revisions, { ...oldest, id: EARLIER, after: { ...oldest.after, ...oldest.before } }];
}

/**
 * Every saved version of an item (from the record of changes): each compares with the current one
 * and can be restored, which saves it again as a new version, so nothing is lost.
 */
export function HistoryPanel({ title = 'History', revisions, current, restoring, onRestore }: HistoryPanelProps) {
  const [compared, setCompared] = useState<number | null>(null);
  const headingId = useId();
  const versions = withEarlierVersion(revisions);
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p>The last {HISTORY_LENGTH} saved versions, newest first. Restoring one saves it as the newest version.</p>
      <Revisions aria-label="Versions">
        {versions.map((revision, index) => (
          <li key={revision.id}>
            <Row>
              {revision.id === EARLIER ? (
                <p>
                  <strong>Earlier version</strong> · until <time dateTime={revision.changed_at}>{indiaTime(revision.changed_at)}</time>
                </p>
              ) : (
                <p>
                  <strong>{index === 0 ? 'Current version' : ACTION_LABELS[revision.action]}</strong> · {actorLabel(revision)} ·{' '}
                  <time dateTime={revision.changed_at}>{indiaTime(revision.changed_at)}</time>
                </p>
              )}
              {index > 0 && revision.after ? (
                <Actions>
                  <Button type="button" variant="outline" size="sm" aria-expanded={compared === revision.id} onClick={() => setCompared(compared === revision.id ? null : revision.id)}>
                    {compared === revision.id ? 'Hide changes' : 'Compare with current'}
                  </Button>
                  <Button type="button" variant="secondary" size="sm" loading={restoring === revision.id} disabled={restoring !== null} onClick={() => onRestore(revision)}>
                    Restore
                  </Button>
                </Actions>
              ) : null}
            </Row>
            {compared === revision.id ? <ChangeDiffView change={{ before: current as ChangeEntry['before'], after: revision.after }} labels={COMPARED} /> : null}
          </li>
        ))}
      </Revisions>
    </Panel>
  );
}
