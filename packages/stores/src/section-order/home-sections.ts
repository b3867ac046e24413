/** The home page's sections in their default order: every section the marketing remote knows how to render. */
export const DEFAULT_SECTION_ORDER = [
  { id: 'hero', name: 'Hero Banner', component: 'HeroSection' },
  { id: 'request-callback', name: 'Request Callback', component: 'RequestCallbackSection' },
  { id: 'how-it-works', name: 'How It Works', component: 'HowItWorksSection' },
  { id: 'omnichannel-banner', name: 'Omni-channel Banner', component: 'OmnichannelBanner' },
  { id: 'benefits', name: 'Benefits for Real Estate', component: 'BenefitsSection' },
  { id: 'key-features', name: 'Key Features', component: 'KeyFeaturesSection' },
  { id: 'use-cases', name: 'Use Cases', component: 'UseCasesSection' },
  { id: 'testimonials', name: 'Testimonials', component: 'TestimonialsSection' },
  { id: 'call-to-action', name: 'Call to Action', component: 'CallToActionSection' },
] as const;

export type HomeSectionComponent = (typeof DEFAULT_SECTION_ORDER)[number]['component'];

export interface HomeSectionEntry {
  id: string;
  name: string;
  component: HomeSectionComponent;
}

export const isHomeSectionComponent = (value: unknown): value is HomeSectionComponent =>
  DEFAULT_SECTION_ORDER.some((entry) => entry.component === value);
