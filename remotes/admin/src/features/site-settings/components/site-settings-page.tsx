import { PUBLISH_MESSAGES, usePublishSiteSettings, useRetentionSettings, useSaveRetentionSettings } from '@vaani/data';
import { usePublishedSettings, useSiteConfig } from '@vaani/data/site-settings';
import { mergeSiteConfig, toast, useSiteConfigStore, type SiteConfig } from '@vaani/stores';
import { useMemo, useState } from 'react';
import { ItemHistory } from '../../activity/components/item-history.tsx';
import { AdminScreen } from '../../admin-shell/components/admin-screen.tsx';
import { PREVIEW_TOASTS } from '../../admin-shell/preview-toasts.ts';
import { allFields, SETTINGS_SECTIONS } from '../settings-sections.ts';
import { readSetting, refusedField } from '../setting-values.ts';
import { validateSiteConfig } from '../validate-site-config.ts';
import { RetentionPanel } from './retention-panel.tsx';
import { SiteSettingsEditor } from './site-settings-editor.tsx';
import { changedFrom, useUnsavedChanges } from '../../admin-shell/unsaved-changes.ts';

/** The settings' versions: the published configuration as the site settings' one row kept it (the home layout has its own). */
const SETTINGS_FIELDS = ['config'] as const;

const sameValue = (a: unknown, b: unknown) => a === b || (Number.isNaN(a) && Number.isNaN(b));

/** The editable draft, started from the configuration this browser shows now. */
interface DraftProps {
  current: SiteConfig;
  published: SiteConfig;
  /** The section on screen, kept by the page: a publish starts a new draft on the same section. */
  section: string;
  setSection: (id: string) => void;
}

function SiteSettingsDraft({ current, published, section, setSection }: DraftProps) {
  const [draft, setDraft] = useState<SiteConfig>(current);
  useUnsavedChanges(changedFrom(draft, current));
  // A refusal of the database, shown beside the field it names until that draft is edited again.
  const [refusal, setRefusal] = useState<{ key: string; sentence: string } | null>(null);
  const publish = usePublishSiteSettings();
  const checks = validateSiteConfig(draft);
  const errors = refusal ? { ...checks, [refusal.key]: refusal.sentence } : checks;
  const valid = Object.keys(errors).length === 0;
  const changed = useMemo(() => allFields().filter((field) => !sameValue(readSetting(draft, field), readSetting(published, field))).length, [draft, published]);

  const edit = (next: SiteConfig) => {
    setRefusal(null);
    setDraft(next);
  };
  const preview = () => {
    if (!valid) return;
    useSiteConfigStore.getState().setPreview(draft);
    toast({ title: PREVIEW_TOASTS.previewed, description: PREVIEW_TOASTS.previewedDescription });
  };
  const publishConfig = () => {
    if (!valid) return;
    publish.mutate({ config: draft }).then(
      () => toast({ title: PUBLISH_MESSAGES.published, description: PUBLISH_MESSAGES.publishedDescription }),
      (failure: Error) => {
        const named = refusedField(failure.message);
        if (named) {
          setRefusal(named);
          const owner = SETTINGS_SECTIONS.find((item) => item.groups.some((group) => group.fields.some((field) => field.path === named.key)));
          if (owner) setSection(owner.id);
        }
        toast({ title: PUBLISH_MESSAGES.failedTitle, description: failure.message, variant: 'destructive' });
      },
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
      changed={changed}
      busy={publish.status === 'pending'}
      section={section}
      onSectionChange={setSection}
      onChange={edit}
      onPreview={preview}
      onPublish={publishConfig}
      onClearPreview={clearPreview}
    />
  );
}

export function SiteSettingsPage() {
  const current = useSiteConfig();
  const row = usePublishedSettings().data;
  const published = useMemo(() => mergeSiteConfig(row?.config), [row]);
  const [section, setSection] = useState(SETTINGS_SECTIONS[0]?.id ?? '');
  const retention = useRetentionSettings();
  const saveRetention = useSaveRetentionSettings();
  return (
    <AdminScreen
      title="Site Settings"
      intro="What every page shows, section by section. Preview in this browser first, then publish for every visitor."
    >
      <SiteSettingsDraft key={JSON.stringify(current)} current={current} published={published} section={section} setSection={setSection} />
      <ItemHistory kind="site_settings" rowId="true" fields={SETTINGS_FIELDS} current={{ config: row?.config ?? {} }} />
      <RetentionPanel settings={retention.data} loadError={retention.error?.message} onSave={saveRetention.mutate} />
    </AdminScreen>
  );
}
