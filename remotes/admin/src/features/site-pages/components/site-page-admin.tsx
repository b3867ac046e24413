import { SITE_PAGE_MESSAGES, useItemHistory, useSitePage, useUpdateSitePage, type ChangeEntry, type SitePageInput, type SitePageSlug } from '@vaani/data';
import { toast } from '@vaani/stores';
import { useState } from 'react';
import { RESTORED_TOAST } from '../../activity/change-display.ts';
import { HistoryPanel } from '../../activity/components/history-panel.tsx';
import { AdminScreen } from '../../admin-shell/components/admin-screen.tsx';
import { LoadState } from '../../admin-shell/components/load-state.tsx';
import { SitePageEditor } from './site-page-editor.tsx';

const SCREENS: Record<SitePageSlug, { title: string; intro: string }> = {
  contact: { title: 'Contact Page', intro: 'Edit the contact details and text shown on the Contact Us page.' },
  'privacy-policy': { title: 'Privacy Policy', intro: 'Edit the privacy policy shown to visitors.' },
  'terms-of-service': { title: 'Terms of Service', intro: 'Edit the terms of service shown to visitors.' },
};

/** Admin screen of one of the editable site pages (contact and legal). */
export function SitePageAdmin({ page }: { page: SitePageSlug }) {
  const { title, intro } = SCREENS[page];
  const query = useSitePage(page);
  const update = useUpdateSitePage();
  const history = useItemHistory('site_pages', page);
  const [restoring, setRestoring] = useState<number | null>(null);

  const save = (input: SitePageInput) => {
    update.mutate({ slug: page, input }).then(
      () => toast({ title: SITE_PAGE_MESSAGES.saved }),
      (error: Error) => toast({ title: SITE_PAGE_MESSAGES.saveFailedTitle, description: error.message, variant: 'destructive' }),
    );
  };

  /** Restoring saves the version again; the editor starts over from it (it is keyed by updated_at). */
  const restore = (revision: ChangeEntry) => {
    setRestoring(revision.id);
    const version = revision.after ?? {};
    const input = { title: String(version.title ?? title), body: String(version.body ?? '') };
    update
      .mutate({ slug: page, input })
      .then(
        () => toast({ title: RESTORED_TOAST.title, description: RESTORED_TOAST.description(revision.changed_at) }),
        (error: Error) => toast({ title: SITE_PAGE_MESSAGES.saveFailedTitle, description: error.message, variant: 'destructive' }),
      )
      .finally(() => setRestoring(null));
  };

  return (
    <AdminScreen title={title} intro={intro}>
      <LoadState
        loading={query.status === 'pending'}
        loadingLabel="Loading page…"
        error={query.status === 'error' ? SITE_PAGE_MESSAGES.loadFailed : null}
        onRetry={() => void query.refetch()}
      />
      {query.status === 'success' ? (
        <SitePageEditor
          key={query.data?.updated_at ?? 'new'}
          initial={{ title: query.data?.title ?? title, body: query.data?.body ?? '' }}
          saving={update.status === 'pending'}
          onSave={save}
        />
      ) : null}
      {query.data && history.data ? <HistoryPanel revisions={history.data} current={query.data} restoring={restoring} onRestore={restore} /> : null}
    </AdminScreen>
  );
}
