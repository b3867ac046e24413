import { getSupabase } from '../../../client/get-supabase.ts';
import { useQuery } from '../../../query/use-query.ts';
import { MEDIA_KEY, type MediaFile, type MediaFileType } from './media-types.ts';

export interface ListMediaInput {
  useCase: string;
  fileType?: MediaFileType;
  limit?: number;
}

async function listOwnView({ useCase, fileType, limit }: ListMediaInput): Promise<MediaFile[]> {
  let query = getSupabase().from('media_files').select('*').eq('use_case', useCase).eq('is_active', true);
  if (fileType) query = query.eq('file_type', fileType);
  const ordered = query.order('uploaded_at', { ascending: false });
  const { data, error } = await (limit ? ordered.limit(limit) : ordered);
  if (error) throw error;
  return (data ?? []) as MediaFile[];
}

async function listPublicView({ useCase, fileType, limit }: ListMediaInput): Promise<MediaFile[]> {
  const query = getSupabase().rpc('get_public_media', { p_use_case: useCase, p_file_type: fileType ?? null });
  const { data, error } = await (limit ? query.limit(limit) : query);
  if (error) throw error;
  return (data ?? []) as MediaFile[];
}

/**
 * Active media of a use case, newest first. Signed-in users read the table; visitors go through
 * the public function. A loading error shows as no media, so pages fall back to their defaults.
 */
export async function listMedia(input: ListMediaInput): Promise<MediaFile[]> {
  try {
    const { data } = await getSupabase().auth.getSession();
    return await (data.session ? listOwnView(input) : listPublicView(input));
  } catch (error) {
    console.warn('[media] could not load media', input, error);
    return [];
  }
}

export function useMedia(input: ListMediaInput, { enabled = true } = {}) {
  const query = useQuery([...MEDIA_KEY, input.useCase, input.fileType ?? 'any', input.limit ?? 'all'], () => listMedia(input), { enabled });
  return { media: query.data ?? [], loading: query.isLoading };
}
