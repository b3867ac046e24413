import { Spinner, useServerMarkup } from '@vaani/ui';
import { createElement, Suspense, useContext, useState } from 'react';
import type { RemoteModule } from '../../../routes/route-table.ts';
import { lazyRemote } from '../api/lazy-remote.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { RemoteFallback, type RemoteFallbackSize } from './remote-fallback.tsx';
import { PreloadedRemotes, remoteKey } from './preloaded-remotes.ts';


interface Props {
  source: RemoteModule;
  subject: string;
  size: RemoteFallbackSize;
  loadingLabel: string;
}

/** Renders a remote's exposed component on demand, with a spinner and a retryable fallback. */
export function RemoteOutlet({ source, subject, size, loadingLabel }: Props) {
  const [attempt, setAttempt] = useState(0);
  const { remote, module } = source;
  const preloaded = useContext(PreloadedRemotes).get(remoteKey(source));
  const serverMarkup = useServerMarkup();
  const spinner = <Spinner label={loadingLabel} />;
  return (
    <RemoteErrorBoundary
      key={`${remote}${module}#${attempt}`}
      fallback={() => <RemoteFallback subject={subject} size={size} onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={spinner}>
        {attempt === 0 && preloaded
          ? createElement(preloaded)
          : serverMarkup
            ? // Not loaded on the server: its placeholder is sent and hydrated, then it loads.
              spinner
            : // lazyRemote caches per module and attempt: the element type stays the same across renders.
              createElement(lazyRemote(source, attempt))}
      </Suspense>
    </RemoteErrorBoundary>
  );
}
