import { bookDemoControl, Button, tryNowControl } from '@vaani/ui';
import { useId, useRef, type KeyboardEvent } from 'react';
import { NavLink } from '@vaani/router';
import styled from 'styled-components';
import { MOBILE_NAV } from '../../navigation/nav-links.ts';
import { LinkItems, navItemStyles } from './nav-items.tsx';

/* Wide screens show the desktop navigation instead, so the whole menu leaves the layout. */
const Root = styled.div`
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const Panel = styled.nav`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: calc(100vh - 72px);
  overflow-y: auto;
  padding: 12px 16px 20px;
  background: ${({ theme }) => theme.colors.background};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
  &[hidden] {
    display: none;
  }
`;

const List = styled.ul`
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
`;

const Item = styled(NavLink)`
  ${navItemStyles}
  display: flex;
  width: 100%;
  padding: 12px;
  font-size: 16px;
`;

const Actions = styled.div`
  display: grid;
  gap: 10px;
`;

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M3 6h18M3 12h18M3 18h18" />}
    </svg>
  );
}

/** The collapsible menu of small screens: every header link, /solutions included, and both buttons. */
export function MobileMenu({ open, onOpenChange }: Props) {
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      onOpenChange(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <Root onKeyDown={onKeyDown}>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => onOpenChange(!open)}
      >
        <MenuIcon open={open} />
      </Toggle>
      <Panel id={panelId} aria-label="Mobile" hidden={!open}>
        <List>
          <LinkItems links={MOBILE_NAV} as={Item} end onClick={() => onOpenChange(false)} />
        </List>
        {/* Either button opens its dialog, and the menu closes behind it. */}
        <Actions onClick={() => onOpenChange(false)}>
          <Button variant="outline" fullWidth {...tryNowControl('mobile-menu')}>
            Try Now
          </Button>
          <Button variant="primary" fullWidth {...bookDemoControl('mobile-menu')}>
            Book Demo
          </Button>
        </Actions>
      </Panel>
    </Root>
  );
}
