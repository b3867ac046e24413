import { PUBLISH_MESSAGES, usePublishSiteSettings } from '@vaani/data';
import { useSiteConfig } from '@vaani/data/site-settings';
import { toast, useSiteConfigStore, type SiteConfig } from '@vaani/stores';
import { useState } from 'react';
import { AdminScreen } from '../../admin-shell/components/admin-screen.tsx';
import { PREVIEW_TOASTS } from '../../admin-shell/preview-toasts.ts';
import { validateSiteConfig } from '../validate-site-config.ts';
import { SiteSettingsEditor } from './site-settings-editor.tsx';

/** The editable draft, started from the configuration this browser shows now. */
function SiteSettingsDraft({ current }: { current: SiteConfig }) {
  const [draft, setDraft] = useState<SiteConfig>(current);
  const publish = usePublishSiteSettings();
  const errors = validateSiteConfig(draft);
  const valid = Object.keys(errors).length === 0;

  const preview = () => {
    if (!valid) return;
    useSiteConfigStore.getState().setPreview(draft);
    toast({ title: PREVIEW_TOASTS.previewed, description: PREVIEW_TOASTS.previewedDescription });
  };
  const publishConfig = () => {
    if (!valid) return;
    publish.mutate({ config: draft }).then(
      () => toast({ title: PUBLISH_MESSAGES.published, description: PUBLISH_MESSAGES.publishedDescription }),
      (failure: Error) => toast({ title: PUBLISH_MESSAGES.failedTitle, description: failure.message, variant: 'destructive' }),
    );
  };
  const clearPreview = () => {
    useSiteConfigStore.getState().clearPreview();
    toast({ title: PREVIEW_TOASTS.cleared });
  };

  return (
    <SiteSettingsEditor
      config={draft}
      errors={errors}
      busy={publish.status === 'pending'}
      onChange={setDraft}
      onPreview={preview}
      onPublish={publishConfig}
      onClearPreview={clearPreview}
    />
  );
}

export function SiteSettingsPage() {
  const current = useSiteConfig();
  return (
    <AdminScreen
      title="Site Settings"
      intro="Colors, button styles, spacing, links, images and page texts. Preview in this browser first, then publish for every visitor."
    >
      <SiteSettingsDraft key={JSON.stringify(current)} current={current} />
    </AdminScreen>
  );
}
