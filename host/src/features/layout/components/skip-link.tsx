import styled from 'styled-components';

/** The id of the page's main landmark, which the skip link jumps to. */
export const MAIN_ID = 'main';

const Link = styled.a`
  position: fixed;
  top: 8px;
  left: 8px;
  z-index: ${({ theme }) => theme.zIndices.header + 1};
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  box-shadow: ${({ theme }) => theme.shadows.md};
  /* Out of sight until a keyboard user reaches it: it is the first stop of every page. */
  &:not(:focus) {
    clip-path: inset(50%);
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    white-space: nowrap;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** "Skip to main content": past the header's dozen links in one key press. Plain HTML, so it works before hydration. */
export function SkipLink() {
  return <Link href={`#${MAIN_ID}`}>Skip to main content</Link>;
}
