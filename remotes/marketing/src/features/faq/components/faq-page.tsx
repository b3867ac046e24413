import { Accordion } from '@vaani/ui';
import styled from 'styled-components';
import { PageHero } from '../../page-shell/components/page-hero.tsx';
import { FAQ_ENTRIES } from '../api/faq-entries.ts';

const Questions = styled.section`
  max-width: 880px;
  margin: 0 auto;
  padding: 16px 16px 72px;
  p {
    margin: 0;
  }
`;

export default function FaqPage() {
  return (
    <>
      <PageHero
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        intro="Everything sales and marketing teams ask us about Vaani AI voice agents: how they work, what they connect to and how to get started."
      />
      <Questions aria-label="Questions and answers">
        <Accordion
          headingLevel={2}
          defaultOpenId={FAQ_ENTRIES[0]?.id}
          items={FAQ_ENTRIES.map(({ id, question, answer }) => ({ id, title: question, content: <p>{answer}</p> }))}
        />
      </Questions>
    </>
  );
}
