// The marketing pages' shared blocks, small enough for the home page's first load to carry.
import { Button, Image } from '@vaani/ui';
import styled, { css } from 'styled-components';

/** The tops of pages, the home page's hero among them: their background and their h1. */
export const heroBackground = css`
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.surface}, ${({ theme }) => theme.colors.background});
`;

export const HeroTitle = styled.h1`
  margin: 0 0 16px;
  font-size: clamp(32px, 5vw, 52px);
  line-height: 1.1;
  letter-spacing: -0.02em;
`;

export const CenteredActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 28px;
`;

/** The configured outline style is drawn for light backgrounds; on a dark band it turns white. */
export const OnDarkButton = styled(Button)`
  && {
    border-color: #fff;
    background: transparent;
    color: #fff;
  }
  &&:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.16);
  }
`;

export const cardSurface = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

/** '16 / 7' across the page, '4 / 3' beside text. */
export const RoundedImage = styled(Image)<{ $ratio: string }>`
  aspect-ratio: ${({ $ratio }) => $ratio};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Figure = styled.div<{ $width: number }>`
  max-width: ${({ $width }) => $width}px;
  margin: 0 auto;
  padding: 0 16px;
`;

/** The picture across the top of a page, under its hero, loaded first. */
export function WidePicture({ src, alt, width }: { src: string; alt: string; width: number }) {
  return (
    <Figure $width={width}>
      <RoundedImage $ratio="16 / 7" src={src} alt={alt} priority />
    </Figure>
  );
}
