import { getSupabase } from '../../../client/get-supabase.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { MEDIA_KEY, MEDIA_MESSAGES, type MediaFile } from './media-types.ts';

/** Shows (active) or hides (inactive) a file on the site without deleting it. */
export async function setMediaActive(id: string, isActive: boolean): Promise<MediaFile> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('media_files').update({ is_active: isActive }).eq('id', id).select().single();
  if (error) throw new Error(MEDIA_MESSAGES.updateFailed(error.message));
  return data as MediaFile;
}

export function useSetMediaActive() {
  return useMutation(({ id, isActive }: { id: string; isActive: boolean }) => setMediaActive(id, isActive), { invalidates: [MEDIA_KEY] });
}
