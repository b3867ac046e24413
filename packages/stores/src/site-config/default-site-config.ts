import { DEFAULT_LINKS } from './default-links.ts';
import { DEFAULT_STYLES } from './default-styles.ts';
import type { ImageSetting, SiteConfig, SocialLinkId, TextSetting } from './site-config-types.ts';

const text = (section: string, field: string, content: string): TextSetting => ({
  id: `${section}-${field}`,
  section,
  field,
  content,
});

// An empty url means "no image chosen yet": sections then show their built-in artwork or a placeholder.
const image = (section: string, field: string, alt: string, description: string, url = ''): ImageSetting => ({
  id: field,
  section,
  field,
  url,
  alt,
  description,
});

/** The footer's social links, in the order it shows them; their addresses are links of the config. */
export const SOCIAL_LINK_IDS: readonly SocialLinkId[] = ['facebook', 'instagram', 'twitter', 'linkedin'];

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  styles: DEFAULT_STYLES,
  links: DEFAULT_LINKS,
  images: [
    image('Homepage', 'heroBackground', '', 'Hero section background'),
    image('Homepage', 'heroProduct', 'Vaani AI voice agent dashboard', 'Hero product shot'),
    image('Homepage', 'benefitsIcon1', '24/7 availability icon', 'Benefit card 1 icon'),
    image('Homepage', 'benefitsIcon2', 'Human-like conversations icon', 'Benefit card 2 icon'),
    image('Homepage', 'benefitsIcon3', 'Instant lead qualification icon', 'Benefit card 3 icon'),
    image('Homepage', 'benefitsIcon4', 'CRM integration icon', 'Benefit card 4 icon'),
    image('Homepage', 'howItWorksStep1', 'Step 1: connect your lead sources', 'How it works, step 1'),
    image('Homepage', 'howItWorksStep2', 'Step 2: the AI agent calls and qualifies', 'How it works, step 2'),
    image('Homepage', 'howItWorksStep3', 'Step 3: qualified leads land in your CRM', 'How it works, step 3'),
    image('Homepage', 'omnichannelBanner', 'Voice, WhatsApp, SMS and email in one agent', 'Omni-channel banner'),
    image('Homepage', 'agentImage', 'Vaani AI sales agent', 'Agent image in the omni-channel banner'),
    image('Use Cases', 'useCaseLeadGeneration', 'Lead generation', 'Lead generation use case'),
    image('Use Cases', 'useCaseCustomerSupport', 'Customer support', 'Customer support use case'),
    image('Use Cases', 'useCaseAppointmentBooking', 'Appointment booking', 'Appointment booking use case'),
    image('Use Cases', 'useCaseFollowUp', 'Follow up', 'Follow-up use case'),
    image('Testimonials', 'testimonialAvatar1', 'Customer photo', 'Testimonial avatar 1'),
    image('Testimonials', 'testimonialAvatar2', 'Customer photo', 'Testimonial avatar 2'),
    image('Testimonials', 'testimonialAvatar3', 'Customer photo', 'Testimonial avatar 3'),
    image(
      'Real Estate Solution',
      'realEstateHero',
      'Modern residential towers',
      'Real-estate solution hero image',
      '/solutions/real-estate-towers.svg',
    ),
    image(
      'Real Estate Solution',
      'realEstateSolution',
      'Sales team reviewing qualified leads',
      'Real-estate solution image',
      '/solutions/real-estate-sales-desk.svg',
    ),
    image('Brand', 'logo', 'Vaani AI', 'Logo on light backgrounds'),
    image('Brand', 'logoWhite', 'Vaani AI', 'Logo on dark backgrounds'),
    image('Brand', 'favicon', '', 'Browser tab icon'),
    image('Footer', 'footerLogo', 'Vaani AI', 'Footer logo'),
    image('Backgrounds', 'heroPattern', '', 'Hero background pattern'),
    image('Backgrounds', 'sectionDivider', '', 'Divider between sections'),
  ],
  texts: [
    text('hero', 'title', 'AI voice agents that call, qualify and convert your leads'),
    text(
      'hero',
      'subtitle',
      'Vaani AI answers every enquiry in seconds, speaks like your best sales executive in Hindi and English, and books site visits around the clock.',
    ),
    text('hero', 'primaryButtonText', 'Try Now'),
    text('hero', 'secondaryButtonText', 'Book Demo'),
    text('benefits', 'title', 'Benefits for real estate'),
    text('benefits', 'subtitle', 'Every lead called, qualified and followed up, without adding headcount.'),
    text('benefits', 'benefit1Title', '24/7 Availability'),
    text('benefits', 'benefit1Description', 'Respond to every enquiry instantly, at midnight or on a holiday.'),
    text('benefits', 'benefit2Title', 'Human-like Conversations'),
    text('benefits', 'benefit2Description', 'Natural, multilingual voices that buyers are happy to talk to.'),
    text('benefits', 'benefit3Title', 'Instant Lead Qualification'),
    text('benefits', 'benefit3Description', 'Budget, location and timeline captured on the first call.'),
    text('benefits', 'benefit4Title', 'CRM Integration'),
    text('benefits', 'benefit4Description', 'Qualified leads and call summaries flow straight into your CRM.'),
    text('howitworks', 'title', 'How it works'),
    text('howitworks', 'subtitle', 'From a new enquiry to a booked site visit in three steps.'),
    text('howitworks', 'step1Title', 'Connect your lead sources'),
    text(
      'howitworks',
      'step1Description',
      'Leads from 99acres, MagicBricks, Housing.com, your website and Facebook ads flow straight to your agent.',
    ),
    text('howitworks', 'step2Title', 'The AI agent calls and qualifies'),
    text(
      'howitworks',
      'step2Description',
      'Within a minute it calls the buyer, answers questions about the project and asks about budget, BHK and timeline.',
    ),
    text('howitworks', 'step3Title', 'Your team closes'),
    text(
      'howitworks',
      'step3Description',
      'Qualified buyers get a site visit booked; your sales team gets the summary and transcript in the CRM.',
    ),
    text('omnichannel', 'heading', 'One agent, every channel'),
    text(
      'omnichannel',
      'description',
      'Your AI agent follows up by voice call, WhatsApp, SMS and email, picking the channel each buyer prefers.',
    ),
    text('omnichannelbanner', 'title', 'Voice calls, WhatsApp, SMS and email'),
    text('omnichannelbanner', 'subtitle', 'Meet your buyers wherever they are.'),
    text('calltoaction', 'title', 'Ready to never miss a lead again?'),
    text('calltoaction', 'subtitle', 'Put an AI sales agent to work on your enquiries today.'),
    text('calltoaction', 'primaryButtonText', 'Get Started Now'),
    text('calltoaction', 'secondaryButtonText', 'Book Demo'),
  ],
};
