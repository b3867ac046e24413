import type { Tables } from '../../../database.types.ts';

export const KEY_FEATURE_ICONS = [
  'Clock',
  'Mic',
  'FileText',
  'Brain',
  'Target',
  'BookOpen',
  'Calendar',
  'RefreshCw',
  'Phone',
  'Globe',
  'Share2',
  'Users',
] as const;

export type KeyFeatureIcon = (typeof KEY_FEATURE_ICONS)[number];

/** icon_bg and color: the icon's colours on the public card (#rrggbb, as the table enforces); null keeps the theme's. */
export type KeyFeature = Omit<Tables<'key_features'>, 'icon_name' | 'created_at' | 'updated_at'> & { icon_name: KeyFeatureIcon };

export type SectionContent = Omit<Tables<'key_features_section'>, 'updated_at'>;

export const KEY_FEATURES_KEY = ['key-features'] as const;

export const KEY_FEATURE_MESSAGES = {
  updateFailedTitle: 'Update failed',
  featureUpdateFailed: 'Failed to update the key feature.',
  sectionUpdateFailed: 'Failed to update the section content.',
  moveFailedTitle: 'Move failed',
  moveFailed: 'Failed to update feature order.',
  featureUpdated: 'Feature updated',
  sectionUpdated: 'Section updated',
  orderUpdated: 'Order updated',
  added: 'Feature added',
  addFailed: 'Failed to add the key feature.',
  deleted: 'Feature deleted',
  deleteFailed: 'Failed to delete the key feature.',
} as const;
