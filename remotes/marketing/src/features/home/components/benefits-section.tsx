import styled, { useTheme } from 'styled-components';
import type { IconName } from '../../icons/components/line-icon.tsx';
import { useSiteImage, useSiteText } from '../api/use-site-content.ts';
import { HomeSection, SectionCard, SectionGrid } from './home-section.tsx';
import { IconBadge } from './icon-badge.tsx';

const Card = styled(SectionCard)`
  flex-direction: column;
  gap: 12px;
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
  const { spacing } = useTheme();
  return (
    <HomeSection id="benefits" tone="muted" title={useSiteText('benefits', 'title')} subtitle={useSiteText('benefits', 'subtitle')}>
      <SectionGrid $columns={4} $gap={spacing.benefitsGap}>
        <Benefit index={1} />
        <Benefit index={2} />
        <Benefit index={3} />
        <Benefit index={4} />
      </SectionGrid>
    </HomeSection>
  );
}
