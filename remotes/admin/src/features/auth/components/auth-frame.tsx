import type { ReactNode } from 'react';
import { Link } from '@vaani/router';
import styled from 'styled-components';

const Frame = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
    font-weight: 700;
    font-size: 18px;
  }
  a {
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const Main = styled.main`
  padding: 0 16px;
`;

/** The sign-in page's own frame: the admin's name and a way back to the site, none of the site's chrome. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <Frame>
      <Bar>
        <p>Vaani AI Admin</p>
        <Link to="/">Back to the site</Link>
      </Bar>
      <Main id="main">{children}</Main>
    </Frame>
  );
}
