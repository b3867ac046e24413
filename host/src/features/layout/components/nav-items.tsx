import type { ComponentType } from 'react';
import { css } from 'styled-components';
import type { NavLinkItem } from '../../navigation/nav-links.ts';

/** Shared look of header links and dropdown triggers, so both read as one row. */
export const navItemStyles = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  /* Compact between the lg and xl breakpoints so brand, links and both buttons fit on one row. */
  padding: 8px 6px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;
  font-weight: 500;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  ${({ theme }) => theme.media.xl} {
    padding: 8px 12px;
    font-size: 15px;
  }

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The width header and footer share, so the logo and the footer's columns line up. */
export const pageColumn = css`
  max-width: 1280px;
  margin: 0 auto;
  padding: 0 16px;
  ${({ theme }) => theme.media.md} {
    padding: 0 24px;
  }
`;

interface Props {
  links: readonly NavLinkItem[];
  /** The link as this list draws it: a styled NavLink or Link. */
  as: ComponentType<{ to: string; end?: boolean; onClick?: () => void; children: string }>;
  /** A NavLink is current at its own path only, not below it. */
  end?: boolean;
  /** After any of the links is followed (a menu closing). */
  onClick?: () => void;
}

/** The links of a header or footer list, each in its item. */
export function LinkItems({ links, as: Item, end, onClick }: Props) {
  return links.map((link) => (
    <li key={link.to}>
      <Item to={link.to} end={end} onClick={onClick}>
        {link.label}
      </Item>
    </li>
  ));
}
