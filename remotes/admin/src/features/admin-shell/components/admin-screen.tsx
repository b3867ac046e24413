import type { ReactNode } from 'react';
import { NavLink } from '@vaani/router';
import styled from 'styled-components';
import { ADMIN_LINKS } from '../admin-links.ts';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  max-width: 1180px;
  margin: 0 auto;
  padding: 40px 16px 64px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 220px 1fr;
    padding: 48px 24px 72px;
  }
`;

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
    ${({ theme }) => theme.media.md} {
      flex-direction: column;
    }
  }
  a {
    display: block;
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Content = styled.section`
  h1 {
    margin: 0 0 8px;
    font-size: 32px;
  }
  > p {
    margin: 0 0 24px;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

interface Props {
  title: string;
  intro: string;
  children?: ReactNode;
}

/** Frame of every admin screen: the admin navigation beside the screen's heading and content. */
export function AdminScreen({ title, intro, children }: Props) {
  return (
    <Layout>
      <Nav aria-label="Admin">
        <ul>
          {ADMIN_LINKS.map((link) => (
            <li key={link.path}>
              <NavLink to={link.path} end>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </Nav>
      <Content>
        <h1>{title}</h1>
        <p>{intro}</p>
        {children}
      </Content>
    </Layout>
  );
}
