import type { CaseStudyStatus, StatusChange } from '@vaani/data';
import { Button, Field, Input, VisuallyHidden } from '@vaani/ui';
import { useState, type FormEvent } from 'react';
import { Actions, Panel } from '../../admin-shell/components/admin-form.tsx';
import { indiaTimeToIso, statusLabel } from '../case-study-status.ts';

export interface CaseStudyPublishingProps {
  status: CaseStudyStatus;
  publishAt: string | null;
  /** The change under way, if any. */
  changing: StatusChange['status'] | null;
  /** Where staff see the case study in the site's own page, whatever its status. */
  previewPath: string;
  onChange: (change: StatusChange) => void;
}

const SCHEDULE_HINT = "India's time (IST). A time already past publishes it now.";

/**
 * Whether visitors see the case study, and the three ways to change it: Publish, Schedule for a
 * date and time in India's time, Unpublish (Cancel schedule for a scheduled one). Saving the story
 * never changes it.
 */
export function CaseStudyPublishing({ status, publishAt, changing, previewPath, onChange }: CaseStudyPublishingProps) {
  const [scheduling, setScheduling] = useState(false);
  const [when, setWhen] = useState('');
  const [error, setError] = useState<string | undefined>();
  const busy = changing !== null;

  const schedule = (event: FormEvent) => {
    event.preventDefault();
    const at = indiaTimeToIso(when);
    if (!at) {
      setError('Choose a date and a time.');
      return;
    }
    setError(undefined);
    setScheduling(false);
    onChange({ status: 'scheduled', publishAt: at });
  };

  return (
    <Panel aria-labelledby="case-study-publishing">
      <h2 id="case-study-publishing">Publishing</h2>
      <p>
        Status: <strong>{statusLabel(status, publishAt)}</strong>
        {status === 'published' ? null : ' · visitors do not see it'}
      </p>
      <Actions>
        {/* In a tab of its own, so the editor stays where it was. */}
        <a href={previewPath} target="_blank" rel="noopener">
          Preview<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
        {status !== 'published' ? (
          <Button type="button" size="sm" loading={changing === 'published'} disabled={busy} onClick={() => onChange({ status: 'published' })}>
            Publish
          </Button>
        ) : null}
        <Button type="button" variant="outline" size="sm" aria-expanded={scheduling} disabled={busy} onClick={() => setScheduling(!scheduling)}>
          Schedule for…
        </Button>
        {status !== 'draft' ? (
          <Button type="button" variant="outline" size="sm" loading={changing === 'draft'} disabled={busy} onClick={() => onChange({ status: 'draft' })}>
            {status === 'scheduled' ? 'Cancel schedule' : 'Unpublish'}
          </Button>
        ) : null}
      </Actions>
      {scheduling ? (
        <form onSubmit={schedule} aria-label="Schedule publishing" noValidate>
          <Actions>
            <Field label="Publish on" hint={SCHEDULE_HINT} error={error}>
              <Input type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} />
            </Field>
            <Button type="submit" size="sm" loading={changing === 'scheduled'} disabled={busy}>
              Schedule
            </Button>
          </Actions>
        </form>
      ) : null}
    </Panel>
  );
}
