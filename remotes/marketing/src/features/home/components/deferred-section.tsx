import { useLocation } from '@vaani/router';
import { HydrationMark, hydratingRegion, useNearGate, WhenNear } from '@vaani/ui';
import { lazy, memo, Suspense, useRef, type ComponentType } from 'react';
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

/** Until first drawn a section counts as a phone screen tall, then as tall as last drawn. */
const OFF_SCREEN = { contentVisibility: 'auto', containIntrinsicSize: 'auto 800px' } as const;

/**
 * A below-the-fold section fetched and hydrated as it nears the viewport; memoised, since a
 * re-render reaching it while it waits to hydrate would drop its served HTML.
 */
export function deferred(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Component = lazy(load);
  return memo(function DeferredSection() {
    const ref = useRef<HTMLDivElement>(null);
    const gate = useNearGate(ref, true, useLocation().key);
    return (
      <div ref={ref} {...hydratingRegion} style={OFF_SCREEN}>
        <Suspense fallback={<SectionLoading />}>
          <WhenNear gate={gate}>
            <Component />
            <HydrationMark region={ref} />
          </WhenNear>
        </Suspense>
      </div>
    );
  });
}
