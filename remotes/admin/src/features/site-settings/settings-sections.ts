// The site settings as a marketer reads them, grouped as the site shows them. One table, so the
// editor, the changed-field count and the database's refusals all read the same.
import type { ButtonStyle, ConfigurableButton, SpacingSettings } from '@vaani/stores';

/** Each kind of setting's dotted path in the configuration: the key of its value, problem and history. */
export const settingPath = {
  color: (id: string) => `styles.colors.${id}.value`,
  button: (button: string, prop: string) => `styles.buttons.${button}.${prop}`,
  spacing: (key: string) => `styles.spacing.${key}`,
  link: (id: string) => `links.${id}.url`,
  image: (id: string) => `images.${id}.url`,
  text: (id: string) => `texts.${id}.content`,
};

export interface SettingField {
  kind: keyof typeof settingPath;
  path: string;
  label: string;
  hint: string;
  long?: boolean;
}

interface SettingsGroup {
  title: string;
  fields: readonly SettingField[];
}

export interface SettingsSection {
  id: string;
  title: string;
  /** Where the section's settings show, in one line. */
  intro: string;
  groups: readonly SettingsGroup[];
}

const color = (id: string, label: string, hint: string): SettingField => ({ kind: 'color', path: settingPath.color(id), label, hint });
const link = (id: string, label: string, hint: string): SettingField => ({ kind: 'link', path: settingPath.link(id), label, hint });
const image = (id: string, label: string, hint: string): SettingField => ({ kind: 'image', path: settingPath.image(id), label, hint });
const text = (id: string, label: string, hint: string, long = false): SettingField => ({ kind: 'text', path: settingPath.text(id), label, hint, long });
const spacing = (key: keyof SpacingSettings, label: string, hint: string): SettingField => ({ kind: 'spacing', path: settingPath.spacing(key), label, hint });

const BUTTON_NAMES: Record<ConfigurableButton, { name: string; shows: string }> = {
  primary: { name: 'Main button', shows: 'Try Now and the other main calls to action on light backgrounds' },
  secondary: { name: 'Second button', shows: 'Book Demo beside Try Now, and Get Started Now on dark bands' },
  outline: { name: 'Outlined button', shows: 'quieter actions such as Learn more' },
};
const BUTTON_PARTS: [keyof ButtonStyle, string][] = [
  ['background', 'background'],
  ['textColor', 'text colour'],
  ['hoverBackground', 'background under the pointer'],
  ['borderColor', 'border colour'],
  ['borderRadius', 'corner rounding'],
];
const buttonGroup = (button: ConfigurableButton): SettingsGroup => ({
  title: BUTTON_NAMES[button].name,
  fields: BUTTON_PARTS.map(([prop, part]) => ({
    kind: 'button',
    path: settingPath.button(button, prop),
    label: `${BUTTON_NAMES[button].name} ${part}`,
    hint: `On ${BUTTON_NAMES[button].shows}.`,
  })),
});

/** A section of one group: the editor shows no group heading under the section's own. */
const single = (id: string, title: string, intro: string, fields: readonly SettingField[]): SettingsSection => ({ id, title, intro, groups: [{ title, fields }] });

