import { getSupabase } from '../../../client/get-supabase.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { useQuery } from '../../../query/use-query.ts';
import { MEDIA_BUCKETS, MEDIA_KEY, MEDIA_MESSAGES, type MediaFile, type MediaFileType } from './media-types.ts';

/** Every media file (inactive ones for admins), newest first, optionally of one type. */
export async function listMediaLibrary(fileType?: MediaFileType): Promise<MediaFile[]> {
  const supabase = await getSupabase();
  let query = supabase.from('media_files').select('*');
  if (fileType) query = query.eq('file_type', fileType);
  const { data, error } = await query.order('uploaded_at', { ascending: false });
  if (error) throw new Error(error.message);
  return (data ?? []) as MediaFile[];
}

export function useMediaLibrary(fileType?: MediaFileType) {
  return useQuery([...MEDIA_KEY, 'library', fileType ?? 'any'], () => listMediaLibrary(fileType));
}

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

/** Deletes the stored object, then its media_files row, so the site never links to a missing file. */
export async function deleteMedia(media: Pick<MediaFile, 'id' | 'file_name' | 'file_type'>): Promise<void> {
  const supabase = await getSupabase();
  const removed = await supabase.storage.from(MEDIA_BUCKETS[media.file_type]).remove([media.file_name]);
  if (removed.error) throw new Error(MEDIA_MESSAGES.deleteFailed(removed.error.message));
  const { error } = await supabase.from('media_files').delete().eq('id', media.id);
  if (error) throw new Error(MEDIA_MESSAGES.deleteFailed(error.message));
}

export function useDeleteMedia() {
  return useMutation(deleteMedia, { invalidates: [MEDIA_KEY] });
}
