import { bookDemoControl, Button, tryNowControl } from '@vaani/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { CenteredActions, OnDarkButton } from './blocks.tsx';

const Band = styled.section`
  margin: 24px 0 0;
  padding: 56px 16px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  text-align: center;
  h2 {
    color: inherit;
    margin: 0 0 12px;
    font-size: clamp(24px, 3.5vw, 34px);
  }
  p {
    max-width: 620px;
    margin: 0 auto;
    opacity: 0.9;
  }
`;

interface Props {
  title: string;
  text: string;
  /** Where the visitor was, for analytics, e.g. 'pricing'. */
  location: string;
}

/** The closing call to action of a content page: hear the agent now, or book a live demo. */
export function CallToActionBand({ title, text, location }: Props) {
  const headingId = useId();
  return (
    <Band aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p>{text}</p>
      <CenteredActions>
        <Button variant="secondary" size="lg" {...tryNowControl(location)}>
          Try Now
        </Button>
        <OnDarkButton variant="outline" size="lg" {...bookDemoControl(location)}>
          Book Demo
        </OnDarkButton>
      </CenteredActions>
    </Band>
  );
}
