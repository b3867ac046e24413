import { Link } from '@vaani/router';
import styled from 'styled-components';
import { CallToActionBand } from '../../page-shell/components/call-to-action-band.tsx';
import { CardGrid } from '../../page-shell/components/card-grid.tsx';
import { ContentSection } from '../../page-shell/components/content-section.tsx';
import { PageHero } from '../../page-shell/components/page-hero.tsx';

const STAGES = [
  {
    title: 'Inbound enquiries',
    text: 'Every call to your sales number, missed call and form fill is answered in seconds, day or night, with accurate answers about your projects.',
  },
  {
    title: 'Outbound qualification',
    text: 'New portal and campaign leads get a call within a minute. The agent asks about budget, configuration, locality and timeline, and scores the lead.',
  },
  {
    title: 'Appointments and site visits',
    text: 'Ready buyers are booked into your sales managers’ calendars, with WhatsApp confirmations and a reminder call the day before.',
  },
  {
    title: 'Follow-up and after-sales',
    text: 'Payment reminders, document requests, possession updates and referral asks go out over voice, WhatsApp, SMS and email.',
  },
] as const;

const RealEstateLink = styled(Link)`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;

export default function SolutionsPage() {
  return (
    <>
      <PageHero
        eyebrow="Solutions"
        title="Solutions for Every Stage of Your Sales Funnel"
        intro="Vaani AI voice agents handle the first call, the qualifying questions, the booking and the follow-up, so your sales team spends its day with buyers who are ready."
      />
      <CardGrid label="Where the agent works" cards={STAGES} />
      <ContentSection title="Built first for real estate">
        <p>
          Property sales in India run on speed and follow-up: a buyer enquires on three portals at once and visits whoever calls
          back first with useful answers. Our first and deepest solution is for developers, brokers and channel partners.
        </p>
        <p>
          <RealEstateLink to="/solutions/real-estate">See the real-estate solution</RealEstateLink>
        </p>
      </ContentSection>
      <ContentSection title="Also used by">
        <ul>
          <li>Home-loan and housing-finance teams that call applicants to collect documents and explain eligibility.</li>
          <li>Interior-design and modular-kitchen firms that follow up with new home owners after possession.</li>
          <li>Co-living and rental operators that answer tenant enquiries and schedule viewings.</li>
        </ul>
      </ContentSection>
      <CallToActionBand
        location="solutions"
        title="Hear it on your own phone"
        text="Enter your number and the agent calls you in under a minute, the way it would call your leads."
      />
    </>
  );
}
