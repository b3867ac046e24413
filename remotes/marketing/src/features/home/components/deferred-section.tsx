import { useLocation } from '@vaani/router';
import { HydrationMark, hydratingRegion, useNearGate, WhenNear } from '@vaani/ui';
import { memo, Suspense, useRef, type ComponentType, type LazyExoticComponent } from 'react';
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
 * A below-the-fold section whose code is fetched, and whose served HTML is hydrated, only when
 * it nears the viewport: the home page's first load then carries the code of what a visitor sees
 * first. A page the browser renders alone shows 'Loading...' there until then. Memoised, so a
 * parent's re-render never reaches a section still waiting to hydrate (React would drop its
 * served HTML for the fallback). Off screen the browser skips its style, layout and paint
 * (content-visibility), which every style change of the page's load would otherwise redo.
 */
export const DeferredSection = memo(function DeferredSection({ component: Component }: { component: LazyExoticComponent<ComponentType> }) {
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
