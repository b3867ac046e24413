import { HydrationMark, hydratingRegion, observeNear, observeReach, Spinner, useNearGate, useNearViewport, useServerMarkup, WhenNear } from '@vaani/ui';
import { createElement, lazy, memo, Suspense, useContext, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from '@vaani/router';
import type { RemoteModule } from '../../../routes/route-table.ts';
import { servedPage } from '../../ssr/served-page.ts';
import { loadRemoteModule } from '../api/load-remote-module.ts';
import { RemoteFallback, type RemoteFallbackSize } from './remote-fallback.tsx';
import { PreloadedRemotes, remoteKey } from './preloaded-remotes.ts';

interface Props {
  source: RemoteModule;
  subject: string;
  size: RemoteFallbackSize;
  loadingLabel: string;
  /** A piece below the fold: its remote loads when it nears the viewport, not with the page. */
  whenNear?: boolean;
  /**
   * With whenNear, a served piece within a phone's first screen (the callback form), where nearing
   * would mean loading with the page: its code waits until the visitor reaches for it or scrolls
   * (observeReach); taps and typing meanwhile are held (early-clicks-script.ts).
   */
  whenReached?: boolean;
}

const lazyRemotes = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per module and attempt: a "new" component type would reset the page. */
function lazyRemote(source: RemoteModule, attempt: number): LazyExoticComponent<ComponentType> {
  const key = `${remoteKey(source)}#${attempt}`;
  if (!lazyRemotes.has(key)) lazyRemotes.set(key, lazy(() => loadRemoteModule(source, attempt)));
  return lazyRemotes.get(key)!;
}

/** Lays out as if the remote's markup stood in its place; a whenNear piece keeps a box to observe. */
const REGION_STYLE = { display: 'contents' } as const;

/** The router's key of the address the page was loaded at. */
const FIRST_LOCATION_KEY = 'default';

/** What the server rendered; memo, since an update reaching a boundary still hydrating drops its HTML. */
const ServedRemote = memo(function ServedRemote({
  component,
  loadingLabel,
  whenNear,
  whenReached,
}: {
  component: ComponentType;
  loadingLabel: string;
  whenNear: boolean;
  whenReached: boolean;
}) {
  const region = useRef<HTMLDivElement>(null);
  const { key } = useLocation();
  // Only served HTML waits to be reached; rendered in the browser (the visitor came back), the piece
  // has nothing to show until it loads. Hydrating means still at the first address, never navigated.
  const [hydrating] = useState(key === FIRST_LOCATION_KEY && servedPage() !== undefined);
  const gate = useNearGate(region, whenNear, key, whenReached && hydrating ? observeReach : observeNear);
  return (
    <div ref={region} style={whenNear ? undefined : REGION_STYLE} {...hydratingRegion}>
      <Suspense fallback={<Spinner label={loadingLabel} />}>
        <WhenNear gate={gate}>
          {createElement(component)}
          <HydrationMark region={region} />
        </WhenNear>
      </Suspense>
    </div>
  );
});

/** Nothing served to show meanwhile: it loads as it nears the viewport, reached or not. */
function LoadedRemote({ source, attempt, loadingLabel, whenNear = false }: Omit<Props, 'subject' | 'size' | 'whenReached'> & { attempt: number }) {
  const serverMarkup = useServerMarkup();
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, whenNear);
  const spinner = <Spinner label={loadingLabel} />;
  const outlet = (
    <Suspense fallback={spinner}>
      {serverMarkup || !near
        ? // Not rendered on the server: its placeholder is sent and hydrated, then it loads.
          spinner
        : // lazyRemote caches per module and attempt: the element type stays the same across renders.
          createElement(lazyRemote(source, attempt))}
    </Suspense>
  );
  return whenNear ? <div ref={ref}>{outlet}</div> : outlet;
}

/** A remote's component on demand; a failing remote shows a retryable fallback in its outlet only. */
export function RemoteOutlet({ source, subject, size, loadingLabel, whenNear, whenReached }: Props) {
  const [attempt, setAttempt] = useState(0);
  const { remote, module } = source;
  const served = useContext(PreloadedRemotes).get(remoteKey(source));
  return (
    <ErrorBoundary
      key={`${remote}${module}`}
      onError={(error) => console.error('A remote module failed to load or render:', error)}
      onReset={() => setAttempt((n) => n + 1)}
      fallbackRender={({ resetErrorBoundary }) => <RemoteFallback subject={subject} size={size} onRetry={resetErrorBoundary} />}
    >
      {attempt === 0 && served ? (
        <ServedRemote component={served} loadingLabel={loadingLabel} whenNear={whenNear ?? false} whenReached={whenReached ?? false} />
      ) : (
        <LoadedRemote source={source} attempt={attempt} loadingLabel={loadingLabel} whenNear={whenNear} />
      )}
    </ErrorBoundary>
  );
}
