import type { CaseStudy } from '@vaani/data';
import { PageLoading, StatusMessage } from '../../page-shell/components/status-message.tsx';
import { CaseStudyArticle } from './case-study-article.tsx';
import { CaseStudyNotFound } from './case-study-not-found.tsx';

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
  return study ? <CaseStudyArticle study={study} /> : <CaseStudyNotFound />;
}
