import type { CaseStudy } from '@vaani/data';
import { Link } from '@vaani/router';
import { CASE_STUDIES_PATH } from '@vaani/router/public-paths';
import { NotFoundView } from '@vaani/ui';
import { PageLoading, StatusMessage } from '../../page-shell/components/status-message.tsx';
import { CaseStudyArticle } from './case-study-article.tsx';

export const CASE_STUDY_TEXT = {
  loading: 'Loading case study...',
  failed: 'Failed to load this case study.',
} as const;

export interface CaseStudyViewProps {
  /** undefined while loading; null when no case study has the address's slug. */
  study: CaseStudy | null | undefined;
  error?: Error;
  onRetry?: () => void;
}

export function CaseStudyView({ study, error, onRetry }: CaseStudyViewProps) {
  if (error) {
    return (
      <StatusMessage tone="error" onRetry={onRetry}>
        {CASE_STUDY_TEXT.failed} {error.message || 'Please check your connection.'}
      </StatusMessage>
    );
  }
  if (study === undefined) return <PageLoading label={CASE_STUDY_TEXT.loading} />;
  if (study) return <CaseStudyArticle study={study} />;
  return (
    <NotFoundView message="This case study does not exist or is no longer published.">
      <Link to={CASE_STUDIES_PATH}>See all case studies</Link>
      <Link to="/">Go to the home page</Link>
    </NotFoundView>
  );
}
