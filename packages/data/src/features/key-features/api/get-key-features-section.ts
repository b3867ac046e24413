import { publicRow } from '../../../client/public-rest.ts';
import { useQuery } from '../../../query/use-query.ts';
import { KEY_FEATURES_KEY, type SectionContent } from './key-feature-types.ts';

/** The heading and text above the key-features grid; null before an admin has written one. */
export async function getKeyFeaturesSection(): Promise<SectionContent | null> {
  return publicRow<SectionContent>('key_features_section');
}

export function useKeyFeaturesSection() {
  return useQuery([...KEY_FEATURES_KEY, 'section'], getKeyFeaturesSection);
}
