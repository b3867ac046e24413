import type { PublicCaseStudy } from '@vaani/data';
import { PageLoading, StatusMessage } from '../../page-shell/components/status-message.tsx';
import { caseStudyPath } from '@vaani/router/public-paths';
import { CaseStudyCard } from './case-study-card.tsx';
import { ResponsiveGrid } from '../../page-shell/components/responsive-grid.ts';

export const CASE_STUDY_LIST_TEXT = {
  loading: 'Loading case studies...',
  empty: 'No case studies have been published yet. Book a demo to hear how teams like yours use Vaani AI.',
} as const;

export interface CaseStudyListProps {
  caseStudies: readonly PublicCaseStudy[];
  loading: boolean;
  /** The failure's message (or 'Failed to load case studies'); the list is empty then. */
  error: string | null;
  onRetry?: () => void;
}

/** The published stories, newest first, with their loading, error and empty states. */
export function CaseStudyList({ caseStudies, loading, error, onRetry }: CaseStudyListProps) {
  if (loading) {
    return <PageLoading label={CASE_STUDY_LIST_TEXT.loading} short />;
  }
  if (error) {
    return (
      <StatusMessage tone="error" onRetry={onRetry}>
        {error}
      </StatusMessage>
    );
  }
  if (caseStudies.length === 0) return <StatusMessage>{CASE_STUDY_LIST_TEXT.empty}</StatusMessage>;
  return (
    <ResponsiveGrid aria-label="Case studies" $md={2} $lg={3}>
      {caseStudies.map((study) => (
        <li key={study.id}>
          <CaseStudyCard study={study} path={caseStudyPath(study.slug)} />
        </li>
      ))}
    </ResponsiveGrid>
  );
}
