import { getSupabase } from '../../../client/get-supabase.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { KEY_FEATURES_KEY, KEY_FEATURE_MESSAGES, type SectionContent } from './key-feature-types.ts';

/** Throws 'Failed to update the section content.' */
export async function updateKeyFeaturesSection(
  id: string,
  patch: Partial<Omit<SectionContent, 'id'>>,
): Promise<SectionContent> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('key_features_section').update(patch).eq('id', id).select().single();
  if (error) throw new Error(KEY_FEATURE_MESSAGES.sectionUpdateFailed, { cause: error });
  return data as SectionContent;
}

export function useUpdateKeyFeaturesSection() {
  return useMutation(
    ({ id, patch }: { id: string; patch: Partial<Omit<SectionContent, 'id'>> }) => updateKeyFeaturesSection(id, patch),
    { invalidates: [KEY_FEATURES_KEY] },
  );
}
