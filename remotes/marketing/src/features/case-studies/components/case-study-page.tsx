import { caseStudyHead, useCaseStudyRoute } from '@vaani/data';
import { setPageHead, track } from '@vaani/stores';
import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from '@vaani/router';
import { caseStudyPath } from '@vaani/router/public-paths';
import { CaseStudyView } from './case-study-view.tsx';

/** The story, its head, its new address or not found, from the route's data the page server reads too. */
export default function CaseStudyPage() {
  const { slug } = useParams();
  const { pathname, search } = useLocation();
  const query = useCaseStudyRoute(slug);
  const data = query.status === 'success' ? query.data : undefined;
  const study = data && (data.status === 200 ? data.study : data.status === 404 ? null : undefined);

  // The host owns the head tags: it gets the story's own title and description, or "not found".
  useEffect(() => {
    if (study === undefined) return;
    setPageHead(pathname, study ? caseStudyHead(study) : 'not-found');
    if (study) track({ name: 'view_content', contentType: 'case_study', contentId: study.slug, title: study.title });
  }, [pathname, study]);

  if (data?.status === 301) return <Navigate to={`${caseStudyPath(data.slug)}${search}`} replace />;
  return (
    <CaseStudyView study={study} error={query.error} onRetry={() => void query.refetch()} />
  );
}
