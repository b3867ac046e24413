import { publicRest } from '../../../client/public-rest.ts';
import type { MediaFile, MediaFileType } from './media-types.ts';

/**
 * The newest active file of a use case, through the public media function (spec §7.8), or null
 * when there is none or it cannot be read (the page shows its built-in one): no Supabase client.
 */
export async function getNewestPublicMedia(useCase: string, fileType: MediaFileType): Promise<MediaFile | null> {
  try {
    const [newest] = await publicRest<MediaFile[]>('rpc/get_public_media?limit=1', {
      method: 'POST',
      body: { p_use_case: useCase, p_file_type: fileType },
    });
    return newest ?? null;
  } catch (error) {
    console.warn(`[media] could not load the newest ${fileType} of`, useCase, error);
    return null;
  }
}
