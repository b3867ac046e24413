import { CASE_STUDY_MESSAGES, missingMedia, useCaseStudy, useCaseStudyRedirects, useItemHistory, useRemoveCaseStudyRedirect, useSetCaseStudyStatus, useUpdateCaseStudy, type CaseStudyInput, type CaseStudyWithStatus, type ChangeEntry, type StatusChange } from '@vaani/data';
import { useState } from 'react';
import styled from 'styled-components';
import { Link, useNavigate, useParams } from '@vaani/router';
import { caseStudyPath, caseStudyPreviewPath } from '@vaani/router/public-paths';
import { ADMIN_LINKS } from '../../admin-shell/admin-links.ts';
import { ErrorText } from '../../admin-shell/components/admin-form.tsx';
import { AdminScreen } from '../../admin-shell/components/admin-screen.tsx';
import { LoadState, queryLoadState } from '../../admin-shell/components/load-state.tsx';
import { report, useReport } from '../../admin-shell/report.ts';
import { restoredToast } from '../../activity/change-display.ts';
import { HistoryPanel } from '../../activity/components/history-panel.tsx';
import { CASE_STUDY_TOASTS, STATUS_TOASTS } from '../case-study-status.ts';
import { CaseStudyForm, toCaseStudyInput } from './case-study-form.tsx';
import { CaseStudyRedirectList } from './case-study-redirect-list.tsx';
import { CaseStudyPublishing } from './case-study-publishing.tsx';

/** The case study's images a version may name that the media library could have lost since. */
const IMAGE_FIELDS = ['featured_image', 'company_logo', 'social_image'] as const;
type ImageField = (typeof IMAGE_FIELDS)[number];

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
  const history = useItemHistory('case_studies', id);
  const restoring = useReport<number>();
  const setStatus = useSetCaseStudyStatus();
  const changing = useReport<StatusChange['status']>();
  const redirects = useCaseStudyRedirects(id);
  const removeRedirect = useRemoveCaseStudyRedirect(id);
  const removal = useReport<string>();
  // A restore or a save puts new values in the form: it starts again from them.
  const [formResets, setFormResets] = useState(0);
  const saved = async (input: CaseStudyInput) => {
    const study = await update.mutate({ id, input });
    await query.refetch();
    setFormResets((n) => n + 1);
    return study;
  };

  /**
   * Restoring saves the version again, so the record of changes keeps both it and what it replaced.
   * An image the version names that was deleted from the media library since stays as it is now.
   */
  const restore = (revision: ChangeEntry) => {
    const input = toCaseStudyInput(revision.after as Partial<Record<keyof CaseStudyInput, string | null>>);
    const restored = missingMedia(IMAGE_FIELDS.map((field) => ({ field, url: input[field] }))).then(async (missing) => {
      for (const { field } of missing) input[field as ImageField] = query.data?.[field as ImageField] ?? '';
      await saved(input);
      return missing;
    });
    restoring.run(revision.id, restored, (missing) => restoredToast(missing, revision.changed_at), CASE_STUDY_MESSAGES.editFailed);
  };

  // Saving keeps the editor open, as the first save does: publishing is done from here.
  const save = (input: CaseStudyInput) =>
    void report(saved(input), (study) => ({ title: CASE_STUDY_TOASTS.updated, description: `Now at ${caseStudyPath(study.slug)}` }), CASE_STUDY_MESSAGES.editFailed);

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
            key={`${study.id}#${formResets}`}
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
          {history.data ? <HistoryPanel revisions={history.data} current={study} restoring={restoring.busy} onRestore={restore} /> : null}
        </>
      ) : null}
      <p>
        <Link to={LIST_PATH}>Back to case studies</Link>
      </p>
    </AdminScreen>
  );
}
