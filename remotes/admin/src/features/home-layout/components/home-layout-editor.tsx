import { Button } from '@vaani/ui';
import { Actions, Panel } from '../../admin-shell/components/admin-form.tsx';
import { moveRow, OrderedList } from '../../admin-shell/components/ordered-list.tsx';
import type { LayoutRow } from '../home-section-catalogue.ts';

export interface HomeLayoutEditorProps {
  rows: readonly LayoutRow[];
  onChange: (rows: LayoutRow[]) => void;
  busy: boolean;
  onPreview: () => void;
  onPublish: () => void;
  onClearPreview: () => void;
}

/** The home sections in order: drag a row, or use its move buttons; untick to hide a section. */
export function HomeLayoutEditor({ rows, onChange, busy, onPreview, onPublish, onClearPreview }: HomeLayoutEditorProps) {
  const show = (id: string, visible: boolean) => onChange(rows.map((row) => (row.entry.id === id ? { ...row, visible } : row)));
  return (
    <Panel>
      <h2>Sections, top to bottom</h2>
      <OrderedList
        label="Home sections"
        items={rows.map(({ entry, visible }) => ({ id: entry.id, name: entry.name, is_active: visible }))}
        nameOf={(section) => section.name}
        busy={busy}
        onMove={(from, to) => onChange(moveRow(rows, from, to))}
        moveLabel={(name, direction) => `Move ${direction} ${name}`}
        renderTitle={(section) => (
          <label>
            <input type="checkbox" checked={section.is_active} onChange={(event) => show(section.id, event.target.checked)} /> {`Show ${section.name}`}
          </label>
        )}
      />
      <Actions>
        <Button variant="outline" onClick={onPreview} disabled={busy}>
          Preview in this browser
        </Button>
        <Button onClick={onPublish} loading={busy}>
          Publish
        </Button>
        <Button variant="ghost" onClick={onClearPreview} disabled={busy}>
          Clear preview
        </Button>
      </Actions>
    </Panel>
  );
}
