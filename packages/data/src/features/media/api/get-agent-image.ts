import { useQuery } from '../../../query/use-query.ts';
import { getNewestPublicMedia } from './get-newest-public-media.ts';
import { AGENT_IMAGE_USE_CASE, MEDIA_KEY, type MediaFile } from './media-types.ts';

/** The newest active agent image, or null so the section shows its placeholder. */
export function getAgentImage(): Promise<MediaFile | null> {
  return getNewestPublicMedia(AGENT_IMAGE_USE_CASE, 'image');
}

export function useAgentImage() {
  const query = useQuery([...MEDIA_KEY, AGENT_IMAGE_USE_CASE, 'newest'], getAgentImage);
  return { agentImage: query.data ?? null, loading: query.isLoading };
}
