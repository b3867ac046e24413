import { css } from 'styled-components';

/** Shared look of header links and dropdown triggers, so both read as one row. */
export const navItemStyles = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 8px 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 15px;
  font-weight: 500;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
