import { getSupabase } from '../../../client/get-supabase.ts';
import { useQuery } from '../../../query/use-query.ts';
import { MEDIA_KEY, type MediaFile, type MediaFileType } from './media-types.ts';

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
