import styled from 'styled-components';
import { cardSurface } from '../../page-shell/components/blocks.tsx';
import { CallToActionBand } from '../../page-shell/components/call-to-action-band.tsx';
import { PageHero } from '../../page-shell/components/page-hero.tsx';
import { ResponsiveGrid } from '../../page-shell/components/responsive-grid.ts';
import { RESOURCES } from '../api/resources.ts';

const Card = styled.article`
  padding: 28px 24px;
  ${cardSurface}
  h2 {
    margin: 4px 0 8px;
    font-size: 22px;
  }
  p,
  li {
    color: ${({ theme }) => theme.colors.mutedText};
  }
  ol {
    margin: 16px 0 0;
    padding-left: 20px;
  }
  li + li {
    margin-top: 6px;
  }
`;

const Kind = styled.span`
  display: block;
  margin: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export default function ResourcesPage() {
  return (
    <>
      <PageHero
        eyebrow="Resource center"
        title="Resource Center"
        intro="Checklists, scripts and guides for putting an AI voice agent on your property leads, from the first audit to going live."
      />
      <ResponsiveGrid aria-label="Guides, checklists and templates" $lg={2}>
        {RESOURCES.map((resource) => (
          <li key={resource.id}>
            <Card aria-labelledby={`resource-${resource.id}`}>
              <Kind>{resource.kind}</Kind>
              <h2 id={`resource-${resource.id}`}>{resource.title}</h2>
              <p>{resource.summary}</p>
              <ol>
                {resource.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </Card>
          </li>
        ))}
      </ResponsiveGrid>
      <CallToActionBand
        location="resources"
        title="Want the agent to do the first call?"
        text="Try it on your own phone now, or book a demo and we will walk through these steps with your team."
      />
    </>
  );
}
