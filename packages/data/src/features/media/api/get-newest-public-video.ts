import { publicRest } from '../../../client/public-rest.ts';
import type { MediaFile } from './media-types.ts';

/**
 * The newest active video of a use case, through the public media function (spec §7.8), or null
 * when there is none or it cannot be read: the page then shows its built-in video.
 */
export async function getNewestPublicVideo(useCase: string): Promise<MediaFile | null> {
  try {
    const [newest] = await publicRest<MediaFile[]>('rpc/get_public_media?limit=1', {
      method: 'POST',
      body: { p_use_case: useCase, p_file_type: 'video' },
    });
    return newest ?? null;
  } catch (error) {
    console.warn('[media] could not load the video of', useCase, error);
    return null;
  }
}
