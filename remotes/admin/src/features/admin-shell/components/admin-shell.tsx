import type { StaffRole } from '@vaani/data';
import { Button } from '@vaani/ui';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from '@vaani/router';
import styled from 'styled-components';
import { linksFor, ROLE_LABELS } from '../admin-links.ts';
import { useLeaveGuard } from './leave-guard.tsx';

const SIDEBAR_WIDTH_PX = 248;

const Frame = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  ${({ theme }) => theme.media.md} {
    display: grid;
    grid-template-columns: ${SIDEBAR_WIDTH_PX}px minmax(0, 1fr);
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: ${({ theme }) => theme.zIndices.dialog + 1};
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  &:focus {
    top: 8px;
  }
`;

/** On a phone: the brand and the menu button; from tablets up the sidebar replaces it. */
const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const Sidebar = styled.aside`
  display: none;
  ${({ theme }) => theme.media.md} {
    position: sticky;
    top: 0;
    display: flex;
    flex-direction: column;
    height: 100vh;
    overflow-y: auto;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** The phone's drawer: a modal dialog, so the page behind is inert and focus stays inside. */
const Drawer = styled.dialog`
  margin: 0;
  padding: 0;
  width: min(${SIDEBAR_WIDTH_PX + 32}px, 85vw);
  max-width: none;
  height: 100dvh;
  max-height: none;
  border: none;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &[open] {
    display: flex;
    flex-direction: column;
  }
  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

const Brand = styled.p`
  margin: 0;
  padding: 20px 20px 12px;
  font-weight: 700;
  font-size: 18px;
  ${TopBar} & {
    padding: 0;
  }
`;

const DrawerHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-right: 12px;
`;

const Nav = styled.nav`
  flex: 1;
  padding: 0 12px;
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Person = styled.div`
  display: grid;
  gap: 8px;
  padding: 16px 20px 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 14px;
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
  span {
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

// No overflow of its own: a scroll container here would pin the screens' sticky bars to it instead
// of the window. What is wider than a phone scrolls inside itself.
const Main = styled.main`
  min-width: 0;
`;

export interface AdminShellProps {
  email: string;
  role: StaffRole;
  signingOut: boolean;
  onSignOut: () => void;
  children: ReactNode;
}

/** The screens the person's role opens, who is signed in, and Sign out: the sidebar's and the drawer's content. */
function Menu({ email, role, signingOut, onSignOut, onNavigate }: Omit<AdminShellProps, 'children'> & { onNavigate?: () => void }) {
  return (
    <>
      <Nav aria-label="Admin">
        <ul>
          {linksFor(role).map((link) => (
            <li key={link.id}>
              <NavLink to={link.path} end={link.id === 'dashboard'} onClick={onNavigate}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </Nav>
      <Person>
        <p>Signed in as {email}</p>
        <span>Role: {ROLE_LABELS[role]}</span>
        <Button type="button" variant="outline" size="sm" onClick={onSignOut} loading={signingOut}>
          Sign out
        </Button>
      </Person>
    </>
  );
}

/** The admin's own frame around every signed-in screen: the Menu in a sidebar, or a drawer on a phone. */
export function AdminShell({ children, onSignOut, ...rest }: AdminShellProps) {
  const drawer = useRef<HTMLDialogElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const closeMenu = useCallback(() => drawer.current?.close(), []);
  // The question about unsaved changes shows over the screen, not inside the drawer.
  const leave = useLeaveGuard(closeMenu);
  const person = { ...rest, onSignOut: () => leave.ask(onSignOut) };

  useEffect(() => {
    drawer.current?.close();
  }, [pathname]);

  return (
    <Frame>
      <SkipLink href="#admin-main">Skip to content</SkipLink>
      <TopBar>
        <Brand>Vaani AI Admin</Brand>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => {
            drawer.current?.showModal();
            setMenuOpen(true);
          }}
        >
          Menu
        </Button>
      </TopBar>
      <Drawer ref={drawer} aria-label="Admin menu" onClose={() => setMenuOpen(false)}>
        <DrawerHead>
          <Brand>Vaani AI Admin</Brand>
          <Button type="button" variant="ghost" size="sm" onClick={closeMenu}>
            Close menu
          </Button>
        </DrawerHead>
        {menuOpen ? <Menu {...person} onNavigate={closeMenu} /> : null}
      </Drawer>
      <Sidebar>
        <Brand>Vaani AI Admin</Brand>
        <Menu {...person} />
      </Sidebar>
      <Main id="admin-main" tabIndex={-1}>
        {children}
      </Main>
      {leave.dialog}
    </Frame>
  );
}
