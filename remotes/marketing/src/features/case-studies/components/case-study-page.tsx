import { useParams } from 'react-router-dom';
import { ContentSection } from '../../page-shell/components/content-section.tsx';
import { PageHero } from '../../page-shell/components/page-hero.tsx';

/** `riverside-homes-doubles-site-visits` → `Riverside Homes Doubles Site Visits`. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export default function CaseStudyPage() {
  const { slug = '' } = useParams();
  return (
    <>
      <PageHero
        eyebrow="Case study"
        title={titleFromSlug(slug)}
        intro="How a real-estate team put a Vaani AI voice agent on its leads: the challenge, the solution and the results."
      />
      <ContentSection title="The approach">
        <p>
          Every new enquiry was called back within seconds, qualified in a natural conversation and, when the buyer was
          ready, booked for a site visit with the sales team.
        </p>
      </ContentSection>
    </>
  );
}
