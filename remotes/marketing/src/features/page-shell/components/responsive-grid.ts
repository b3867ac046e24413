import styled, { css } from 'styled-components';

type Columns = { $sm?: number; $md?: number; $lg?: number };

/** A list laid out in one column on phones and more from each breakpoint given, page-wide. */
export const ResponsiveGrid = styled.ul<Columns>`
  display: grid;
  gap: 24px;
  max-width: 1180px;
  margin: 0 auto;
  padding: 16px 16px 56px;
  list-style: none;
  grid-template-columns: 1fr;
  ${({ theme, $sm, $md, $lg }) => css`
    ${$sm ? css`${theme.media.sm} { grid-template-columns: repeat(${$sm}, 1fr); }` : ''}
    ${$md ? css`${theme.media.md} { grid-template-columns: repeat(${$md}, 1fr); }` : ''}
    ${$lg ? css`${theme.media.lg} { grid-template-columns: repeat(${$lg}, 1fr); }` : ''}
  `}
`;
