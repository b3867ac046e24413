import { ContentSection } from '../../page-shell/components/content-section.tsx';
import { PageHero } from '../../page-shell/components/page-hero.tsx';

export default function PricingPage() {
  return (
    <>
      <PageHero eyebrow="Pricing" title="Simple Pricing That Grows With You" intro="Start with a free trial, then choose the plan that matches your call volume. Talk to us for a quote tailored to your team." />
      <ContentSection title="Free trial">
        <p>Try a Vaani AI voice agent on your own leads before you commit.</p>
      </ContentSection>
      <ContentSection title="Plans by call volume">
        <p>Pay for the conversations your agent holds, with CRM integration and omnichannel follow-up included.</p>
      </ContentSection>
    </>
  );
}
