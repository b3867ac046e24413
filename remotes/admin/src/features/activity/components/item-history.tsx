import { useItemHistory, useRestoreItemVersion, type ChangeEntry, type RestorableKind } from '@vaani/data';
import { Button } from '@vaani/ui';
import { useState } from 'react';
import { restoredToast } from '../change-display.ts';
import { HistoryPanel } from './history-panel.tsx';
import { useReport } from '../../admin-shell/report.ts';

export interface ItemHistoryProps {
  /** The item's table, as the record of changes names it. */
  kind: RestorableKind;
  /** Its row id there (a site page's slug, `true` for the site settings' one row). */
  rowId: string;
  /** The item as it is now, to compare a version with; by default its newest version (the record's newest change of it). */
  current?: object;
  /** Only these fields: versions that changed none of them are left out, and Restore writes only them. */
  fields?: readonly string[];
  title?: string;
  /** In a long list: the history loads and shows only once its button asks for it. */
  toggleLabel?: string;
}

const pick = (row: object | null, fields: readonly string[] | undefined) =>
  row && fields ? Object.fromEntries(Object.entries(row).filter(([key]) => fields.includes(key))) : row;

function LoadedHistory({ kind, rowId, current, fields, title }: Omit<ItemHistoryProps, 'toggleLabel'>) {
  const history = useItemHistory(kind, rowId);
  const restore = useRestoreItemVersion();
  const restoring = useReport<number>();
  // A shared row (the site settings hold the home layout): only the changes to these fields, and only these fields.
  const revisions = (history.data ?? [])
    .filter((revision) => !fields || revision.action !== 'update' || fields.some((field) => revision.before && field in revision.before))
    .map((revision) => ({ ...revision, before: pick(revision.before, fields), after: pick(revision.after, fields) }) as ChangeEntry);

  const onRestore = (revision: ChangeEntry) => {
    if (!revision.after) return;
    restoring.run(
      revision.id,
      restore.mutate({ kind, rowId, version: revision.after, fields }),
      ({ missingImages }) => restoredToast(missingImages, revision.changed_at),
      'Restore failed',
    );
  };

  if (!history.data) return null;
  const now = pick(current ?? revisions[0]?.after ?? {}, fields) ?? {};
  return <HistoryPanel title={title} revisions={revisions} current={now} restoring={restoring.busy} onRestore={onRestore} />;
}

/**
 * The History panel of any item by its table and row id: its saved versions from the record of
 * changes, each compared with the current one and restored as a new version.
 */
export function ItemHistory({ toggleLabel, ...props }: ItemHistoryProps) {
  const [open, setOpen] = useState(!toggleLabel);
  if (!toggleLabel) return <LoadedHistory {...props} />;
  return (
    <>
      <p>
        <Button type="button" variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {toggleLabel}
        </Button>
      </p>
      {open ? <LoadedHistory {...props} /> : null}
    </>
  );
}
