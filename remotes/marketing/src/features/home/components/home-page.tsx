import { getPublishedSiteSettings } from '@vaani/data/public-content';
import { loadPublishedSettings, useSectionOrderStore } from '@vaani/stores';
import { useEffect } from 'react';
import { DeferredSection, SectionLoading } from './deferred-section.tsx';
import { HOME_SECTION_REGISTRY } from './home-section-registry.tsx';

/**
 * The home page: its sections in the visitor's order (local preview, else the published order,
 * else the default). It waits for the published settings (the host asks for them at start; a
 * page shown without the host asks itself), so the page does not jump from the default order to
 * the published one.
 */
export default function HomePage() {
  const sections = useSectionOrderStore((state) => state.sections);
  const ready = useSectionOrderStore((state) => state.publishedLoaded);

  useEffect(() => {
    if (!ready) void loadPublishedSettings(getPublishedSiteSettings);
  }, [ready]);

  if (!ready) return <SectionLoading />;
  return (
    <>
      {sections.map((entry) => {
        const section = HOME_SECTION_REGISTRY[entry.component];
        return (
          <div key={entry.id} data-home-section={entry.component}>
            {section.mode === 'eager' ? <section.component /> : <DeferredSection component={section.component} />}
          </div>
        );
      })}
    </>
  );
}
