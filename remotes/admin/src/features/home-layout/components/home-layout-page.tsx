import { PUBLISH_MESSAGES, usePublishSiteSettings } from '@vaani/data';
import { useHomeSections } from '@vaani/data/site-settings';
import { toast, useSectionOrderStore, type HomeSectionEntry } from '@vaani/stores';
import { useState } from 'react';
import { AdminScreen } from '../../admin-shell/components/admin-screen.tsx';
import { ItemHistory } from '../../activity/components/item-history.tsx';
import { PREVIEW_TOASTS } from '../../admin-shell/preview-toasts.ts';
import { layoutRows, visibleOrder, type LayoutRow } from '../home-section-catalogue.ts';
import { HomeLayoutEditor } from './home-layout-editor.tsx';
import { changedFrom, useUnsavedChanges } from '../../admin-shell/unsaved-changes.ts';
import { report } from '../../admin-shell/report.ts';

/** The editable draft, started from the order this browser shows now (preview, published or default). */
function HomeLayoutDraft({ sections }: { sections: readonly HomeSectionEntry[] }) {
  const [rows, setRows] = useState<LayoutRow[]>(() => layoutRows(sections));
  useUnsavedChanges(changedFrom(rows, layoutRows(sections)));
  const publish = usePublishSiteSettings();

  const preview = () => {
    useSectionOrderStore.getState().setPreview(visibleOrder(rows));
    toast({ title: PREVIEW_TOASTS.previewed, description: PREVIEW_TOASTS.previewedDescription });
  };
  const publishLayout = () =>
    report(publish.mutate({ section_order: visibleOrder(rows) }), { title: PUBLISH_MESSAGES.published, description: PUBLISH_MESSAGES.publishedDescription }, PUBLISH_MESSAGES.failedTitle);
  const clearPreview = () => {
    useSectionOrderStore.getState().clearPreview();
    toast({ title: PREVIEW_TOASTS.cleared });
  };

  return (
    <HomeLayoutEditor
      rows={rows}
      onChange={setRows}
      busy={publish.status === 'pending'}
      onPreview={preview}
      onPublish={() => void publishLayout()}
      onClearPreview={clearPreview}
    />
  );
}

/** The home layout's versions: the published order as the site settings' one row kept it. */
const LAYOUT_FIELDS = ['section_order'] as const;

export function HomeLayoutPage() {
  const { sections } = useHomeSections();
  return (
    <AdminScreen
      title="Home Layout"
      intro="Choose the order of the home page sections and which ones show. Preview in this browser first, then publish for every visitor."
    >
      {/* A new order from elsewhere (the published one arriving, another tab) restarts the draft. */}
      <HomeLayoutDraft key={JSON.stringify(sections)} sections={sections} />
      <ItemHistory kind="site_settings" rowId="true" fields={LAYOUT_FIELDS} title="Layout history" />
    </AdminScreen>
  );
}
