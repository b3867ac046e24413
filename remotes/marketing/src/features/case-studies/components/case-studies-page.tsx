import { usePublicCaseStudies } from '@vaani/data';
import { PageHero } from '../../page-shell/components/page-hero.tsx';
import { CaseStudyList } from './case-study-list.tsx';

export default function CaseStudiesPage() {
  const { caseStudies, loading, error, refetch } = usePublicCaseStudies();
  return (
    <>
      <PageHero
        eyebrow="Case studies"
        title="Customer Success Stories"
        intro="How developers and brokers across India use Vaani AI voice agents to call back every enquiry, qualify buyers and fill their site-visit calendars."
      />
      <CaseStudyList caseStudies={caseStudies} loading={loading} error={error} onRetry={() => void refetch()} />
    </>
  );
}
