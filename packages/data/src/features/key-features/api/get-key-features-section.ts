import { getSupabase } from '../../../client/get-supabase.ts';
import { useQuery } from '../../../query/use-query.ts';
import { KEY_FEATURES_KEY, type SectionContent } from './key-feature-types.ts';

/** The heading and text above the key-features grid; null before an admin has written one. */
export async function getKeyFeaturesSection(): Promise<SectionContent | null> {
  const { data, error } = await getSupabase().from('key_features_section').select('*').limit(1).maybeSingle();
  if (error) throw new Error(error.message);
  return data as SectionContent | null;
}

export function useKeyFeaturesSection() {
  return useQuery([...KEY_FEATURES_KEY, 'section'], getKeyFeaturesSection);
}
