import type { ReactNode } from 'react';
import styled from 'styled-components';
import { cardSurface } from '../../page-shell/components/blocks.tsx';

const Section = styled.section<{ $tone: 'plain' | 'muted' }>`
  padding: ${({ theme }) => Math.round(theme.spacing.sectionPadding * 0.7)}px 16px;
  background: ${({ theme, $tone }) => ($tone === 'muted' ? theme.colors.surface : theme.colors.background)};
  scroll-margin-top: 72px;
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.spacing.sectionPadding}px 24px;
  }
`;

const Inner = styled.div`
  max-width: 1180px;
  margin: 0 auto;
`;

const Header = styled.header`
  max-width: 720px;
  margin: 0 auto 32px;
  text-align: center;
  h2 {
    margin: 0 0 12px;
    font-size: clamp(26px, 3.4vw, 36px);
    line-height: 1.2;
    letter-spacing: -0.01em;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: 17px;
  }
`;

interface Props {
  id: string;
  title: string;
  subtitle?: string;
  tone?: 'plain' | 'muted';
  children: ReactNode;
}

/** A home-page section: its h2 and lead sentence, then its content, on the configured spacing. */
export function HomeSection({ id, title, subtitle, tone = 'plain', children }: Props) {
  const headingId = `${id}-heading`;
  return (
    <Section id={id} aria-labelledby={headingId} $tone={tone}>
      <Inner>
        <Header>
          <h2 id={headingId}>{title}</h2>
          {subtitle ? <p>{subtitle}</p> : null}
        </Header>
        {children}
      </Inner>
    </Section>
  );
}

/** The card grids of the home sections: one column on phones, two from 640 px, `$columns` from 1024 px. */
export const SectionGrid = styled.ul<{ $columns: 3 | 4; $gap: number }>`
  display: grid;
  gap: ${({ $gap }) => $gap}px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr);
  }
`;

export const SectionCard = styled.li`
  display: flex;
  gap: 16px;
  padding: 24px;
  ${cardSurface}
`;
