import { useAgentImage } from '@vaani/data';
import { Image } from '@vaani/ui';
import styled from 'styled-components';
import { LineIcon, type IconName } from '../../icons/components/line-icon.tsx';
import { backgroundLayers, useSiteImage, useSiteText } from '../api/use-site-content.ts';

const Banner = styled.section`
  padding: ${({ theme }) => Math.round(theme.spacing.sectionPadding * 0.7)}px 16px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.spacing.sectionPadding}px 24px;
  }
`;

// Without an agent picture the text has the banner to itself: an empty card beside it said nothing.
const Inner = styled.div<{ $withPicture: boolean }>`
  display: grid;
  gap: 32px;
  align-items: center;
  max-width: ${({ $withPicture }) => ($withPicture ? '1180px' : '760px')};
  margin: 0 auto;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: ${({ $withPicture }) => ($withPicture ? '3fr 2fr' : '1fr')};
  }
  h2 {
    color: inherit;
    margin: 0 0 12px;
    font-size: clamp(26px, 3.4vw, 36px);
    line-height: 1.2;
  }
  p {
    margin: 0;
    color: #e2e8f0;
    font-size: 17px;
  }
`;

const Eyebrow = styled.p`
  && {
    margin-bottom: 8px;
    color: #cbd5e1;
    font-size: 14px;
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;

const Channels = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 12px;
  margin: 24px 0 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Channel = styled.li`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(255, 255, 255, 0.1);
  font-weight: 600;
`;

const Agent = styled.div`
  aspect-ratio: 1;
  max-width: 360px;
  width: 100%;
  justify-self: center;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: rgba(255, 255, 255, 0.08);
`;

const CHANNELS: readonly { label: string; icon: IconName }[] = [
  { label: 'Voice calls', icon: 'Phone' },
  { label: 'WhatsApp', icon: 'MessageCircle' },
  { label: 'SMS', icon: 'MessageSquare' },
  { label: 'Email', icon: 'Mail' },
];

interface OmnichannelViewProps {
  eyebrow: string;
  heading: string;
  description: string;
  /** The agent's picture; null leaves the text alone in the banner. */
  agentImage: { url: string; alt: string } | null;
  /** The closing line under the channels (omnichannelbanner.subtitle). */
  subtitle?: string;
  /** The banner image an admin set (site settings: Omni-channel banner), under a tint that keeps the text readable. */
  bannerImage?: string;
}

/** The primary colour's dark slate, see-through: white text stays readable over any picture. */
const BANNER_TINT = 'rgba(15, 23, 42, 0.78)';

const Closing = styled.p`
  && {
    margin-top: 20px;
    color: #fff;
    font-weight: 600;
  }
`;

export function OmnichannelView({ eyebrow, heading, description, agentImage, subtitle, bannerImage }: OmnichannelViewProps) {
  return (
    <Banner aria-labelledby="omnichannel-heading" style={backgroundLayers([bannerImage ? { url: bannerImage, fit: 'cover' } : undefined], BANNER_TINT)}>
      <Inner $withPicture={agentImage !== null}>
        <div>
          <Eyebrow>{eyebrow}</Eyebrow>
          <h2 id="omnichannel-heading">{heading}</h2>
          <p>{description}</p>
          <Channels aria-label="Channels">
            {CHANNELS.map((channel) => (
              <Channel key={channel.label}>
                <LineIcon name={channel.icon} size={20} />
                {channel.label}
              </Channel>
            ))}
          </Channels>
          {subtitle ? <Closing>{subtitle}</Closing> : null}
        </div>
        {agentImage ? (
          <Agent>
            <Image src={agentImage.url} alt={agentImage.alt} style={{ width: '100%', height: '100%' }} />
          </Agent>
        ) : null}
      </Inner>
    </Banner>
  );
}

/** One agent on every channel; its picture the newest agentImage upload, else the configured one. */
export default function OmnichannelBanner() {
  const { agentImage } = useAgentImage();
  const configured = useSiteImage('agentImage');
  const alt = configured?.alt || 'Vaani AI sales agent';
  const picture = agentImage ? { url: agentImage.storage_url, alt: agentImage.alt_text || alt } : configured?.url ? { url: configured.url, alt } : null;
  return (
    <OmnichannelView
      eyebrow={useSiteText('omnichannelbanner', 'title')}
      heading={useSiteText('omnichannel', 'heading')}
      description={useSiteText('omnichannel', 'description')}
      agentImage={picture}
      subtitle={useSiteText('omnichannelbanner', 'subtitle')}
      bannerImage={useSiteImage('omnichannelBanner')?.url || undefined}
    />
  );
}
