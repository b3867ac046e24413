import type { HomeSectionComponent } from '@vaani/stores';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import HeroSection from './hero-section.tsx';
import RequestCallbackSection from './request-callback-section.tsx';

type SectionRender =
  | { mode: 'eager'; component: ComponentType }
  | { mode: 'deferred'; component: LazyExoticComponent<ComponentType> };

/** Every home section by its stored name; all but the hero and the callback slot load near the viewport. */
export const HOME_SECTION_REGISTRY: Record<HomeSectionComponent, SectionRender> = {
  HeroSection: { mode: 'eager', component: HeroSection },
  RequestCallbackSection: { mode: 'eager', component: RequestCallbackSection },
  HowItWorksSection: { mode: 'deferred', component: lazy(() => import('./how-it-works-section.tsx')) },
  OmnichannelBanner: { mode: 'deferred', component: lazy(() => import('./omnichannel-banner.tsx')) },
  BenefitsSection: { mode: 'deferred', component: lazy(() => import('./benefits-section.tsx')) },
  KeyFeaturesSection: {
    mode: 'deferred',
    component: lazy(() => import('../../key-features/components/key-features-section.tsx')),
  },
  UseCasesSection: { mode: 'deferred', component: lazy(() => import('../../use-cases/components/use-cases-section.tsx')) },
  TestimonialsSection: {
    mode: 'deferred',
    component: lazy(() => import('../../testimonials/components/testimonials-section.tsx')),
  },
  CallToActionSection: { mode: 'deferred', component: lazy(() => import('./call-to-action-section.tsx')) },
};
