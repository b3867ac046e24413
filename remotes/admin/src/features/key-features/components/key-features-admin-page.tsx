import { SEEN_BY_VISITORS,
  KEY_FEATURE_MESSAGES,
  useAllKeyFeatures,
  useKeyFeaturesSection,
  useReorderKeyFeature,
  useUpdateKeyFeature,
  useUpdateKeyFeaturesSection,
  type KeyFeaturePatch,
  type MoveDirection,
} from '@vaani/data';
import { toast } from '@vaani/stores';
import { AdminScreen } from '../../admin-shell/components/admin-screen.tsx';
import { LoadState } from '../../admin-shell/components/load-state.tsx';
import { KeyFeatureEditor } from './key-feature-editor.tsx';
import { SectionTextForm } from '../../admin-shell/components/section-text-form.tsx';

const SECTION_FIELDS = [
  { name: 'title', label: 'Section title' },
  { name: 'description', label: 'Section description', long: true },
] as const;

const failed = (title: string, description: string) => toast({ title, description, variant: 'destructive' });

export function KeyFeaturesAdminPage() {
  const features = useAllKeyFeatures();
  const section = useKeyFeaturesSection();
  const updateFeature = useUpdateKeyFeature();
  const updateSection = useUpdateKeyFeaturesSection();
  const reorder = useReorderKeyFeature();
  const list = features.data ?? [];
  const busy = updateFeature.status === 'pending' || reorder.status === 'pending';

  const saveFeature = (id: string, patch: KeyFeaturePatch) =>
    updateFeature.mutate({ id, patch }).then(
      () => toast({ title: KEY_FEATURE_MESSAGES.featureUpdated, description: SEEN_BY_VISITORS }),
      () => failed(KEY_FEATURE_MESSAGES.updateFailedTitle, KEY_FEATURE_MESSAGES.featureUpdateFailed),
    );
  const move = (index: number, direction: MoveDirection) =>
    reorder.mutate({ features: list, index, direction }).then(
      () => toast({ title: KEY_FEATURE_MESSAGES.orderUpdated, description: SEEN_BY_VISITORS }),
      () => failed(KEY_FEATURE_MESSAGES.moveFailedTitle, KEY_FEATURE_MESSAGES.moveFailed),
    );
  const saveSection = (values: Record<string, string>) => {
    if (!section.data) return;
    updateSection.mutate({ id: section.data.id, patch: { title: values.title ?? '', description: values.description ?? '' } }).then(
      () => toast({ title: KEY_FEATURE_MESSAGES.sectionUpdated, description: SEEN_BY_VISITORS }),
      () => failed(KEY_FEATURE_MESSAGES.updateFailedTitle, KEY_FEATURE_MESSAGES.sectionUpdateFailed),
    );
  };

  return (
    <AdminScreen title="Key Features" intro="Edit the feature cards of the home page's key-features grid, their order and the section heading.">
      {section.data ? (
        <SectionTextForm
          key={section.data.id}
          heading="Section heading"
          fields={SECTION_FIELDS}
          initial={{ title: section.data.title, description: section.data.description }}
          saving={updateSection.status === 'pending'}
          onSave={saveSection}
        />
      ) : null}
      <LoadState
        loading={features.isLoading}
        loadingLabel="Loading key features…"
        error={features.status === 'error' ? features.error?.message : null}
        onRetry={() => void features.refetch()}
      />
      {list.map((feature, index) => (
        <KeyFeatureEditor
          key={`${feature.id}-${feature.display_order}`}
          feature={feature}
          position={index + 1}
          isFirst={index === 0}
          isLast={index === list.length - 1}
          busy={busy}
          onSave={(patch) => void saveFeature(feature.id, patch)}
          onMove={(direction) => void move(index, direction)}
        />
      ))}
    </AdminScreen>
  );
}
