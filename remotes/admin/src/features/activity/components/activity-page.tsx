import { CHANGE_KINDS, useChange, useChangeLog, useChangePeople, type ChangeLogFilter } from '@vaani/data';
import { Button, Dialog } from '@vaani/ui';
import { useState } from 'react';
import { Actions } from '../../admin-shell/components/admin-form.tsx';
import { AdminScreen } from '../../admin-shell/components/admin-screen.tsx';
import { LoadState, queryLoadState } from '../../admin-shell/components/load-state.tsx';
import { recordedChange } from '../change-diff.ts';
import { ACTION_LABELS, actorLabel, indiaTime } from '../change-display.ts';
import { ActivityFilters } from './activity-filters.tsx';
import { ActivityList } from './activity-list.tsx';
import { ChangeDiffView } from './change-diff-view.tsx';

function ChangeDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const change = useChange(id);
  const entry = change.data;
  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      width="lg"
      title={entry ? `${ACTION_LABELS[entry.action]}: ${CHANGE_KINDS[entry.table_name]}` : 'Change'}
      description={entry ? `${actorLabel(entry)}, ${indiaTime(entry.changed_at)}` : undefined}
    >
      <LoadState
        {...queryLoadState(change)}
        loadingLabel="Loading the change…"
      />
      {entry ? <ChangeDiffView change={recordedChange(entry)} /> : null}
    </Dialog>
  );
}

/** /admin/activity: every change to content, media, settings and roles, as the database recorded it. */
export function ActivityPage() {
  const [filter, setFilter] = useState<ChangeLogFilter>({});
  const [page, setPage] = useState(0);
  const [opened, setOpened] = useState<number | null>(null);
  const people = useChangePeople();
  const changes = useChangeLog(filter, page);
  return (
    <AdminScreen title="Activity" intro="Who changed what, and when: every change to content, media, settings, the home layout and roles, newest first.">
      <ActivityFilters
        filter={filter}
        people={people.data ?? []}
        onChange={(next) => {
          setFilter(next);
          setPage(0);
        }}
      />
      <LoadState
        {...queryLoadState(changes)}
        loadingLabel="Loading the activity…"
      />
      {changes.data ? <ActivityList rows={changes.data.rows} onOpen={setOpened} /> : null}
      <Actions>
        {page > 0 ? (
          <Button type="button" variant="outline" onClick={() => setPage(page - 1)}>
            Newer
          </Button>
        ) : null}
        {changes.data?.hasOlder ? (
          <Button type="button" variant="outline" onClick={() => setPage(page + 1)}>
            Older
          </Button>
        ) : null}
      </Actions>
      <ChangeDialog id={opened} onClose={() => setOpened(null)} />
    </AdminScreen>
  );
}
