import { CallToActionBand } from '../../page-shell/components/call-to-action-band.tsx';
import { CardGrid } from '../../page-shell/components/card-grid.tsx';
import { ContentSection } from '../../page-shell/components/content-section.tsx';
import { PageHero } from '../../page-shell/components/page-hero.tsx';

const VALUES = [
  { title: 'Every lead deserves a call', text: 'A buyer who enquires at midnight is as serious as one who walks into the sales gallery. We build for the enquiry nobody was awake to answer.' },
  { title: 'Sound like a person, act like a system', text: 'Conversations should feel natural in the buyer’s language; the records they leave should be complete, structured and in your CRM.' },
  { title: 'Honest about what AI knows', text: 'When a question goes beyond the project information it was given, the agent says so and brings in your team.' },
  { title: 'Buyers’ data stays safe', text: 'We follow TRAI’s calling rules and the Digital Personal Data Protection Act, and keep data on servers in India.' },
] as const;

export default function AboutUsPage() {
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="About Vaani AI"
        intro="We build human-like AI voice sales agents so that no business in India misses a lead again."
      />
      <ContentSection title="Why we started">
        <p>
          Indian real-estate developers spend crores on portals and digital campaigns, and then lose a large share of those
          leads in the first hour: the telecalling team is busy, it is a Sunday, or the buyer speaks Tamil and the caller does not.
        </p>
        <p>
          Vaani means “voice” in Sanskrit and in many Indian languages. We started Vaani AI in Bengaluru in 2024 to give every sales
          team an always-on colleague that answers instantly, speaks the customer’s language and never forgets a follow-up.
        </p>
      </ContentSection>
      <ContentSection title="What we do today">
        <p>
          Our voice agents call back new enquiries within a minute, qualify buyers in ten Indian languages, book site visits and
          keep customers informed until possession. Developers and brokers in Mumbai, Pune, Bengaluru, Kochi and Gurugram use
          them on their portal, website and campaign leads.
        </p>
      </ContentSection>
      <CardGrid label="What we believe" cards={VALUES} />
      <ContentSection title="Where to find us">
        <p>Our team works from Bengaluru, with sales and customer success in Mumbai and Gurugram. We reply to every message within 24 hours.</p>
      </ContentSection>
      <CallToActionBand
        location="about-us"
        title="Meet the agent"
        text="The quickest way to understand what we do is to hear it: the agent can call you in under a minute."
      />
    </>
  );
}
