import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { NavLink } from '@vaani/router';
import styled from 'styled-components';
import { SHELL_LIVE_ATTRIBUTE } from '../../ssr/early-clicks.tsx';
import type { NavGroup } from '../../navigation/nav-links.ts';
import { LinkItems, navItemStyles } from './nav-items.tsx';

const Trigger = styled.button`
  ${navItemStyles}
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-block;
  width: 8px;
  height: 8px;
  margin-left: 2px;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: translateY(${({ $open }) => ($open ? '2px' : '-2px')}) rotate(${({ $open }) => ($open ? '225deg' : '45deg')});
  transition: transform ${({ theme }) => theme.durations.fast} ease;
`;

/* The panel starts flush under the trigger (padding, not margin) so the pointer never leaves
   the wrapper on its way down and the hover menu stays open. */
const Panel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  padding-top: 8px;
  &[hidden] {
    display: none;
  }
`;

/* Before React has the header (a slow phone's first seconds), the menu opens by CSS alone: on
   hover and when focus is inside, so it works from the first paint. Once the shell is live
   (SHELL_LIVE_ATTRIBUTE on <html>), the component's own state decides. */
const Wrapper = styled.li`
  position: relative;
  html:not([${SHELL_LIVE_ATTRIBUTE}]) &:hover > ${Panel},
  html:not([${SHELL_LIVE_ATTRIBUTE}]) &:focus-within > ${Panel} {
    display: block;
  }
`;

const List = styled.ul`
  min-width: 220px;
  margin: 0;
  padding: 8px;
  list-style: none;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Item = styled(NavLink)`
  ${navItemStyles}
  display: flex;
  width: 100%;
`;

interface Props {
  group: NavGroup;
}

/**
 * A header dropdown that opens on hover, on click and from the keyboard (Enter, Space, ArrowDown);
 * a second click or Escape closes it.
 */
export function NavDropdown({ group }: Props) {
  const [open, setOpen] = useState(false);
  // A mouse reaches the trigger (and opens the menu) before it clicks: that click must leave the
  // menu open, not toggle it shut. Only a click on a menu the visitor already clicked open closes it.
  const openedByHover = useRef(false);
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const links = Array.from(listRef.current?.querySelectorAll('a') ?? []);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const focusItem = (index: number) => links[(index + links.length) % links.length]?.focus();
    if (event.key === 'Escape' && open) {
      setOpen(false);
      triggerRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      // The panel must be rendered visible before one of its links can take focus.
      flushSync(() => setOpen(true));
      focusItem(current + 1);
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      focusItem(current - 1);
    }
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <Wrapper
      // onMouseEnter, but React derives it from the mouseout of the element left, which a region
      // still hydrating (a home section below) never dispatches.
      onMouseOver={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          const hovered = openedByHover.current;
          openedByHover.current = false;
          setOpen((wasOpen) => hovered || !wasOpen);
        }}
      >
        {group.label}
        <Chevron $open={open} aria-hidden="true" />
      </Trigger>
      <Panel id={panelId} hidden={!open}>
        <List ref={listRef}>
          <LinkItems links={group.children} as={Item} onClick={() => setOpen(false)} />
        </List>
      </Panel>
    </Wrapper>
  );
}
