import { ContentSection } from '../../page-shell/components/content-section.tsx';
import { PageHero } from '../../page-shell/components/page-hero.tsx';

export default function TermsOfServicePage() {
  return (
    <>
      <PageHero eyebrow="Legal" title="Terms of Service" intro="The terms that govern the use of the Vaani AI website and of our AI voice agent services." />
      <ContentSection title="Using our services">
        <p>By using this website or our voice agents you agree to these terms. Contact us with any question about them.</p>
      </ContentSection>
    </>
  );
}
