import { publicRest } from '../../../client/public-rest.ts';
import { useQuery } from '../../../query/use-query.ts';
import { KEY_FEATURES_KEY, type KeyFeature } from './key-feature-types.ts';

/** Active key features in display order. */
export async function listKeyFeatures(): Promise<KeyFeature[]> {
  return publicRest<KeyFeature[]>('key_features?select=*&is_active=eq.true&order=display_order.asc');
}

export function useKeyFeatures() {
  return useQuery([...KEY_FEATURES_KEY, 'list'], listKeyFeatures);
}
