import { useCaseStudyBySlug } from '@vaani/data';
import { setPageHead, track } from '@vaani/stores';
import { useEffect } from 'react';
import { useLocation, useParams } from '@vaani/router';
import { CaseStudyView } from './case-study-view.tsx';

/** /case-studies/{slug}: the story from the database, or the not-found page for an unknown slug. */
export default function CaseStudyPage() {
  const { slug } = useParams();
  const { pathname } = useLocation();
  const query = useCaseStudyBySlug(slug);
  const study = query.status === 'success' ? query.data : undefined;

  // The host owns the head tags: it gets the story's own title and description, or "not found".
  useEffect(() => {
    if (study === undefined) return;
    setPageHead(pathname, study ? { title: study.title, description: study.summary } : 'not-found');
    if (study) track({ name: 'view_content', contentType: 'case_study', contentId: study.slug, title: study.title });
  }, [pathname, study]);

  return (
    <CaseStudyView
      study={study}
      error={query.status === 'error' ? query.error?.message || 'Please check your connection.' : null}
      onRetry={() => void query.refetch()}
    />
  );
}
