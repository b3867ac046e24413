import styled from 'styled-components';
import { heroBackground, HeroTitle } from './blocks.tsx';

const Hero = styled.section`
  padding: 64px 16px 40px;
  ${heroBackground}
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

const Intro = styled.p`
  margin: 0 auto;
  max-width: 680px;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 18px;
`;

interface Props {
  eyebrow: string;
  title: string;
  intro: string;
}

/** The top of every marketing page: its one h1 and the sentence that says what the page is for. */
export function PageHero({ eyebrow, title, intro }: Props) {
  return (
    <Hero>
      <Inner>
        <Eyebrow>{eyebrow}</Eyebrow>
        <HeroTitle>{title}</HeroTitle>
        <Intro>{intro}</Intro>
      </Inner>
    </Hero>
  );
}
