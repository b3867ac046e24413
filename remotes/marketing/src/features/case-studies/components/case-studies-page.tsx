import { ContentSection } from '../../page-shell/components/content-section.tsx';
import { PageHero } from '../../page-shell/components/page-hero.tsx';

export default function CaseStudiesPage() {
  return (
    <>
      <PageHero eyebrow="Case studies" title="Customer Success Stories" intro="See how real-estate developers and brokers use Vaani AI voice agents to respond faster, qualify more leads and book more site visits." />
      <ContentSection title="Results that matter to sales teams">
        <p>Our customers measure Vaani AI by response time, qualified leads and site visits booked. Each story shows the challenge, the solution and the numbers.</p>
      </ContentSection>
    </>
  );
}
