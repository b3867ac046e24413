import { getSupabase } from '../../../client/get-supabase.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { MEDIA_KEY, MEDIA_MESSAGES, type MediaFile } from './media-types.ts';

const BUCKETS = { video: 'videos', image: 'images' } as const;

/** Deletes the stored object, then its media_files row, so the site never links to a missing file. */
export async function deleteMedia(media: Pick<MediaFile, 'id' | 'file_name' | 'file_type'>): Promise<void> {
  const supabase = await getSupabase();
  const removed = await supabase.storage.from(BUCKETS[media.file_type]).remove([media.file_name]);
  if (removed.error) throw new Error(MEDIA_MESSAGES.deleteFailed(removed.error.message));
  const { error } = await supabase.from('media_files').delete().eq('id', media.id);
  if (error) throw new Error(MEDIA_MESSAGES.deleteFailed(error.message));
}

export function useDeleteMedia() {
  return useMutation(deleteMedia, { invalidates: [MEDIA_KEY] });
}
