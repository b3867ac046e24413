import type { CaseStudy } from '@vaani/data';
import { Button, Spinner } from '@vaani/ui';
import styled from 'styled-components';
import { StatusMessage } from '../../page-shell/components/status-message.tsx';
import { CaseStudyArticle } from './case-study-article.tsx';
import { CaseStudyNotFound } from './case-study-not-found.tsx';

export const CASE_STUDY_TEXT = {
  loading: 'Loading case study...',
  failed: 'Failed to load this case study.',
  retry: 'Try again',
} as const;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 120px 16px;
`;

export interface CaseStudyViewProps {
  /** undefined while loading; null when no case study has the address's slug. */
  study: CaseStudy | null | undefined;
  error: string | null;
  onRetry?: () => void;
}

export function CaseStudyView({ study, error, onRetry }: CaseStudyViewProps) {
  if (error) {
    return (
      <StatusMessage tone="error" action={onRetry ? <Button variant="outline" onClick={onRetry}>{CASE_STUDY_TEXT.retry}</Button> : undefined}>
        {CASE_STUDY_TEXT.failed} {error}
      </StatusMessage>
    );
  }
  if (study === undefined) {
    return (
      <Centered>
        <Spinner label={CASE_STUDY_TEXT.loading} showLabel />
      </Centered>
    );
  }
  return study ? <CaseStudyArticle study={study} /> : <CaseStudyNotFound />;
}
