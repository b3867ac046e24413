import {
  KEY_FEATURE_MESSAGES,
  SEEN_BY_VISITORS,
  useAllKeyFeatures,
  useCreateKeyFeature,
  useDeleteKeyFeature,
  useItemHistory,
  useKeyFeaturesSection,
  useMoveKeyFeature,
  useUpdateKeyFeature,
  useUpdateKeyFeaturesSection,
  type ChangeEntry,
  type KeyFeature,
  type KeyFeatureInput,
} from '@vaani/data';
import { toast } from '@vaani/stores';
import { Button } from '@vaani/ui';
import { useState } from 'react';
import { RESTORED_TOAST } from '../../activity/change-display.ts';
import { HistoryPanel } from '../../activity/components/history-panel.tsx';
import { ItemHistory } from '../../activity/components/item-history.tsx';
import { AdminScreen } from '../../admin-shell/components/admin-screen.tsx';
import { ConfirmDialog } from '../../admin-shell/components/confirm-dialog.tsx';
import { LoadState } from '../../admin-shell/components/load-state.tsx';
import { SectionTextForm } from '../../admin-shell/components/section-text-form.tsx';
import { EMPTY_KEY_FEATURE, KeyFeatureEditor } from './key-feature-editor.tsx';
import { KeyFeatureList } from './key-feature-list.tsx';

const SECTION_FIELDS = [
  { name: 'title', label: 'Section title' },
  { name: 'description', label: 'Section description', long: true },
] as const;

/** The open editor: a feature's id, a new feature, or none. */
const NEW = 'new';

const failed = (title: string, description: string) => toast({ title, description, variant: 'destructive' });

const inputOf = ({ title, description, icon_name, icon_bg, color, is_active }: KeyFeature): KeyFeatureInput => ({ title, description, icon_name, icon_bg, color, is_active });

/** A feature's saved versions; restoring one saves it again. */
function FeatureHistory({ feature, onRestore, restoring }: { feature: KeyFeature; onRestore: (revision: ChangeEntry) => void; restoring: number | null }) {
  const history = useItemHistory('key_features', feature.id);
  return history.data ? <HistoryPanel revisions={history.data} current={feature} restoring={restoring} onRestore={onRestore} /> : null;
}

