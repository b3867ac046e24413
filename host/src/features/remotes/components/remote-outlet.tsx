import { Spinner } from '@vaani/ui';
import { createElement, Suspense, useState } from 'react';
import type { RemoteModule } from '../../../routes/route-table.ts';
import { lazyRemote } from '../api/lazy-remote.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { RemoteFallback, type RemoteFallbackSize } from './remote-fallback.tsx';

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
  return (
    <RemoteErrorBoundary
      key={`${remote}${module}#${attempt}`}
      fallback={() => <RemoteFallback subject={subject} size={size} onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<Spinner label={loadingLabel} />}>
        {/* lazyRemote caches per module and attempt: the element type stays the same across renders. */}
        {createElement(lazyRemote(source, attempt))}
      </Suspense>
    </RemoteErrorBoundary>
  );
}
