import { useHomeSections } from '@vaani/data/site-settings';
import { Fragment } from 'react';
import { useSiteImage } from '../api/use-site-content.ts';
import { DeferredSection, SectionLoading } from './deferred-section.tsx';
import { HOME_SECTION_REGISTRY } from './home-section-registry.tsx';

/** The home sections in the visitor's order; it waits for the published order rather than jump to it. */
export default function HomePage() {
  const { sections, ready } = useHomeSections();
  const divider = useSiteImage('sectionDivider')?.url;
  if (!ready) return <SectionLoading />;
  return (
    <>
      {sections.map((entry, index) => {
        const section = HOME_SECTION_REGISTRY[entry.component];
        return (
          <Fragment key={entry.id}>
            {divider && index > 0 ? <img src={divider} alt="" data-section-divider="" style={DIVIDER_STYLE} /> : null}
            <div data-home-section={entry.component}>
              {section.mode === 'eager' ? <section.component /> : <DeferredSection component={section.component} />}
            </div>
          </Fragment>
        );
      })}
    </>
  );
}

/** The admin's section divider (site settings' Backgrounds), between sections; decorative. */
const DIVIDER_STYLE = { display: 'block', width: '100%', height: 24, objectFit: 'cover' } as const;
