import {
  KEY_FEATURE_MESSAGES,
  useAllKeyFeatures,
  useDeleteKeyFeature,
  useKeyFeaturesSection,
  useSaveKeyFeature,
  useUpdateKeyFeaturesSection,
  type KeyFeature,
  type KeyFeatureInput,
} from '@vaani/data';
import { OrderedContentAdmin, type OrderedContent } from '../../admin-shell/components/ordered-content-admin.tsx';
import { EMPTY_KEY_FEATURE, KeyFeatureEditor } from './key-feature-editor.tsx';

const KEY_FEATURES: OrderedContent<KeyFeature, KeyFeatureInput> = {
  title: 'Key Features',
  intro: "The feature cards of the home page's key-features grid, in the order they show, and the section heading.",
  table: 'key_features',
  section: {
    kind: 'key_features_section',
    fields: [
      { name: 'title', label: 'Section title' },
      { name: 'description', label: 'Section description', long: true },
    ],
  },
  useSection: useKeyFeaturesSection,
  useSaveSection: useUpdateKeyFeaturesSection,
  useItems: useAllKeyFeatures,
  useSave: useSaveKeyFeature,
  useDelete: useDeleteKeyFeature,
  Editor: KeyFeatureEditor,
  empty: EMPTY_KEY_FEATURE,
  inputOf: ({ title, description, icon_name, icon_bg, color, is_active }) => ({ title, description, icon_name, icon_bg, color, is_active }),
  nameOf: (feature) => feature.title,
  texts: {
    list: 'Features',
    noun: 'feature',
    editLabel: (title) => `Edit ${title}`,
    history: (title) => `History of ${title}`,
    confirmText: (title) => `The card “${title}” will be removed from the home page.`,
    loading: 'Loading key features…',
  },
  messages: { ...KEY_FEATURE_MESSAGES, updated: KEY_FEATURE_MESSAGES.featureUpdated },
};

export function KeyFeaturesAdminPage() {
  return <OrderedContentAdmin content={KEY_FEATURES} />;
}
