import styled from 'styled-components';
import type { IconName } from '../../icons/components/line-icon.tsx';
import { RoundedImage } from '../../page-shell/components/blocks.tsx';
import { useSiteImage, useSiteText } from '../api/use-site-content.ts';
import { HomeSection } from './home-section.tsx';
import { IconBadge } from './icon-badge.tsx';

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.spacing.howItWorksVerticalGap}px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
    gap: 24px;
  }
`;

const Step = styled.li`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h3 {
    margin: 0;
    font-size: 19px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const Number = styled.span`
  color: ${({ theme }) => theme.colors.accent};
  font-size: 14px;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const STEP_ICONS: readonly IconName[] = ['Link', 'Phone', 'Calendar'];

function HowItWorksStep({ index }: { index: 1 | 2 | 3 }) {
  const title = useSiteText('howitworks', `step${index}Title`);
  const description = useSiteText('howitworks', `step${index}Description`);
  const image = useSiteImage(`howItWorksStep${index}`);
  return (
    <Step>
      {image?.url ? <RoundedImage $ratio="4 / 3" src={image.url} alt={image.alt} /> : <IconBadge icon={STEP_ICONS[index - 1] ?? 'Sparkles'} size={56} />}
      <Number>Step {index}</Number>
      <h3>{title}</h3>
      <p>{description}</p>
    </Step>
  );
}

/** Three steps from enquiry to site visit; texts and step pictures come from the site configuration. */
export default function HowItWorksSection() {
  return (
    <HomeSection id="how-it-works" title={useSiteText('howitworks', 'title')} subtitle={useSiteText('howitworks', 'subtitle')}>
      <Steps>
        <HowItWorksStep index={1} />
        <HowItWorksStep index={2} />
        <HowItWorksStep index={3} />
      </Steps>
    </HomeSection>
  );
}
