import { ContentSection } from '../../page-shell/components/content-section.tsx';
import { PageHero } from '../../page-shell/components/page-hero.tsx';

export default function ContactPage() {
  return (
    <>
      <PageHero eyebrow="Contact" title="Contact Us" intro="Talk to the Vaani AI team about AI voice sales agents for your business, a live demo or a partnership. We reply within 24 hours." />
      <ContentSection title="Talk to sales">
        <p>Book a live demo from any page or request a demo call, and our team will contact you within 24 hours.</p>
      </ContentSection>
    </>
  );
}
