import { getSupabase } from '../../../client/get-supabase.ts';
import { useQuery } from '../../../query/use-query.ts';
import { KEY_FEATURES_KEY, type KeyFeature } from './key-feature-types.ts';

/** Every key feature, hidden ones included (row-level security shows those to admins only), in display order. */
export async function listAllKeyFeatures(): Promise<KeyFeature[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('key_features').select('*').order('display_order', { ascending: true });
  if (error) throw new Error(error.message);
  return (data ?? []) as KeyFeature[];
}

export function useAllKeyFeatures() {
  return useQuery([...KEY_FEATURES_KEY, 'all'], listAllKeyFeatures);
}
