import { HydrationMark, hydratingRegion, observeNear } from '@vaani/ui';
import { memo, Suspense, use, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import styled from 'styled-components';

const SECTION_LOADING_TEXT = 'Loading...';

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 480px;
  color: ${({ theme }) => theme.colors.mutedText};
`;

export function SectionLoading() {
  return <Placeholder role="status">{SECTION_LOADING_TEXT}</Placeholder>;
}

/** Opens once, when the section first comes near the viewport. */
interface NearGate {
  isOpen: boolean;
  opened: Promise<void>;
  open: () => void;
}

function createGate(): NearGate {
  const gate = { isOpen: false } as NearGate;
  gate.opened = new Promise<void>((resolve) => {
    gate.open = () => {
      gate.isOpen = true;
      resolve();
    };
  });
  return gate;
}

/**
 * Holds its children back (suspends) until the gate opens. On the server it never waits: the
 * served HTML holds every section, for a crawler and a first paint. In the browser a section the
 * server sent stays as served, not hydrated, until it nears the viewport; React keeps a suspended
 * boundary's server HTML in place while it waits.
 */
function WhenNear({ gate, children }: { gate: NearGate; children: ReactNode }) {
  if (typeof window !== 'undefined' && !gate.isOpen) use(gate.opened);
  return children;
}

/**
 * A below-the-fold section whose code is fetched, and whose served HTML is hydrated, only when
 * it nears the viewport: the home page's first load then carries the code of what a visitor sees
 * first. A page the browser renders alone shows 'Loading...' there until then. Memoised, so a
 * parent's re-render never reaches a section still waiting to hydrate (React would drop its
 * served HTML for the fallback).
 */
export const DeferredSection = memo(function DeferredSection({ component: Component }: { component: LazyExoticComponent<ComponentType> }) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(createGate);

  useEffect(() => {
    const element = ref.current;
    if (gate.isOpen || !element) return;
    return observeNear(element, gate.open);
  }, [gate]);

  return (
    <div ref={ref} {...hydratingRegion}>
      <Suspense fallback={<SectionLoading />}>
        <WhenNear gate={gate}>
          <Component />
          <HydrationMark region={ref} />
        </WhenNear>
      </Suspense>
    </div>
  );
});
