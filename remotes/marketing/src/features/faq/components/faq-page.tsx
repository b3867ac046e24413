import { ContentSection } from '../../page-shell/components/content-section.tsx';
import { PageHero } from '../../page-shell/components/page-hero.tsx';

export default function FaqPage() {
  return (
    <>
      <PageHero eyebrow="FAQ" title="Frequently Asked Questions" intro="Everything you want to know about Vaani AI voice sales agents, how they work and how to get started." />
      <ContentSection title="What is Vaani AI?">
        <p>Vaani AI is an AI voice sales agent. It answers and calls your leads around the clock in natural, human-like conversations, qualifies them, books meetings and site visits, and records everything in your CRM.</p>
      </ContentSection>
      <ContentSection title="How does the Vaani AI voice technology work?">
        <p>The agent combines speech recognition, a language model trained on your business information and natural text-to-speech. It listens, understands intent, answers questions and takes the next sales step in real time over a phone or web call.</p>
      </ContentSection>
      <ContentSection title="Is there a free trial?">
        <p>Yes. You can start with a free trial: request a demo call or book a live demo and our team sets up your agent.</p>
      </ContentSection>
    </>
  );
}
