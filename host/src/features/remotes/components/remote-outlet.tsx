import { HydrationMark, hydratingRegion, observeNear, observeReach, Spinner, useNearGate, useNearViewport, useServerMarkup, WhenNear } from '@vaani/ui';
import { createElement, memo, Suspense, useContext, useRef, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from '@vaani/router';
import type { RemoteModule } from '../../../routes/route-table.ts';
import { servedPage } from '../../ssr/served-page.ts';
import { lazyRemote } from '../api/lazy-remote.ts';
import { RemoteFallback, type RemoteFallbackSize } from './remote-fallback.tsx';
import { PreloadedRemotes, remoteKey } from './preloaded-remotes.ts';

interface Props {
  source: RemoteModule;
  subject: string;
  size: RemoteFallbackSize;
  loadingLabel: string;
  /**
   * A piece below the fold (the footer's newsletter box, the home page's callback form): its
   * remote loads when it nears the viewport, not with the page.
   */
  whenNear?: boolean;
  /**
   * With whenNear, a served piece that starts within a phone's first screen (the home page's
   * callback form): its served HTML waits, its code not fetched, until the visitor reaches for it
   * or first scrolls (observeReach), since nearing the viewport would load it with the page.
   * What is typed or pressed meanwhile is held and replayed (see early-clicks.tsx). Rendered in
   * the browser instead of hydrated, it loads as it nears the viewport.
   */
  whenReached?: boolean;
}

/**
 * A region box that is no box: the page lays out as if the remote's markup were in its place. A
 * piece hydrated when near keeps a box of its own, for the viewport observer to watch.
 */
const REGION_STYLE = { display: 'contents' } as const;

/** The router's key of the address the page was loaded at. */
const FIRST_LOCATION_KEY = 'default';

/**
 * What the server rendered: nothing here changes while it hydrates, since an update reaching a
 * boundary that is still hydrating makes React throw the served HTML away (a layout shift), hence
 * memo. The region is marked until the remote's piece has hydrated (see HydrationMark); a piece
 * below the fold (`whenNear`) keeps its served HTML, its code not even fetched, until it nears
 * the viewport.
 */
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
  // Only the served HTML waits to be reached: rendered in the browser (the visitor came back to
  // the page), the piece has nothing to show until it loads, so it loads as it nears the viewport.
  // Hydrating means still at the page's first address (the router keys it 'default'; a piece
  // inside the page's own remote first renders after the shell is live), never navigated since.
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

/**
 * Renders a remote's exposed component on demand, with a spinner and a retryable fallback; the
 * boundary contains a failing remote to its own outlet, so the rest of the page keeps working.
 */
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
