import { useCaseStudyRedirects, useRemoveCaseStudyRedirect } from '@vaani/data';
import { caseStudyPath } from '@vaani/router/public-paths';
import { CASE_STUDY_TOASTS } from '../case-study-status.ts';
import { CaseStudyRedirectList } from './case-study-redirect-list.tsx';
import { useReport } from '../../admin-shell/report.ts';

/** The edit page's list of a case study's old addresses, with their removal. */
export function CaseStudyRedirects({ caseStudyId }: { caseStudyId: string }) {
  const query = useCaseStudyRedirects(caseStudyId);
  const remove = useRemoveCaseStudyRedirect(caseStudyId);
  const removal = useReport<string>();
  return (
    <CaseStudyRedirectList
      redirects={query.data ?? []}
      loading={query.isLoading}
      error={query.status === 'error' ? query.error?.message || 'Failed to load the old addresses' : null}
      removing={removal.busy}
      onRemove={(oldSlug) =>
        removal.run(
          oldSlug,
          remove.mutate(oldSlug),
          { title: CASE_STUDY_TOASTS.redirectRemoved, description: `${caseStudyPath(oldSlug)} no longer leads here` },
          CASE_STUDY_TOASTS.redirectRemoveFailed,
        )
      }
    />
  );
}
