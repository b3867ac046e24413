import { Button, VisuallyHidden } from '@vaani/ui';
import { useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { Actions, Panel, RowList } from '../../admin-shell/components/admin-form.tsx';
import { moveRow, type LayoutRow } from '../home-section-catalogue.ts';

const List = styled(RowList).attrs({ as: 'ol' })`
  li {
    padding: 10px 14px;
    background: ${({ theme }) => theme.colors.background};
    cursor: grab;
  }
  li[data-hidden='true'] {
    opacity: 0.7;
    background: ${({ theme }) => theme.colors.surface};
  }
  li[data-over='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

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
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragging !== null) onChange(moveRow(rows, dragging, to));
    setDragging(null);
    setOver(null);
  };

  return (
    <Panel>
      <h2>Sections, top to bottom</h2>
      <List aria-label="Home sections">
        {rows.map((row, index) => (
          <li
            key={row.entry.id}
            draggable
            data-hidden={!row.visible}
            data-over={over === index}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', row.entry.id);
              setDragging(index);
            }}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(index);
            }}
            onDragLeave={() => setOver(null)}
            onDrop={(event) => drop(event, index)}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
          >
            <label>
              <input
                type="checkbox"
                checked={row.visible}
                onChange={(event) => onChange(rows.map((item, i) => (i === index ? { ...item, visible: event.target.checked } : item)))}
              />{' '}
              {`Show ${row.entry.name}`}
            </label>
            <Actions>
              <Button size="sm" variant="outline" disabled={index === 0} onClick={() => onChange(moveRow(rows, index, index - 1))}>
                Move up<VisuallyHidden> {row.entry.name}</VisuallyHidden>
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={index === rows.length - 1}
                onClick={() => onChange(moveRow(rows, index, index + 1))}
              >
                Move down<VisuallyHidden> {row.entry.name}</VisuallyHidden>
              </Button>
            </Actions>
          </li>
        ))}
      </List>
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
