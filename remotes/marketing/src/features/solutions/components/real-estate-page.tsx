import styled from 'styled-components';
import { CallToActionBand } from '../../page-shell/components/call-to-action-band.tsx';
import { CardGrid } from '../../page-shell/components/card-grid.tsx';
import { ContentSection } from '../../page-shell/components/content-section.tsx';
import { PageHero } from '../../page-shell/components/page-hero.tsx';
import { RoundedImage, WidePicture } from '../../page-shell/components/blocks.tsx';
import { useSiteImage } from '../../home/api/use-site-content.ts';

const OUTCOMES = [
  { title: 'Under 1 minute', text: 'from a portal enquiry to the first call, at 2 pm or 2 am.' },
  { title: '10 languages', text: 'including Hindi, Marathi, Tamil, Telugu, Kannada and Malayalam, with Hinglish as buyers speak it.' },
  { title: 'Every lead scored', text: 'on budget, configuration, locality, loan status and possession timeline.' },
  { title: 'Zero manual notes', text: 'call summaries, transcripts and next steps land in your CRM automatically.' },
] as const;

const Split = styled.div`
  display: grid;
  gap: 24px;
  align-items: center;
  max-width: 1080px;
  margin: 0 auto;
  padding: 0 16px;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;

export default function RealEstatePage() {
  const hero = useSiteImage('realEstateHero');
  const solution = useSiteImage('realEstateSolution');
  return (
    <>
      <PageHero
        eyebrow="Real-estate solution"
        title="AI Voice Agents for Real Estate"
        intro="Respond to every property enquiry in seconds, qualify buyers and tenants in their own language, book site visits and keep customers informed after the sale."
      />
      {hero?.url ? <WidePicture src={hero.url} alt={hero.alt} width={1080} /> : null}
      <CardGrid label="What changes for your sales team" cards={OUTCOMES} />
      <Split>
        <div>
          <ContentSection title="From enquiry to site visit">
            <p>
              The agent calls each new lead from 99acres, MagicBricks, Housing.com, your website and your Meta and Google ads within a
              minute. It explains the project, answers questions on carpet area, floor plans, amenities, RERA registration and
              payment plans, and asks what the buyer needs.
            </p>
            <p>Buyers who are ready get a site visit booked straight into your sales manager’s calendar, with a WhatsApp pin and a reminder call.</p>
          </ContentSection>
        </div>
        {solution?.url ? <RoundedImage $ratio="4 / 3" src={solution.url} alt={solution.alt} /> : null}
      </Split>
      <ContentSection title="Built for Indian real estate">
        <ul>
          <li>Understands BHK configurations, carpet and super built-up areas, PLC and floor-rise charges, and possession timelines.</li>
          <li>Talks home loans: checks eligibility questions and passes interested buyers to your banking partners.</li>
          <li>Calls NRI leads at a time that suits Dubai, London or Singapore, and books video walkthroughs.</li>
          <li>Follows TRAI calling rules and the DPDP Act, with data stored in India.</li>
        </ul>
      </ContentSection>
      <ContentSection title="After the booking">
        <p>
          The same agent keeps customers informed until possession: demand letters and payment reminders, construction updates,
          document collection for registration and, once they have moved in, a request for referrals.
        </p>
      </ContentSection>
      <CallToActionBand
        location="real-estate"
        title="Put an agent on tonight’s leads"
        text="Most developers are live within a week. Hear the agent first, or book a demo with your own project."
      />
    </>
  );
}
