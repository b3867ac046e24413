import { getSupabase } from '../../../client/get-supabase.ts';
import { useQuery } from '../../../query/use-query.ts';
import { KEY_FEATURES_KEY, type KeyFeature } from './key-feature-types.ts';

/** Active key features in display order. */
export async function listKeyFeatures(): Promise<KeyFeature[]> {
  const { data, error } = await getSupabase()
    .from('key_features')
    .select('*')
    .eq('is_active', true)
    .order('display_order', { ascending: true });
  if (error) throw new Error(error.message);
  return (data ?? []) as KeyFeature[];
}

export function useKeyFeatures() {
  return useQuery([...KEY_FEATURES_KEY, 'list'], listKeyFeatures);
}
