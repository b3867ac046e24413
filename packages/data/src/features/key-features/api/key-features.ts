import { orderedContent } from '../../ordered-content/api/ordered-content.ts';
import { KEY_FEATURES_KEY, KEY_FEATURE_MESSAGES, type KeyFeature, type SectionContent } from './key-feature-types.ts';

export type KeyFeatureInput = Omit<KeyFeature, 'id' | 'display_order'>;

const keyFeatures = orderedContent<KeyFeature, SectionContent>({
  table: 'key_features',
  sectionTable: 'key_features_section',
  cache: KEY_FEATURES_KEY,
  saveFailed: (_, added) => (added ? KEY_FEATURE_MESSAGES.addFailed : KEY_FEATURE_MESSAGES.featureUpdateFailed),
  deleteFailed: () => KEY_FEATURE_MESSAGES.deleteFailed,
  sectionUpdateFailed: KEY_FEATURE_MESSAGES.sectionUpdateFailed,
});

export const {
  listActive: listKeyFeatures,
  listAll: listAllKeyFeatures,
  save: saveKeyFeature,
  remove: deleteKeyFeature,
  getSection: getKeyFeaturesSection,
  updateSection: updateKeyFeaturesSection,
  useSave: useSaveKeyFeature,
  useDelete: useDeleteKeyFeature,
  useSection: useKeyFeaturesSection,
  useUpdateSection: useUpdateKeyFeaturesSection,
} = keyFeatures;

/** The active features, in display order, for the home page. */
export const useKeyFeatures = () => keyFeatures.useItems({ activeOnly: true });
/** Every feature, hidden ones too, for the admin. */
export const useAllKeyFeatures = () => keyFeatures.useItems();
