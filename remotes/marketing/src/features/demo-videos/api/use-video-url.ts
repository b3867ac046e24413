import { startTransition, useEffect, useState } from 'react';
import { loadDemoVideo, loadUseCaseVideo } from './video-library.ts';

interface VideoUrlState {
  url: string | null;
  loading: boolean;
}

function usePromised(key: string, load: () => Promise<string | null>): VideoUrlState {
  const [result, setResult] = useState<{ key: string; url: string | null }>();
  useEffect(() => {
    let current = true;
    void load().then((url) => {
      // Mounting the player is the home page's largest render: a transition yields to the main thread.
      if (current) startTransition(() => setResult({ key, url }));
    });
    return () => {
      current = false;
    };
    // `load` is derived from `key`; a new key is the only reason to look again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return result?.key === key ? { url: result.url, loading: false } : { url: null, loading: true };
}

/** The demo video URL (uploaded or built in). */
export function useDemoVideo(): VideoUrlState {
  return usePromised('demo', loadDemoVideo);
}

/** A use case's own video, or none ('No demo video available'), never the demo video in its place. */
export function useUseCaseVideo(useCase: string): VideoUrlState {
  return usePromised(`use-case:${useCase}`, () => loadUseCaseVideo(useCase));
}
