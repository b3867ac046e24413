/** Every home-page section the marketing remote knows how to render, by component name. */
const HOME_SECTION_COMPONENTS = [
  'HeroSection',
  'RequestCallbackSection',
  'HowItWorksSection',
  'OmnichannelBanner',
  'BenefitsSection',
  'UseCasesSection',
  'TestimonialsSection',
  'CallToActionSection',
  'KeyFeaturesSection',
] as const;

export type HomeSectionComponent = (typeof HOME_SECTION_COMPONENTS)[number];

export interface HomeSectionEntry {
  id: string;
  name: string;
  component: HomeSectionComponent;
}

export const DEFAULT_SECTION_ORDER: readonly HomeSectionEntry[] = [
  { id: 'hero', name: 'Hero Banner', component: 'HeroSection' },
  { id: 'request-callback', name: 'Request Callback', component: 'RequestCallbackSection' },
  { id: 'how-it-works', name: 'How It Works', component: 'HowItWorksSection' },
  { id: 'omnichannel-banner', name: 'Omni-channel Banner', component: 'OmnichannelBanner' },
  { id: 'benefits', name: 'Benefits for Real Estate', component: 'BenefitsSection' },
  { id: 'key-features', name: 'Key Features', component: 'KeyFeaturesSection' },
  { id: 'use-cases', name: 'Use Cases', component: 'UseCasesSection' },
  { id: 'testimonials', name: 'Testimonials', component: 'TestimonialsSection' },
  { id: 'call-to-action', name: 'Call to Action', component: 'CallToActionSection' },
];

export const isHomeSectionComponent = (value: unknown): value is HomeSectionComponent =>
  (HOME_SECTION_COMPONENTS as readonly unknown[]).includes(value);