export function KeyFeaturesAdminPage() {
  const features = useAllKeyFeatures();
  const section = useKeyFeaturesSection();
  const create = useCreateKeyFeature();
  const updateFeature = useUpdateKeyFeature();
  const updateSection = useUpdateKeyFeaturesSection();
  const move = useMoveKeyFeature();
  const remove = useDeleteKeyFeature();
  const [openId, setOpenId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<KeyFeature | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  // A move shows at once, while it is saved; the saved order replaces it when the save is done.
  const [moving, setMoving] = useState<KeyFeature[] | null>(null);
  const list = moving ?? features.data ?? [];
  const busy = [create, updateFeature, move, remove].some((mutation) => mutation.status === 'pending');

  const saveFeature = (feature: KeyFeature, input: KeyFeatureInput) =>
    updateFeature.mutate({ id: feature.id, patch: input }).then(
      () => {
        toast({ title: KEY_FEATURE_MESSAGES.featureUpdated, description: SEEN_BY_VISITORS });
        setOpenId(null);
      },
      () => failed(KEY_FEATURE_MESSAGES.updateFailedTitle, KEY_FEATURE_MESSAGES.featureUpdateFailed),
    );
  const addFeature = (input: KeyFeatureInput) =>
    create.mutate({ input, after: list }).then(
      () => {
        toast({ title: KEY_FEATURE_MESSAGES.added, description: SEEN_BY_VISITORS });
        setOpenId(null);
      },
      () => failed(KEY_FEATURE_MESSAGES.updateFailedTitle, KEY_FEATURE_MESSAGES.addFailed),
    );
  const moveFeature = (from: number, to: number) => {
    const moved = list.filter((_, index) => index !== from);
    moved.splice(to, 0, ...list.slice(from, from + 1));
    setMoving(moved);
    return move
      .mutate({ features: list, from, to })
      .then(
        () => toast({ title: KEY_FEATURE_MESSAGES.orderUpdated, description: SEEN_BY_VISITORS }),
        () => failed(KEY_FEATURE_MESSAGES.moveFailedTitle, KEY_FEATURE_MESSAGES.moveFailed),
      )
      .finally(() => setMoving(null));
  };
  const restore = (feature: KeyFeature, revision: ChangeEntry) => {
    setRestoring(revision.id);
    const version = { ...inputOf(feature), ...(revision.after as Partial<KeyFeatureInput> | null) };
    updateFeature
      .mutate({ id: feature.id, patch: inputOf({ ...feature, ...version }) })
      .then(
        () => toast({ title: RESTORED_TOAST.title, description: RESTORED_TOAST.description(revision.changed_at) }),
        () => failed(KEY_FEATURE_MESSAGES.updateFailedTitle, KEY_FEATURE_MESSAGES.featureUpdateFailed),
      )
      .finally(() => setRestoring(null));
  };
  const saveSection = (values: Record<string, string>) => {
    if (!section.data) return;
    updateSection.mutate({ id: section.data.id, patch: { title: values.title ?? '', description: values.description ?? '' } }).then(
      () => toast({ title: KEY_FEATURE_MESSAGES.sectionUpdated, description: SEEN_BY_VISITORS }),
      () => failed(KEY_FEATURE_MESSAGES.updateFailedTitle, KEY_FEATURE_MESSAGES.sectionUpdateFailed),
    );
  };

  return (
    <AdminScreen title="Key Features" intro="The feature cards of the home page's key-features grid, in the order they show, and the section heading.">
      {section.data ? (
        <SectionTextForm
          key={JSON.stringify(section.data)}
          heading="Section heading"
          fields={SECTION_FIELDS}
          initial={{ title: section.data.title, description: section.data.description }}
          saving={updateSection.status === 'pending'}
          onSave={saveSection}
        />
      ) : null}
      {section.data ? (
        <ItemHistory kind="key_features_section" rowId={section.data.id} current={{ ...section.data }} title="Section heading history" toggleLabel="Section heading history" />
      ) : null}
      <LoadState
        loading={features.isLoading}
        loadingLabel="Loading key features…"
        error={features.status === 'error' ? features.error?.message : null}
        onRetry={() => void features.refetch()}
      />
      <KeyFeatureList
        features={list}
        openId={openId}
        busy={busy}
        onOpen={setOpenId}
        onMove={(from, to) => void moveFeature(from, to)}
        onDelete={setConfirming}
        renderEditor={(feature) => (
          <>
            <KeyFeatureEditor
              key={`${feature.id}-${JSON.stringify(inputOf(feature))}`}
              initial={inputOf(feature)}
              label={`Edit ${feature.title}`}
              busy={busy}
              onSave={(input) => void saveFeature(feature, input)}
              onCancel={() => setOpenId(null)}
            />
            <FeatureHistory feature={feature} restoring={restoring} onRestore={(revision) => restore(feature, revision)} />
          </>
        )}
      />
      {openId === NEW ? (
        <KeyFeatureEditor initial={EMPTY_KEY_FEATURE} label="New feature" busy={busy} onSave={(input) => void addFeature(input)} onCancel={() => setOpenId(null)} />
      ) : (
        <p>
          <Button onClick={() => setOpenId(NEW)}>Add feature</Button>
        </p>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="Delete feature?"
        description={`The card “${confirming?.title ?? ''}” will be removed from the home page.`}
        confirmLabel="Delete"
        onConfirm={() => {
          const target = confirming;
          setConfirming(null);
          if (!target) return;
          remove.mutate(target.id).then(
            () => {
              toast({ title: KEY_FEATURE_MESSAGES.deleted, description: SEEN_BY_VISITORS });
              if (openId === target.id) setOpenId(null);
            },
            () => failed(KEY_FEATURE_MESSAGES.updateFailedTitle, KEY_FEATURE_MESSAGES.deleteFailed),
          );
        }}
        onCancel={() => setConfirming(null)}
      />
    </AdminScreen>
  );
}
