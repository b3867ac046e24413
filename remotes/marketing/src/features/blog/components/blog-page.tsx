import { ContentSection } from '../../page-shell/components/content-section.tsx';
import { PageHero } from '../../page-shell/components/page-hero.tsx';

export default function BlogPage() {
  return (
    <>
      <PageHero eyebrow="Blog" title="The Vaani AI Blog" intro="Ideas and playbooks on AI voice agents, lead response and sales automation for real-estate teams." />
      <ContentSection title="Why speed to lead wins">
        <p>Buyers enquire with several developers at once. The first to call back with useful answers usually gets the site visit.</p>
      </ContentSection>
    </>
  );
}
