import { useHomeSections } from '@vaani/data/site-settings';
import type { HomeSectionComponent } from '@vaani/stores';
import { Fragment, type ComponentType } from 'react';
import { useSiteImage } from '../api/use-site-content.ts';
import { deferred, SectionLoading } from './deferred-section.tsx';
import HeroSection from './hero-section.tsx';
import RequestCallbackSection from './request-callback-section.tsx';

/** Every home section by its stored name; all but the hero and the callback slot load near the viewport. */
const HOME_SECTIONS: Record<HomeSectionComponent, ComponentType> = {
  HeroSection,
  RequestCallbackSection,
  HowItWorksSection: deferred(() => import('./how-it-works-section.tsx')),
  OmnichannelBanner: deferred(() => import('./omnichannel-banner.tsx')),
  BenefitsSection: deferred(() => import('./benefits-section.tsx')),
  KeyFeaturesSection: deferred(() => import('../../key-features/components/key-features-section.tsx')),
  UseCasesSection: deferred(() => import('../../use-cases/components/use-cases-section.tsx')),
  TestimonialsSection: deferred(() => import('../../testimonials/components/testimonials-section.tsx')),
  CallToActionSection: deferred(() => import('./call-to-action-section.tsx')),
};

/** The home sections in the visitor's order; it waits for the published order rather than jump to it. */
export default function HomePage() {
  const { sections, ready } = useHomeSections();
  const divider = useSiteImage('sectionDivider')?.url;
  if (!ready) return <SectionLoading />;
  return (
    <>
      {sections.map((entry, index) => {
        const Section = HOME_SECTIONS[entry.component];
        return (
          <Fragment key={entry.id}>
            {divider && index > 0 ? <img src={divider} alt="" data-section-divider="" style={DIVIDER_STYLE} /> : null}
            <div data-home-section={entry.component}>
              <Section />
            </div>
          </Fragment>
        );
      })}
    </>
  );
}

/** The admin's section divider (site settings' Backgrounds), between sections; decorative. */
const DIVIDER_STYLE = { display: 'block', width: '100%', height: 24, objectFit: 'cover' } as const;
