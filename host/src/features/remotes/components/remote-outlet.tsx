import { Spinner, useServerMarkup } from '@vaani/ui';
import { createElement, Suspense, useContext, useState, type ComponentType } from 'react';
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

/**
 * What the server rendered: nothing here changes while it hydrates, since an update reaching a
 * boundary that is still hydrating makes React throw the served HTML away (a layout shift).
 */
function ServedRemote({ component, loadingLabel }: { component: ComponentType; loadingLabel: string }) {
  return <Suspense fallback={<Spinner label={loadingLabel} />}>{createElement(component)}</Suspense>;
}

function LoadedRemote({ source, attempt, loadingLabel }: { source: RemoteModule; attempt: number; loadingLabel: string }) {
  const serverMarkup = useServerMarkup();
  const spinner = <Spinner label={loadingLabel} />;
  return (
    <Suspense fallback={spinner}>
      {serverMarkup
        ? // Not rendered on the server: its placeholder is sent and hydrated, then it loads.
          spinner
        : // lazyRemote caches per module and attempt: the element type stays the same across renders.
          createElement(lazyRemote(source, attempt))}
    </Suspense>
  );
}

/** Renders a remote's exposed component on demand, with a spinner and a retryable fallback. */
export function RemoteOutlet({ source, subject, size, loadingLabel }: Props) {
  const [attempt, setAttempt] = useState(0);
  const { remote, module } = source;
  const served = useContext(PreloadedRemotes).get(remoteKey(source));
  return (
    <RemoteErrorBoundary
      key={`${remote}${module}#${attempt}`}
      fallback={() => <RemoteFallback subject={subject} size={size} onRetry={() => setAttempt((n) => n + 1)} />}
    >
      {attempt === 0 && served ? (
        <ServedRemote component={served} loadingLabel={loadingLabel} />
      ) : (
        <LoadedRemote source={source} attempt={attempt} loadingLabel={loadingLabel} />
      )}
    </RemoteErrorBoundary>
  );
}
