import { openGetStarted, track } from '@vaani/stores';
import { bookDemoControl, Button } from '@vaani/ui';
import styled from 'styled-components';
import { CenteredActions, OnDarkButton } from '../../page-shell/components/blocks.tsx';
import { useSiteText } from '../api/use-site-content.ts';

const Banner = styled.section`
  padding: ${({ theme }) => theme.spacing.sectionPadding}px 16px;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, ${({ theme }) => theme.colors.accent});
  color: #fff;
  text-align: center;
  h2 {
    color: inherit;
    margin: 0 0 12px;
    font-size: clamp(26px, 3.6vw, 40px);
    line-height: 1.2;
  }
  p {
    margin: 0 auto;
    max-width: 640px;
    color: #e2e8f0;
    font-size: 18px;
  }
`;

/** The closing banner: Get Started Now opens the forms remote's dialog, Book Demo the calendar. */
export default function CallToActionSection() {
  const getStarted = useSiteText('calltoaction', 'primaryButtonText');
  const openGetStartedTracked = () => {
    track({ name: 'button_click', label: getStarted, location: 'call-to-action' });
    openGetStarted('call-to-action');
  };
  return (
    <Banner aria-labelledby="call-to-action-heading">
      <h2 id="call-to-action-heading">{useSiteText('calltoaction', 'title')}</h2>
      <p>{useSiteText('calltoaction', 'subtitle')}</p>
      <CenteredActions>
        <Button size="lg" variant="secondary" onClick={openGetStartedTracked}>
          {getStarted}
        </Button>
        <OnDarkButton size="lg" variant="outline" {...bookDemoControl('call-to-action')}>
          {useSiteText('calltoaction', 'secondaryButtonText')}
        </OnDarkButton>
      </CenteredActions>
    </Banner>
  );
}
