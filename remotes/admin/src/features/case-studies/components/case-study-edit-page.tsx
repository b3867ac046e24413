import { CASE_STUDY_MESSAGES, useCaseStudy, useCaseStudyRedirects, useRemoveCaseStudyRedirect, useSetCaseStudyStatus, useUpdateCaseStudy, type CaseStudyInput, type CaseStudyWithStatus, type StatusChange } from '@vaani/data';
import styled from 'styled-components';
import { Link, useNavigate, useParams } from '@vaani/router';
import { caseStudyPath, caseStudyPreviewPath } from '@vaani/router/public-paths';
import { ADMIN_LINKS } from '../../admin-shell/admin-links.ts';
import { ErrorText } from '../../admin-shell/components/admin-form.tsx';
import { AdminScreen } from '../../admin-shell/components/admin-screen.tsx';
import { LoadState, queryLoadState } from '../../admin-shell/components/load-state.tsx';
import { report, useReport } from '../../admin-shell/report.ts';
import { ItemHistory } from '../../activity/components/item-history.tsx';
import { CASE_STUDY_TOASTS, STATUS_TOASTS } from '../case-study-status.ts';
import { CaseStudyForm, toCaseStudyInput } from './case-study-form.tsx';
import { CaseStudyRedirectList } from './case-study-redirect-list.tsx';
import { CaseStudyPublishing } from './case-study-publishing.tsx';

/**
 * Status and actions before the long form, and from tablets up kept in view while it scrolls (on a
 * phone a bar that tall would hide the form it is about).
 */
const StatusAndActions = styled.div`
  ${({ theme }) => theme.media.md} {
    position: sticky;
    top: 0;
    z-index: 2;
  }
`;

const LIST_PATH = ADMIN_LINKS.find((link) => link.id === 'case-studies')?.path ?? '/admin';

export function CaseStudyEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useCaseStudy(id);
  const update = useUpdateCaseStudy();
  const setStatus = useSetCaseStudyStatus();
  const changing = useReport<StatusChange['status']>();
  const redirects = useCaseStudyRedirects(id);
  const removeRedirect = useRemoveCaseStudyRedirect(id);
  const removal = useReport<string>();
  // Saving keeps the editor open, as the first save does: publishing is done from here.
  const save = (input: CaseStudyInput) =>
    void report(update.mutate({ id, input }), (study) => ({ title: CASE_STUDY_TOASTS.updated, description: `Now at ${caseStudyPath(study.slug)}` }), CASE_STUDY_MESSAGES.editFailed);

  const changeStatus = (study: CaseStudyWithStatus, next: StatusChange) =>
    changing.run(
      next.status,
      setStatus.mutate({ id, change: next }),
      (result) => {
        if (result.publishedAtOnce && next.status === 'scheduled') return STATUS_TOASTS.publishedAtOnce(next.publishAt);
        if (result.status === 'scheduled' && result.publish_at) return STATUS_TOASTS.scheduled(result.publish_at);
        return result.status === 'published' ? STATUS_TOASTS.published(study.slug) : STATUS_TOASTS.unpublished;
      },
      STATUS_TOASTS.failed,
    );

  const study = query.data;
  return (
    <AdminScreen title="Edit Case Study" intro="Update the story, its images and its author details.">
      <LoadState {...queryLoadState(query)} loadingLabel="Loading case study…" />
      {query.status === 'success' && !study ? <ErrorText role="alert">This case study does not exist.</ErrorText> : null}
      {study ? (
        <>
          <StatusAndActions>
            <CaseStudyPublishing
              status={study.status}
              publishAt={study.publish_at}
              changing={changing.busy}
              previewPath={caseStudyPreviewPath(study.id)}
              onChange={(next) => changeStatus(study, next)}
            />
          </StatusAndActions>
          <CaseStudyForm
            // A restore or a save brings new values: the form starts again from them.
            key={JSON.stringify(toCaseStudyInput(study))}
            heading={study.title}
            initial={toCaseStudyInput(study)}
            submitLabel="Save changes"
            saving={update.status === 'pending'}
            onSubmit={save}
            onCancel={() => navigate(LIST_PATH)}
            slug={study.slug}
          />
          <CaseStudyRedirectList
            redirects={redirects.data ?? []}
            loading={redirects.isLoading}
            error={redirects.status === 'error' ? redirects.error?.message || 'Failed to load the old addresses' : null}
            removing={removal.busy}
            onRemove={(oldSlug) =>
              removal.run(
                oldSlug,
                removeRedirect.mutate(oldSlug),
                { title: CASE_STUDY_TOASTS.redirectRemoved, description: `${caseStudyPath(oldSlug)} no longer leads here` },
                CASE_STUDY_TOASTS.redirectRemoveFailed,
              )
            }
          />
          <ItemHistory kind="case_studies" rowId={id} current={study} />
        </>
      ) : null}
      <p>
        <Link to={LIST_PATH}>Back to case studies</Link>
      </p>
    </AdminScreen>
  );
}
