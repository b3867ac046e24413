import { PUBLISH_MESSAGES, usePublishSiteSettings } from '@vaani/data';
import { toast, useSectionOrderStore } from '@vaani/stores';
import { useState } from 'react';
import { AdminScreen } from '../../admin-shell/components/admin-screen.tsx';
import { PREVIEW_TOASTS } from '../../admin-shell/preview-toasts.ts';
import { layoutRows, visibleOrder, type LayoutRow } from '../home-section-catalogue.ts';
import { HomeLayoutEditor } from './home-layout-editor.tsx';

export function HomeLayoutPage() {
  const sections = useSectionOrderStore((state) => state.sections);
  const [rows, setRows] = useState<LayoutRow[]>(() => layoutRows(sections));
  const publish = usePublishSiteSettings();

  const preview = () => {
    useSectionOrderStore.getState().setOrder(visibleOrder(rows));
    toast({ title: PREVIEW_TOASTS.previewed, description: PREVIEW_TOASTS.previewedDescription });
  };
  const publishLayout = () =>
    publish.mutate({ section_order: visibleOrder(rows) }).then(
      () => toast({ title: PUBLISH_MESSAGES.published, description: PUBLISH_MESSAGES.publishedDescription }),
      (failure: Error) => toast({ title: PUBLISH_MESSAGES.failedTitle, description: failure.message, variant: 'destructive' }),
    );
  const clearPreview = () => {
    useSectionOrderStore.getState().resetOrder();
    toast({ title: PREVIEW_TOASTS.cleared });
  };

  return (
    <AdminScreen
      title="Home Layout"
      intro="Choose the order of the home page sections and which ones show. Preview in this browser first, then publish for every visitor."
    >
      <HomeLayoutEditor
        rows={rows}
        onChange={setRows}
        busy={publish.status === 'pending'}
        onPreview={preview}
        onPublish={() => void publishLayout()}
        onClearPreview={clearPreview}
      />
    </AdminScreen>
  );
}
