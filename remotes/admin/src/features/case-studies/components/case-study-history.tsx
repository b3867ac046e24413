import { HISTORY_LENGTH, type ChangeEntry } from '@vaani/data';
import { Button } from '@vaani/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ACTION_LABELS, actorLabel, changedAtLabel } from '../../activity/change-display.ts';
import { ChangeDiffView, type DiffLabels } from '../../activity/components/change-diff-view.tsx';
import { Panel } from '../../admin-shell/components/admin-form.tsx';

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

const Buttons = styled.div`
  display: flex;
  gap: 8px;
`;

const COMPARED: DiffLabels = { before: 'Now', after: 'This version' };

export interface CaseStudyHistoryProps {
  /** The case study's changes, newest first; the first is the current version. */
  revisions: readonly ChangeEntry[];
  /** The case study as it is now, for comparing a revision with it. */
  current: Record<string, unknown>;
  /** The revision being restored, if any. */
  restoring: number | null;
  onRestore: (revision: ChangeEntry) => void;
}

/**
 * Every saved version of the case study (from the record of changes): each compares with the
 * current one and can be restored, which saves it again as a new version, so nothing is lost.
 */
export function CaseStudyHistory({ revisions, current, restoring, onRestore }: CaseStudyHistoryProps) {
  const [compared, setCompared] = useState<number | null>(null);
  return (
    <Panel aria-labelledby="case-study-history">
      <h2 id="case-study-history">History</h2>
      <p>The last {HISTORY_LENGTH} saved versions, newest first. Restoring one saves it as the newest version.</p>
      <Revisions aria-label="Versions">
        {revisions.map((revision, index) => (
          <li key={revision.id}>
            <Row>
              <p>
                <strong>{index === 0 ? 'Current version' : ACTION_LABELS[revision.action]}</strong> · {actorLabel(revision)} ·{' '}
                <time dateTime={revision.changed_at}>{changedAtLabel(revision.changed_at)}</time>
              </p>
              {index > 0 && revision.after ? (
                <Buttons>
                  <Button type="button" variant="outline" size="sm" aria-expanded={compared === revision.id} onClick={() => setCompared(compared === revision.id ? null : revision.id)}>
                    {compared === revision.id ? 'Hide changes' : 'Compare with current'}
                  </Button>
                  <Button type="button" variant="secondary" size="sm" loading={restoring === revision.id} disabled={restoring !== null} onClick={() => onRestore(revision)}>
                    Restore
                  </Button>
                </Buttons>
              ) : null}
            </Row>
            {compared === revision.id ? <ChangeDiffView change={{ before: current as ChangeEntry['before'], after: revision.after }} labels={COMPARED} /> : null}
          </li>
        ))}
      </Revisions>
    </Panel>
  );
}
