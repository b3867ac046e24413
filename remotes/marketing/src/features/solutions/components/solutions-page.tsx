import { ContentSection } from '../../page-shell/components/content-section.tsx';
import { PageHero } from '../../page-shell/components/page-hero.tsx';

export default function SolutionsPage() {
  return (
    <>
      <PageHero eyebrow="Solutions" title="Solutions for Every Stage of Your Sales Funnel" intro="Vaani AI voice agents handle inbound enquiries, outbound qualification, appointment booking and post-sale support, so your team spends its time closing." />
      <ContentSection title="Inbound enquiries">
        <p>Answer every call and form fill instantly, day or night, with accurate answers about your products.</p>
      </ContentSection>
      <ContentSection title="Outbound qualification">
        <p>Call new and old leads, ask the qualifying questions your team would ask and pass on the ready buyers.</p>
      </ContentSection>
      <ContentSection title="Follow-up and support">
        <p>Send reminders, confirm appointments and answer after-sales questions over voice, WhatsApp, SMS and email.</p>
      </ContentSection>
    </>
  );
}
