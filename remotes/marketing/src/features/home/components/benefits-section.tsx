import styled from 'styled-components';
import type { IconName } from '../../icons/components/line-icon.tsx';
import { useSiteImage, useSiteText } from '../api/use-site-content.ts';
import { HomeSection } from './home-section.tsx';
import { IconBadge } from './icon-badge.tsx';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.benefitsGap}px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  h3 {
    margin: 0;
    font-size: 18px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const BENEFIT_ICONS: readonly IconName[] = ['Clock', 'MessageCircle', 'Target', 'RefreshCw'];

function Benefit({ index }: { index: 1 | 2 | 3 | 4 }) {
  const icon = useSiteImage(`benefitsIcon${index}`);
  return (
    <Card>
      <IconBadge imageUrl={icon?.url} icon={BENEFIT_ICONS[index - 1] ?? 'Sparkles'} />
      <h3>{useSiteText('benefits', `benefit${index}Title`)}</h3>
      <p>{useSiteText('benefits', `benefit${index}Description`)}</p>
    </Card>
  );
}

/** The four benefits for real-estate teams; texts and icons are configurable. */
export default function BenefitsSection() {
  return (
    <HomeSection id="benefits" tone="muted" title={useSiteText('benefits', 'title')} subtitle={useSiteText('benefits', 'subtitle')}>
      <Grid>
        <Benefit index={1} />
        <Benefit index={2} />
        <Benefit index={3} />
        <Benefit index={4} />
      </Grid>
    </HomeSection>
  );
}
