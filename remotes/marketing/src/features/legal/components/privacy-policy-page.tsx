import { ContentSection } from '../../page-shell/components/content-section.tsx';
import { PageHero } from '../../page-shell/components/page-hero.tsx';

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageHero eyebrow="Legal" title="Privacy Policy" intro="How Vaani AI collects, uses and protects the personal data of visitors, customers and the people our voice agents speak with." />
      <ContentSection title="Your data, your control">
        <p>We use the contact details you share only to respond to your request and to provide our services, and you can ask us to delete them at any time.</p>
      </ContentSection>
    </>
  );
}
