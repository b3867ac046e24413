import { getSupabase } from '../../../client/get-supabase.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { KEY_FEATURES_KEY, KEY_FEATURE_MESSAGES, type KeyFeature } from './key-feature-types.ts';

export type KeyFeaturePatch = Partial<Omit<KeyFeature, 'id'>>;

/** Saves an admin's edit of one feature; throws 'Failed to update the key feature.' */
export async function updateKeyFeature(id: string, patch: KeyFeaturePatch): Promise<KeyFeature> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('key_features').update(patch).eq('id', id).select().single();
  if (error) throw new Error(KEY_FEATURE_MESSAGES.featureUpdateFailed, { cause: error });
  return data as KeyFeature;
}

export function useUpdateKeyFeature() {
  return useMutation(
    ({ id, patch }: { id: string; patch: KeyFeaturePatch }) => updateKeyFeature(id, patch),
    { invalidates: [KEY_FEATURES_KEY] },
  );
}
