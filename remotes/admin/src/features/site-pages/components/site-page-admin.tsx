import { SEEN_BY_VISITORS, SITE_PAGE_MESSAGES, useSitePage, useUpdateSitePage, type SitePageInput, type SitePageSlug } from '@vaani/data';
import { SITE_PAGE_HEADS } from '@vaani/stores/site-name';
import { ItemHistory } from '../../activity/components/item-history.tsx';
import { AdminScreen } from '../../admin-shell/components/admin-screen.tsx';
import { LoadState } from '../../admin-shell/components/load-state.tsx';
import { SitePageEditor } from './site-page-editor.tsx';
import { report } from '../../admin-shell/report.ts';

/** Each page's screen, and its public address (the host's route table owns it; the search preview shows it). */
const SCREENS: Record<SitePageSlug, { title: string; intro: string; path: string }> = {
  contact: { title: 'Contact Page', intro: 'Edit the contact details and text shown on the Contact Us page.', path: '/contact-us' },
  'privacy-policy': { title: 'Privacy Policy', intro: 'Edit the privacy policy shown to visitors.', path: '/privacy-policy' },
  'terms-of-service': { title: 'Terms of Service', intro: 'Edit the terms of service shown to visitors.', path: '/terms-of-service' },
};

/** Admin screen of one of the editable site pages (contact and legal). */
export function SitePageAdmin({ page }: { page: SitePageSlug }) {
  const { title, intro, path } = SCREENS[page];
  const query = useSitePage(page);
  const update = useUpdateSitePage();

  const save = (input: SitePageInput) => {
    void report(update.mutate({ slug: page, input }), { title: SITE_PAGE_MESSAGES.saved, description: SEEN_BY_VISITORS }, SITE_PAGE_MESSAGES.saveFailedTitle);
  };

  const row = query.data;
  return (
    <AdminScreen title={title} intro={intro}>
      <LoadState
        loading={query.status === 'pending'}
        loadingLabel="Loading page…"
        error={query.status === 'error' ? SITE_PAGE_MESSAGES.loadFailed : null}
        onRetry={() => void query.refetch()}
      />
      {query.status === 'success' ? (
        // A save or a restore brings a new updated_at: the editor starts again from the row.
        <SitePageEditor
          key={row?.updated_at ?? 'new'}
          initial={{
            title: row?.title ?? title,
            body: row?.body ?? '',
            seo_title: row?.seo_title ?? '',
            seo_description: row?.seo_description ?? '',
            social_image: row?.social_image ?? '',
          }}
          derived={{ ...SITE_PAGE_HEADS[page], path }}
          saving={update.status === 'pending'}
          onSave={save}
        />
      ) : null}
      {row ? <ItemHistory kind="site_pages" rowId={page} current={{ ...row }} /> : null}
    </AdminScreen>
  );
}
