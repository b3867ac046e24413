import type { ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  max-width: 880px;
  margin: 0 auto;
  padding: 32px 16px;
  ${({ theme }) => theme.media.md} {
    padding: 40px 24px;
  }
  h2 {
    margin: 0 0 12px;
    font-size: 26px;
  }
  p,
  li {
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

/** A titled block of page copy. */
export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section>
      <h2>{title}</h2>
      {children}
    </Section>
  );
}