export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  {
    id: 'brand',
    title: 'Brand',
    intro: 'Colours, logos and buttons every page shares.',
    groups: [
      {
        title: 'Colours',
        fields: [
          color('primary', 'Primary', 'Headings, main buttons and key accents on every page.'),
          color('secondary', 'Secondary', 'Section backgrounds and second buttons.'),
          color('accent', 'Accent', 'Links, highlights and the focus ring around what the keyboard is on.'),
          color('text', 'Text', 'Body text on every page.'),
          color('background', 'Background', 'The page background behind everything.'),
        ],
      },
      {
        title: 'Logos',
        fields: [
          image('logo', 'Logo', 'In the header, on light backgrounds.'),
          image('logoWhite', 'Logo on dark backgrounds', 'In the dark footer when no footer logo is chosen.'),
          image('favicon', 'Browser tab icon', 'The small icon in the browser tab and bookmarks.'),
        ],
      },
      buttonGroup('primary'),
      buttonGroup('secondary'),
      buttonGroup('outline'),
      {
        title: 'Spacing',
        fields: [
          spacing('sectionPadding', 'Space above and below sections (px)', 'Between the home page sections.'),
          spacing('howItWorksVerticalGap', 'Space between How it works steps (px)', 'Between the three steps of How it works.'),
          spacing('benefitsGap', 'Space between benefit cards (px)', 'Between the four cards of the Benefits section.'),
          spacing('testimonialSpacing', 'Space between testimonials (px)', 'Between the customer quotes.'),
        ],
      },
    ],
  },
  {
    id: 'header-footer',
    title: 'Header and footer',
    intro: 'The footer at the bottom of every page: its logo and the social media icons.',
    groups: [
      { title: 'Footer logo', fields: [image('footerLogo', 'Footer logo', 'At the top of the footer on every page.')] },
      {
        title: 'Social media',
        fields: ['Facebook', 'Instagram', 'Twitter', 'LinkedIn'].map((name) =>
          link(name.toLowerCase(), name, `The ${name} icon in the footer; leave empty to hide it.`),
        ),
      },
    ],
  },
  single('hero', 'Home: hero', 'The first screen of the home page.', [
    text('hero-title', 'Headline', 'The large heading at the top of the home page.'),
    text('hero-subtitle', 'Introduction', 'The paragraph under the headline.', true),
    text('hero-primaryButtonText', 'Main button text', 'The first button under the introduction (opens Get a Demo Call).'),
    text('hero-secondaryButtonText', 'Second button text', 'The button beside it (opens Book a Live Demo).'),
    image('heroProduct', 'Product picture', 'Beside the headline on wide screens, under it on phones.'),
    image('heroBackground', 'Background picture', 'Behind the whole first screen.'),
    image('heroPattern', 'Background pattern', 'A pattern over the first screen’s background.'),
  ]),
  single('benefits', 'Home: benefits', 'The four benefit cards of the home page.', [
    text('benefits-title', 'Heading', 'Above the four benefit cards.'),
    text('benefits-subtitle', 'Introduction', 'Under the heading.', true),
    ...[1, 2, 3, 4].flatMap((n) => [
      text(`benefits-benefit${n}Title`, `Card ${n} title`, `The title of benefit card ${n}.`),
      text(`benefits-benefit${n}Description`, `Card ${n} text`, `The text of benefit card ${n}.`, true),
      image(`benefitsIcon${n}`, `Card ${n} icon`, `At the top of benefit card ${n}.`),
    ]),
  ]),
  single('how-it-works', 'Home: how it works', 'The three steps of the home page.', [
    text('howitworks-title', 'Heading', 'Above the three steps.'),
    text('howitworks-subtitle', 'Introduction', 'Under the heading.', true),
    ...[1, 2, 3].flatMap((n) => [
      text(`howitworks-step${n}Title`, `Step ${n} title`, `The title of step ${n}.`),
      text(`howitworks-step${n}Description`, `Step ${n} text`, `The text of step ${n}.`, true),
      image(`howItWorksStep${n}`, `Step ${n} picture`, `Beside step ${n}.`),
    ]),
  ]),
  single('omnichannel', 'Home: every channel', 'The section about voice, WhatsApp, SMS and email.', [
    text('omnichannel-heading', 'Heading', 'The heading of the every-channel section.'),
    text('omnichannel-description', 'Text', 'The paragraph under it.', true),
  ]),
  single('omnichannel-banner', 'Home: channel banner', 'The coloured banner with the agent’s picture.', [
    text('omnichannelbanner-title', 'Banner title', 'The large line in the banner.'),
    text('omnichannelbanner-subtitle', 'Banner text', 'The line under it.'),
    image('omnichannelBanner', 'Banner picture', 'The banner’s background picture.'),
    image('agentImage', 'Agent picture', 'The sales agent shown in the banner.'),
  ]),
  single('use-cases', 'Use cases', 'The pictures of the use-case pages.', [
    image('useCaseLeadGeneration', 'Lead generation picture', 'On the lead qualification use case.'),
    image('useCaseCustomerSupport', 'Customer support picture', 'On the post-sale support use case.'),
    image('useCaseAppointmentBooking', 'Appointment booking picture', 'On the virtual tours use case.'),
    image('useCaseFollowUp', 'Follow-up picture', 'On the post-purchase use case.'),
  ]),
  single('testimonials', 'Home: testimonials', 'The customers’ photos beside their quotes (the quotes are edited under Testimonials).', [
    ...['first', 'second', 'third'].map((nth, index) => image(`testimonialAvatar${index + 1}`, `Customer ${index + 1} photo`, `Beside the ${nth} quote.`)),
  ]),
  single('call-to-action', 'Home: call to action', 'The closing band at the bottom of the home page.', [
    text('calltoaction-title', 'Heading', 'The large line of the closing band.'),
    text('calltoaction-subtitle', 'Text', 'The line under it.'),
    text('calltoaction-primaryButtonText', 'Main button text', 'Its first button (opens Get Started).'),
    text('calltoaction-secondaryButtonText', 'Second button text', 'The button beside it (opens Book a Live Demo).'),
  ]),
  {
    id: 'images',
    title: 'Images',
    intro: 'Pictures of the other pages and the backgrounds between sections.',
    groups: [
      {
        title: 'Real-estate solution page',
        fields: [
          image('realEstateHero', 'Page picture', 'At the top of /solutions/real-estate.'),
          image('realEstateSolution', 'Solution picture', 'Further down /solutions/real-estate.'),
        ],
      },
      { title: 'Backgrounds', fields: [image('sectionDivider', 'Divider between sections', 'Between the home page sections.')] },
    ],
  },
  single('links', 'Links and calendar', 'Where the site’s buttons lead.', [
    link('demo-booking', 'Demo booking calendar', 'The calendar Book a Live Demo opens (a Cal.com or Calendly page).'),
    link('get-started', 'Get started', 'Where Get Started in the footer leads (a path such as /pricing or a full address).'),
  ]),
];

/** The section that only explains (analytics are set where the site is built, not here). */
export const ANALYTICS_SECTION = { id: 'analytics', title: 'Analytics' } as const;

export const allFields = (): SettingField[] => SETTINGS_SECTIONS.flatMap((section) => section.groups.flatMap((group) => group.fields));

