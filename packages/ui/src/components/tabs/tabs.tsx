import { useId, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  items: readonly TabItem[];
  /** The selected tab's id; the owner keeps it (both pages that show tabs put it in their state). */
  value: string;
  onValueChange: (id: string) => void;
}

// Tabs that do not fit wrap onto another line: a row scrolled sideways hides the ones past the edge.
const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  flex: 1 0 auto;
  min-height: 40px;
  padding: 8px 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.mutedText};
  font-weight: 600;
  font-size: 14px;
  ${({ theme }) => theme.media.sm} {
    padding: 8px 16px;
    font-size: 15px;
  }
  white-space: nowrap;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.durations.fast} ease;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  &:hover:not([aria-selected='true']) {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Panel = styled.div`
  margin-top: 16px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/** WAI-ARIA tabs with automatic activation: arrow keys, Home and End move and select. */
export function Tabs({ label, items, value: selected, onValueChange: select }: TabsProps) {
  const baseId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === selected);
    const last = items.length - 1;
    const next = {
      ArrowRight: index >= last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const target = next === undefined ? undefined : items[next];
    if (!target) return;
    event.preventDefault();
    select(target.id);
    // The list's children are the tabs, in the items' order.
    (event.currentTarget.children[items.indexOf(target)] as HTMLElement).focus();
  };

  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <Tab
            key={item.id}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={item.id === selected}
            aria-controls={`${baseId}-panel-${item.id}`}
            tabIndex={item.id === selected ? 0 : -1}
            onClick={() => select(item.id)}
          >
            {item.label}
          </Tab>
        ))}
      </List>
      {items.map((item) => (
        <Panel
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          tabIndex={0}
          hidden={item.id !== selected}
        >
          {item.id === selected ? item.panel : null}
        </Panel>
      ))}
    </div>
  );
}
