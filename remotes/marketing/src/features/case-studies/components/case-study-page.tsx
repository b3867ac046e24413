import { useCaseStudyBySlug, useCaseStudyRedirect } from '@vaani/data';
import { setPageHead, track } from '@vaani/stores';
import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from '@vaani/router';
import { caseStudyPath } from '@vaani/router/public-paths';
import { CaseStudyView } from './case-study-view.tsx';

/**
 * /case-studies/{slug}: the story from the database; an old slug of a renamed case study leads to
 * its current address (as the page server's 301 does); the not-found page for an unknown slug.
 */
export default function CaseStudyPage() {
  const { slug } = useParams();
  const { pathname, search } = useLocation();
  const query = useCaseStudyBySlug(slug);
  const found = query.status === 'success' ? query.data : undefined;
  const redirect = useCaseStudyRedirect(slug, found === null);
  const movedTo = redirect.status === 'success' ? redirect.data : null;
  // Not found only once no redirect leads anywhere either (a failed redirect lookup counts as none).
  const settledMissing = found === null && (redirect.status === 'error' || (redirect.status === 'success' && redirect.data === null));
  const study = found ?? (settledMissing ? null : undefined);

  // The host owns the head tags: it gets the story's own title and description, or "not found".
  useEffect(() => {
    if (study === undefined) return;
    setPageHead(
      pathname,
      study
        ? { title: study.title, description: study.seo_description || study.summary, searchTitle: study.seo_title || undefined, image: study.social_image || undefined }
        : 'not-found',
    );
    if (study) track({ name: 'view_content', contentType: 'case_study', contentId: study.slug, title: study.title });
  }, [pathname, study]);

  if (movedTo) return <Navigate to={`${caseStudyPath(movedTo)}${search}`} replace />;
  return (
    <CaseStudyView
      study={study}
      error={query.status === 'error' ? query.error?.message || 'Please check your connection.' : null}
      onRetry={() => void query.refetch()}
    />
  );
}
