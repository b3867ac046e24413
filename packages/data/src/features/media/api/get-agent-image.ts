import { useQuery } from '../../../query/use-query.ts';
import { listMedia } from './list-media.ts';
import { AGENT_IMAGE_USE_CASE, MEDIA_KEY, type MediaFile } from './media-types.ts';

/** The newest active agent image, or null so the section shows its placeholder. */
export async function getAgentImage(): Promise<MediaFile | null> {
  const [newest] = await listMedia({ useCase: AGENT_IMAGE_USE_CASE, fileType: 'image', limit: 1 });
  return newest ?? null;
}

export function useAgentImage() {
  const query = useQuery([...MEDIA_KEY, AGENT_IMAGE_USE_CASE, 'newest'], getAgentImage);
  return { agentImage: query.data ?? null, loading: query.isLoading };
}
