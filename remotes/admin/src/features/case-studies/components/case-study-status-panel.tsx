import { useSetCaseStudyStatus, type CaseStudyWithStatus, type StatusChange } from '@vaani/data';
import { useState } from 'react';
import { caseStudyPreviewPath } from '@vaani/router/public-paths';
import { STATUS_TOASTS } from '../case-study-status.ts';
import { CaseStudyPublishing } from './case-study-publishing.tsx';
import { report } from '../../admin-shell/report.ts';

/** The edit screen's publishing controls, with what each change did in words. */
export function CaseStudyStatusPanel({ study }: { study: CaseStudyWithStatus }) {
  const setStatus = useSetCaseStudyStatus();
  const [changing, setChanging] = useState<StatusChange['status'] | null>(null);

  const change = (next: StatusChange) => {
    setChanging(next.status);
    void report(
      setStatus.mutate({ id: study.id, change: next }),
      (result) => {
        if (result.publishedAtOnce && next.status === 'scheduled') return STATUS_TOASTS.publishedAtOnce(next.publishAt);
        if (result.status === 'scheduled' && result.publish_at) return STATUS_TOASTS.scheduled(result.publish_at);
        return result.status === 'published' ? STATUS_TOASTS.published(study.slug) : STATUS_TOASTS.unpublished;
      },
      STATUS_TOASTS.failed,
    ).finally(() => setChanging(null));
  };

  return (
    <CaseStudyPublishing
      status={study.status}
      publishAt={study.publish_at}
      changing={changing}
      previewPath={caseStudyPreviewPath(study.id)}
      onChange={change}
    />
  );
}
