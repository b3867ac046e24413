/** Every home-page section the marketing remote knows how to render, by component name. */
export const HOME_SECTION_COMPONENTS = [
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

/**
 * Names that orders saved before this naming used (the first seed data and earlier admin builds
 * wrote 'HeroBanner', 'UseCases', ...). Reading them as today's sections keeps such a published
 * order working instead of skipping nearly every entry.
 */
const EARLIER_NAMES: Readonly<Record<string, HomeSectionComponent>> = {
  HeroBanner: 'HeroSection',
  RequestCallback: 'RequestCallbackSection',
  HowItWorks: 'HowItWorksSection',
  Benefits: 'BenefitsSection',
  KeyFeatures: 'KeyFeaturesSection',
  UseCases: 'UseCasesSection',
  Testimonials: 'TestimonialsSection',
  CallToAction: 'CallToActionSection',
};

/** Today's component for a stored name, or undefined when this build does not know it. */
export function toHomeSectionComponent(value: unknown): HomeSectionComponent | undefined {
  if (isHomeSectionComponent(value)) return value;
  return typeof value === 'string' && Object.hasOwn(EARLIER_NAMES, value) ? EARLIER_NAMES[value] : undefined;
}
