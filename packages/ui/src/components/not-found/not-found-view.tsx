import type { ReactNode } from 'react';
import styled from 'styled-components';

const Page = styled.section`
  max-width: 640px;
  margin: 0 auto;
  padding: 96px 24px;
  text-align: center;
  h1 {
    margin: 0 0 12px;
    font-size: 40px;
  }
  p {
    margin: 0 0 24px;
    color: ${({ theme }) => theme.colors.mutedText};
  }
  nav {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 24px;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

export interface NotFoundViewProps {
  /** Why there is nothing here, in the visitor's words. */
  message: string;
  /** Where to go instead: links (the app's router links). */
  children: ReactNode;
}

/** The one not-found page of the site (an unknown address, a case study that is not published). */
export function NotFoundView({ message, children }: NotFoundViewProps) {
  return (
    <Page>
      <h1>Page not found</h1>
      <p>{message}</p>
      <nav aria-label="Where to go instead">{children}</nav>
    </Page>
  );
}
