import { ContentSection } from '../../page-shell/components/content-section.tsx';
import { PageHero } from '../../page-shell/components/page-hero.tsx';

export default function AboutUsPage() {
  return (
    <>
      <PageHero eyebrow="About us" title="About Vaani AI" intro="We build human-like AI voice sales agents so that no business in India misses a lead again." />
      <ContentSection title="Our mission">
        <p>Give every sales team an always-on colleague that answers instantly, speaks the customer's language and never forgets a follow-up.</p>
      </ContentSection>
    </>
  );
}
