import { useSetCaseStudyStatus, type CaseStudyWithStatus, type StatusChange } from '@vaani/data';
import { toast } from '@vaani/stores';
import { useState } from 'react';
import { caseStudyPreviewPath } from '@vaani/router/public-paths';
import { STATUS_TOASTS } from '../case-study-status.ts';
import { CaseStudyPublishing } from './case-study-publishing.tsx';

/** The edit screen's publishing controls, with what each change did in words. */
export function CaseStudyStatusPanel({ study }: { study: CaseStudyWithStatus }) {
  const setStatus = useSetCaseStudyStatus();
  const [changing, setChanging] = useState<StatusChange['status'] | null>(null);

  const change = (next: StatusChange) => {
    setChanging(next.status);
    setStatus
      .mutate({ id: study.id, change: next })
      .then(
        (result) => {
          if (result.publishedAtOnce && next.status === 'scheduled') toast(STATUS_TOASTS.publishedAtOnce(next.publishAt));
          else if (result.status === 'scheduled' && result.publish_at) toast(STATUS_TOASTS.scheduled(result.publish_at));
          else toast(result.status === 'published' ? STATUS_TOASTS.published(study.slug) : STATUS_TOASTS.unpublished);
        },
        (failure: Error) => toast({ title: STATUS_TOASTS.failed, description: failure.message, variant: 'destructive' }),
      )
      .finally(() => setChanging(null));
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
