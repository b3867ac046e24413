import { useServerMarkup } from '@vaani/ui';
import { Suspense, useEffect, useRef, useState, type LazyExoticComponent, type ComponentType } from 'react';
import styled from 'styled-components';

/** Sections start loading their code this far before they scroll into view. */
const SECTION_PRELOAD_MARGIN = '200px 0px';

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

/**
 * A below-the-fold section whose code is fetched only when it nears the viewport, keeping the
 * home page's first load small; until then (and while its chunk loads) it shows 'Loading...'.
 */
export function DeferredSection({ component: Component }: { component: LazyExoticComponent<ComponentType> }) {
  const ref = useRef<HTMLDivElement>(null);
  // Rendered on the server (and so hydrated) the section is there from the start: its content is
  // in the served HTML, for a crawler and a first paint. Only a page the browser renders alone
  // defers it.
  const serverRendered = useServerMarkup();
  const [near, setNear] = useState(() => serverRendered || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: SECTION_PRELOAD_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={<SectionLoading />}>
          <Component />
        </Suspense>
      ) : (
        <SectionLoading />
      )}
    </div>
  );
}
