import { ContentSection } from '../../page-shell/components/content-section.tsx';
import { PageHero } from '../../page-shell/components/page-hero.tsx';

export default function ResourcesPage() {
  return (
    <>
      <PageHero eyebrow="Resource center" title="Resource Center" intro="Guides, demo videos and checklists for running AI voice sales agents in your business." />
      <ContentSection title="Getting started guides">
        <p>Step-by-step guides to connect your lead sources, your CRM and your calendar to a Vaani AI agent.</p>
      </ContentSection>
    </>
  );
}
