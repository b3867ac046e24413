import type { ReactNode } from 'react';
import styled from 'styled-components';

const Hero = styled.section`
  padding: 64px 16px 40px;
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.surface}, ${({ theme }) => theme.colors.background});
  ${({ theme }) => theme.media.md} {
    padding: 88px 24px 56px;
  }
`;

const Inner = styled.div`
  max-width: 880px;
  margin: 0 auto;
  text-align: center;
`;

const Eyebrow = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 14px;
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Title = styled.h1`
  margin: 0 0 16px;
  font-size: clamp(32px, 5vw, 52px);
  line-height: 1.1;
  letter-spacing: -0.02em;
`;

const Intro = styled.p`
  margin: 0 auto;
  max-width: 680px;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 18px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 28px;
`;

interface Props {
  eyebrow?: string;
  title: string;
  intro: string;
  actions?: ReactNode;
}

/** The top of every marketing page: its one h1 and the sentence that says what the page is for. */
export function PageHero({ eyebrow, title, intro, actions }: Props) {
  return (
    <Hero>
      <Inner>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <Title>{title}</Title>
        <Intro>{intro}</Intro>
        {actions ? <Actions>{actions}</Actions> : null}
      </Inner>
    </Hero>
  );
}
