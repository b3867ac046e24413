import { useCaseStudyBySlug } from '@vaani/data';
import { useParams } from 'react-router-dom';
import { CaseStudyView } from './case-study-view.tsx';

/** /case-studies/{slug}: the story from the database, or the not-found page for an unknown slug. */
export default function CaseStudyPage() {
  const { slug } = useParams();
  const query = useCaseStudyBySlug(slug);
  return (
    <CaseStudyView
      study={query.status === 'success' ? query.data : undefined}
      error={query.status === 'error' ? query.error?.message || 'Please check your connection.' : null}
      onRetry={() => void query.refetch()}
    />
  );
}
