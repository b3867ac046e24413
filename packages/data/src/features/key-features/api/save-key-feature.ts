import { getSupabase } from '../../../client/get-supabase.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { KEY_FEATURES_KEY, KEY_FEATURE_MESSAGES, type KeyFeature } from './key-feature-types.ts';

export type KeyFeatureInput = Omit<KeyFeature, 'id' | 'display_order'>;

/** Adds a feature card at the end of the grid; throws 'Failed to add the key feature.' */
export async function createKeyFeature(input: KeyFeatureInput, after: readonly KeyFeature[]): Promise<KeyFeature> {
  const supabase = await getSupabase();
  const last = Math.max(0, ...after.map((feature) => feature.display_order));
  const { data, error } = await supabase
    .from('key_features')
    .insert({ ...input, display_order: last + 1 })
    .select()
    .single();
  if (error) throw new Error(KEY_FEATURE_MESSAGES.addFailed, { cause: error });
  return data as KeyFeature;
}

/** Saves an admin's edit of one feature; throws 'Failed to update the key feature.' */
export async function updateKeyFeature(id: string, patch: Partial<KeyFeatureInput>): Promise<KeyFeature> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('key_features').update(patch).eq('id', id).select().single();
  if (error) throw new Error(KEY_FEATURE_MESSAGES.featureUpdateFailed, { cause: error });
  return data as KeyFeature;
}

/** Saves an admin's edit of the feature `id`, or adds a new one after the features listed. */
export function useSaveKeyFeature() {
  return useMutation(
    ({ input, id, after }: { input: KeyFeatureInput; id?: string; after: readonly KeyFeature[] }) =>
      id ? updateKeyFeature(id, input) : createKeyFeature(input, after),
    { invalidates: [KEY_FEATURES_KEY] },
  );
}
