import { ContentSection } from '../../page-shell/components/content-section.tsx';
import { PageHero } from '../../page-shell/components/page-hero.tsx';

export default function RealEstatePage() {
  return (
    <>
      <PageHero eyebrow="Real-estate solution" title="AI Voice Agents for Real Estate" intro="Respond to every property enquiry in seconds, qualify buyers and tenants in their own language, book site visits and keep customers informed after the sale." />
      <ContentSection title="Built for Indian real estate">
        <p>Vaani AI understands projects, configurations, carpet areas, budgets and possession timelines, and speaks with buyers in English, Hindi and regional languages.</p>
      </ContentSection>
      <ContentSection title="From enquiry to site visit">
        <p>The agent calls each new lead from your portals, website and ads within seconds, qualifies intent and budget, and books a site visit straight into your team's calendar.</p>
      </ContentSection>
    </>
  );
}
