import { useSiteConfigStore } from '@vaani/stores';
import { Button, openEmbed } from '@vaani/ui';
import { CardGrid } from '../../page-shell/components/card-grid.tsx';
import { ContentSection } from '../../page-shell/components/content-section.tsx';
import { PageHero } from '../../page-shell/components/page-hero.tsx';

const BENEFITS = [
  { title: '24/7 Availability', text: 'Every enquiry is answered in seconds, at midnight and on holidays, so no lead goes cold.' },
  { title: 'Human-like Conversations', text: 'Natural voices in English, Hindi and regional languages that buyers are happy to talk to.' },
  { title: 'Instant Lead Qualification', text: 'Budget, location, timeline and intent are captured on the first call and scored for your team.' },
  { title: 'CRM Integration', text: 'Call notes, recordings and next steps land in your CRM automatically, with no manual entry.' },
] as const;

/** The home page: the hero with its two calls to action, then what the agent does. */
export default function HomePage() {
  const getText = useSiteConfigStore((s) => s.getText);
  useSiteConfigStore((s) => s.config);
  return (
    <>
      <PageHero
        eyebrow="AI voice sales agents for real estate"
        title={getText('hero', 'title', 'AI voice agents that call, qualify and convert your leads')}
        intro={getText(
          'hero',
          'subtitle',
          'Vaani AI answers every property enquiry within seconds, qualifies the buyer in a natural conversation and books the site visit, around the clock.',
        )}
        actions={
          <>
            <Button size="lg" onClick={() => void openEmbed('demo-call-dialog')}>
              {getText('hero', 'primaryButtonText', 'Try Now')}
            </Button>
            <Button size="lg" variant="outline" onClick={() => void openEmbed('book-demo-dialog')}>
              {getText('hero', 'secondaryButtonText', 'Book Demo')}
            </Button>
          </>
        }
      />
      <CardGrid label="Benefits for real estate" cards={BENEFITS} />
      <ContentSection title="How it works">
        <ol>
          <li>A lead fills a form, calls your number or messages you on WhatsApp.</li>
          <li>Vaani AI calls back within seconds and holds a natural conversation about their needs.</li>
          <li>Qualified buyers get a site visit booked; your team gets the summary in the CRM.</li>
        </ol>
      </ContentSection>
      <ContentSection title="One agent across every channel">
        <p>
          The same agent follows up over voice calls, WhatsApp, SMS and email, remembers every earlier conversation and
          hands over to your sales team the moment a buyer is ready.
        </p>
      </ContentSection>
    </>
  );
}
