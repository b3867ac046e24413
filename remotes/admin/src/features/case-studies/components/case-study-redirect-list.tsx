import type { CaseStudyRedirect } from '@vaani/data';
import { caseStudyPath } from '@vaani/router/public-paths';
import { Button, Spinner } from '@vaani/ui';
import { useId } from 'react';
import { Actions, ErrorText, Panel, RowList } from '../../admin-shell/components/admin-form.tsx';
import { useConfirm } from '../../admin-shell/components/confirm-dialog.tsx';

export interface CaseStudyRedirectListProps {
  redirects: readonly CaseStudyRedirect[];
  loading: boolean;
  error: string | null;
  removing: string | null;
  onRemove: (oldSlug: string) => void;
}

/**
 * The old addresses of a renamed case study: visitors following them land on its current
 * address (a 301). An admin removes one, confirmed, when it should show "not found" again.
 */
export function CaseStudyRedirectList({ redirects, loading, error, removing, onRemove }: CaseStudyRedirectListProps) {
  const headingId = useId();
  const removal = useConfirm(
    (slug: string) => ({
      title: 'Remove this redirect?',
      description: `Links to ${caseStudyPath(slug)} will show "not found" afterwards, and another case study may take that address.`,
      confirmLabel: 'Remove redirect',
    }),
    onRemove,
  );
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>Old addresses</h2>
      <p>Renaming a case study keeps its earlier addresses working: visitors who follow them are sent to the current one.</p>
      {loading ? <Spinner label="Loading old addresses…" showLabel /> : null}
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      {!loading && !error && redirects.length === 0 ? <p>No old addresses: this case study has not been renamed.</p> : null}
      {redirects.length > 0 ? (
        <RowList aria-label="Old addresses">
          {redirects.map(({ old_slug }) => (
            <li key={old_slug}>
              <code>{caseStudyPath(old_slug)}</code>
              <Actions>
                <Button variant="outline" size="sm" loading={removing === old_slug} onClick={() => removal.ask(old_slug)} aria-label={`Remove redirect from ${caseStudyPath(old_slug)}`}>
                  Remove redirect
                </Button>
              </Actions>
            </li>
          ))}
        </RowList>
      ) : null}
      {removal.dialog}
    </Panel>
  );
}
