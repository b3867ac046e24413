interface ColorSetting {
  id: string;
  name: string;
  value: string;
  description: string;
}

export interface ButtonStyle {
  background: string;
  textColor: string;
  hoverBackground: string;
  borderRadius: string;
  borderColor: string;
}

export type ConfigurableButton = 'primary' | 'secondary' | 'outline';

export interface SpacingSettings {
  howItWorksVerticalGap: number;
  sectionPadding: number;
  testimonialSpacing: number;
  benefitsGap: number;
}

export interface StyleSettings {
  colors: ColorSetting[];
  buttons: Record<ConfigurableButton, ButtonStyle>;
  spacing: SpacingSettings;
}

export type SocialLinkId = 'facebook' | 'instagram' | 'twitter' | 'linkedin';

export interface LinkSetting {
  id: string;
  name: string;
  url: string;
}

export interface ImageSetting {
  id: string;
  section: string;
  field: string;
  url: string;
  alt: string;
  description: string;
}

export interface TextSetting {
  id: string;
  section: string;
  field: string;
  content: string;
}

export interface SiteConfig {
  styles: StyleSettings;
  links: LinkSetting[];
  images: ImageSetting[];
  texts: TextSetting[];
}
