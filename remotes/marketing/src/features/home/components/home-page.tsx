import { useHomeSections } from '@vaani/data/site-settings';
import { DeferredSection, SectionLoading } from './deferred-section.tsx';
import { HOME_SECTION_REGISTRY } from './home-section-registry.tsx';

/**
 * The home page: its sections in the visitor's order (local preview, else the published order,
 * else the default). Until the published order is known it waits, so the page does not jump from
 * the default order to the published one; a server-rendered page comes with it.
 */
export default function HomePage() {
  const { sections, ready } = useHomeSections();
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
