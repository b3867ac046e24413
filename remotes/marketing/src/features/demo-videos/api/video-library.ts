import { DEFAULT_DEMO_VIDEO_PATH, DEMO_VIDEO_USE_CASE, getNewestPublicMedia, readEnv } from '@vaani/data/public-content';
import { whenIdle } from '@vaani/ui';
import { isValidVideoUrl } from '@vaani/validation';
import { ALL_USE_CASE_IDS } from '../../use-cases/api/use-case-ids.ts';

/** Spec §9: the delay before the use cases' videos are fetched. */
const USE_CASE_VIDEO_PREFETCH_DELAY_MS = 2000;

// One lookup per use case for the whole visit: switching tabs or pages never asks twice.
const cache = new Map<string, Promise<string | null>>();
let prefetchScheduled = false;

function storageHost(): string {
  try {
    return new URL(readEnv().supabaseUrl).host;
  } catch {
    return '';
  }
}

/** The newest active video of a use case, when its URL passes the video URL rule (§5); else null. */
export function loadUseCaseVideo(useCase: string): Promise<string | null> {
  let pending = cache.get(useCase);
  if (!pending) {
    pending = getNewestPublicMedia(useCase, 'video').then((newest) =>
      newest && isValidVideoUrl(newest.storage_url, storageHost()) ? newest.storage_url : null,
    );
    cache.set(useCase, pending);
  }
  return pending;
}

/** The demo video: the newest upload, else the built-in file; then every use case's, in the background. */
export async function loadDemoVideo(): Promise<string> {
  const uploaded = await loadUseCaseVideo(DEMO_VIDEO_USE_CASE);
  if (!prefetchScheduled) {
    prefetchScheduled = true;
    // One idle task each: eleven at once made a 70 ms task on a mid-range phone that a tap waited for.
    const lookUp = (id: string) => whenIdle(() => void loadUseCaseVideo(id), { timeout: 2000, fallbackDelay: 0 });
    setTimeout(() => ALL_USE_CASE_IDS.forEach(lookUp), USE_CASE_VIDEO_PREFETCH_DELAY_MS);
  }
  return uploaded ?? DEFAULT_DEMO_VIDEO_PATH;
}
