import type { ReactNode } from 'react';
import styled from 'styled-components';

const Content = styled.section`
  box-sizing: border-box;
  max-width: 1040px;
  padding: 24px 16px 64px;
  ${({ theme }) => theme.media.md} {
    padding: 40px 32px 72px;
  }
  h1 {
    margin: 0 0 8px;
    font-size: 28px;
    ${({ theme }) => theme.media.md} {
      font-size: 32px;
    }
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

/** Every admin screen's heading, introduction and content, inside the admin shell. */
export function AdminScreen({ title, intro, children }: Props) {
  return (
    <Content aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{title}</h1>
      <p>{intro}</p>
      {children}
    </Content>
  );
}
