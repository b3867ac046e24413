import { Button } from '@vaani/ui';
import { useLayoutEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.ol`
  display: grid;
  gap: 8px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $target: boolean }>`
  border: 1px solid ${({ theme, $target }) => ($target ? theme.colors.focus : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;
  padding: 10px 12px;
`;

const Handle = styled.span`
  cursor: grab;
  padding: 4px;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 18px;
  line-height: 1;
  user-select: none;
`;

const Title = styled.span`
  flex: 1 1 160px;
  min-width: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Hidden = styled.span`
  font-size: 12px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Open = styled.div`
  padding: 0 12px 12px;
`;

/** A row of a list an admin puts in order by hand; an inactive one is hidden from visitors. */
export interface OrderedItem {
  id: string;
  is_active: boolean;
}

export interface OrderedListProps<Item extends OrderedItem> {
  label: string;
  items: readonly Item[];
  /** Names an item in its row and its buttons. */
  nameOf: (item: Item) => string;
  busy: boolean;
  /** Puts the item at `from` at place `to`: a drag, or a Move button (one place). */
  onMove: (from: number, to: number) => void;
  /** The row's title; the item's name by default. */
  renderTitle?: (item: Item) => ReactNode;
  /** A Move button's name; 'Move <name> up' by default. */
  moveLabel?: (name: string, direction: Direction) => string;
  /** Opening (one at a time) and deleting, for a list of stored items; the home layout has neither. */
  editing?: {
    openId: string | null;
    onOpen: (id: string | null) => void;
    onDelete: (item: Item) => void;
    /** The open item's editor and history. */
    renderEditor: (item: Item) => ReactNode;
  };
}

type Direction = 'up' | 'down';

export function moveRow<Row>(rows: readonly Row[], from: number, to: number): Row[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return [...rows];
  const next = [...rows];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}

/** Items in the home page's order, moved by drag or by the Move buttons (the keyboard's way). */
export function OrderedList<Item extends OrderedItem>({
  label,
  items,
  nameOf,
  busy,
  onMove,
  renderTitle = nameOf,
  moveLabel = (name, direction) => `Move ${name} ${direction}`,
  editing,
}: OrderedListProps<Item>) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  // A moved row loses the browser's focus: it goes back to the pressed button (or its pair at an end).
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<{ id: string; direction: Direction } | null>(null);
  useLayoutEffect(() => {
    const moved = refocus.current;
    if (!moved) return;
    refocus.current = null;
    const button = moveButtons.current.get(`${moved.id}:${moved.direction}`);
    const pair = moveButtons.current.get(`${moved.id}:${moved.direction === 'up' ? 'down' : 'up'}`);
    (button && !button.disabled ? button : pair)?.focus();
  }, [items]);
  const moveOnePlace = (index: number, direction: Direction) => {
    // A move under way takes no other; the buttons stay enabled so the focus stays on them.
    if (busy) return;
    const item = items[index];
    if (item) refocus.current = { id: item.id, direction };
    onMove(index, direction === 'up' ? index - 1 : index + 1);
  };
  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== null && dragged !== to) onMove(dragged, to);
    setDragged(null);
    setOver(null);
  };
  return (
    <List aria-label={label}>
      {items.map((item, index) => {
        const name = nameOf(item);
        const open = item.id === editing?.openId;
        return (
          <Item
            key={item.id}
            $target={over === index && dragged !== index}
            draggable={!busy && !open}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              // Some browsers start a drag only when it carries data.
              event.dataTransfer.setData('text/plain', item.id);
              setDragged(index);
            }}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(index);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            onDrop={(event) => drop(event, index)}
          >
            <Row>
              <Handle aria-hidden="true" title="Drag to reorder">
                ⠿
              </Handle>
              <Title>
                {renderTitle(item)}
                {item.is_active ? null : <Hidden> · Hidden from the home page</Hidden>}
              </Title>
              <Buttons>
                {(['up', 'down'] as const).map((direction) => (
                  <Button
                    key={direction}
                    ref={(button) => void (button ? moveButtons.current.set(`${item.id}:${direction}`, button) : moveButtons.current.delete(`${item.id}:${direction}`))}
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={moveLabel(name, direction)}
                    disabled={direction === 'up' ? index === 0 : index === items.length - 1}
                    onClick={() => moveOnePlace(index, direction)}
                  >
                    {direction === 'up' ? 'Up' : 'Down'}
                  </Button>
                ))}
                {editing ? (
                  <>
                    <Button type="button" variant="secondary" size="sm" aria-expanded={open} aria-label={`${open ? 'Close' : 'Edit'} ${name}`} onClick={() => editing.onOpen(open ? null : item.id)}>
                      {open ? 'Close' : 'Edit'}
                    </Button>
                    <Button type="button" variant="outline" size="sm" aria-label={`Delete ${name}`} disabled={busy} onClick={() => editing.onDelete(item)}>
                      Delete
                    </Button>
                  </>
                ) : null}
              </Buttons>
            </Row>
            {editing && open ? <Open>{editing.renderEditor(item)}</Open> : null}
          </Item>
        );
      })}
    </List>
  );
}
