import { bookDemoControl, Button, tryNowControl, VideoPlayer } from '@vaani/ui';
import styled from 'styled-components';
import { useDemoVideo } from '../../demo-videos/api/use-video-url.ts';
import { heroBackground, HeroTitle } from '../../page-shell/components/blocks.tsx';
import { backgroundLayers, useSiteImage, useSiteText, type BackgroundLayer } from '../api/use-site-content.ts';

const Hero = styled.section`
  padding: 48px 16px 40px;
  ${heroBackground}
  ${({ theme }) => theme.media.md} {
    padding: 80px 24px 64px;
  }
`;

const Inner = styled.div`
  display: grid;
  gap: 40px;
  align-items: center;
  max-width: 1180px;
  margin: 0 auto;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Subtitle = styled.p`
  margin: 0;
  max-width: 600px;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 18px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 28px;
`;

interface HeroViewProps {
  title: string;
  subtitle: string;
  primaryButtonText: string;
  secondaryButtonText: string;
  video: { url: string | null; loading: boolean };
  /** Admin-set images (site settings; an empty url is none): background, pattern, the video card's product shot. */
  background?: BackgroundLayer;
  pattern?: BackgroundLayer;
  productShot?: { url: string; alt: string };
}

/** The hero as drawn, from its texts and the demo video (stories show each video state). */
export function HeroView({ title, subtitle, primaryButtonText, secondaryButtonText, video, background, pattern, productShot }: HeroViewProps) {
  return (
    <Hero style={backgroundLayers([pattern, background])}>
      <Inner>
        <div>
          <HeroTitle>{title}</HeroTitle>
          <Subtitle>{subtitle}</Subtitle>
          <Actions>
            <Button size="lg" {...tryNowControl('hero', primaryButtonText)}>
              {primaryButtonText}
            </Button>
            <Button size="lg" variant="secondary" {...bookDemoControl('hero', secondaryButtonText)}>
              {secondaryButtonText}
            </Button>
          </Actions>
        </div>
        <VideoPlayer title="Vaani AI product demo" src={video.url} pending={video.loading} poster={productShot} />
      </Inner>
    </Hero>
  );
}

/** The home page's hero: configurable texts, Try Now and Book Demo, and the demo video card. */
export default function HeroSection() {
  const product = useSiteImage('heroProduct');
  return (
    <HeroView
      title={useSiteText('hero', 'title')}
      subtitle={useSiteText('hero', 'subtitle')}
      primaryButtonText={useSiteText('hero', 'primaryButtonText')}
      secondaryButtonText={useSiteText('hero', 'secondaryButtonText')}
      video={useDemoVideo()}
      background={{ url: useSiteImage('heroBackground')?.url ?? '', fit: 'cover' }}
      pattern={{ url: useSiteImage('heroPattern')?.url ?? '', fit: 'auto' }}
      productShot={product?.url ? { url: product.url, alt: product.alt } : undefined}
    />
  );
}
