import { getSupabase } from '../../../client/get-supabase.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { KEY_FEATURES_KEY, KEY_FEATURE_MESSAGES } from './key-feature-types.ts';

/** Removes a feature card (the record of changes keeps it); throws 'Failed to delete the key feature.' */
export async function deleteKeyFeature(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('key_features').delete().eq('id', id);
  if (error) throw new Error(KEY_FEATURE_MESSAGES.deleteFailed, { cause: error });
}

export function useDeleteKeyFeature() {
  return useMutation(deleteKeyFeature, { invalidates: [KEY_FEATURES_KEY] });
}
