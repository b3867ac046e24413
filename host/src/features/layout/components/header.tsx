import { bookDemoControl, Button, tryNowControl } from '@vaani/ui';
import { useState } from 'react';
import { NavLink } from '@vaani/router';
import styled from 'styled-components';
import { HEADER_NAV, isNavGroup } from '../../navigation/nav-links.ts';
import type { ImageSetting } from '@vaani/stores';
import { BrandLogo } from './brand-logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { LinkItems, navItemStyles, pageColumn } from './nav-items.tsx';
import { NavDropdown } from './nav-dropdown.tsx';
import { useScrolled } from './use-scrolled.ts';

export const HEADER_HEIGHT_PX = 72;

/* Transparent over the top of the page, opaque once content scrolls underneath; an open mobile
   menu needs the solid background too. */
const Bar = styled.header<{ $solid: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme, $solid }) => ($solid ? theme.colors.background : 'transparent')};
  box-shadow: ${({ theme, $solid }) => ($solid ? theme.shadows.sm : 'none')};
  transition:
    background-color ${({ theme }) => theme.durations.normal} ease,
    box-shadow ${({ theme }) => theme.durations.normal} ease;
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  height: ${HEADER_HEIGHT_PX}px;
  ${pageColumn}
`;

const DesktopNav = styled.nav`
  display: none;
  ${({ theme }) => theme.media.lg} {
    display: block;
  }
`;

const NavList = styled.ul`
  display: flex;
  align-items: center;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TopLink = styled(NavLink)`
  ${navItemStyles}
`;

const DesktopActions = styled.div`
  display: none;
  gap: 10px;
  ${({ theme }) => theme.media.lg} {
    display: flex;
  }
`;

/** `logo`: the logo an admin set for light backgrounds (site settings' Brand images), else the wordmark. */
export function Header({ logo }: { logo?: ImageSetting }) {
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Bar $solid={scrolled || menuOpen} data-scrolled={scrolled}>
      <Inner>
        <BrandLogo image={logo} />
        <DesktopNav aria-label="Main">
          <NavList>
            {HEADER_NAV.map((entry) =>
              isNavGroup(entry) ? (
                <NavDropdown key={entry.label} group={entry} />
              ) : (
                <LinkItems key={entry.to} links={[entry]} as={TopLink} end />
              ),
            )}
          </NavList>
        </DesktopNav>
        <DesktopActions>
          <Button variant="outline" {...tryNowControl('header')}>
            Try Now
          </Button>
          <Button variant="primary" {...bookDemoControl('header')}>
            Book Demo
          </Button>
        </DesktopActions>
        <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
      </Inner>
    </Bar>
  );
}
