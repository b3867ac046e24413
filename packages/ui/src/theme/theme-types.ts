import type { ButtonStyle, ConfigurableButton, SpacingSettings } from '@vaani/stores';

export interface ThemeColors {
  primary: string;
  secondary: string;
  accent: string;
  text: string;
  mutedText: string;
  background: string;
  surface: string;
  border: string;
  focus: string;
  danger: string;
  dangerSurface: string;
  success: string;
  overlay: string;
}

export interface VaaniTheme {
  colors: ThemeColors;
  buttons: Record<ConfigurableButton, ButtonStyle>;
  spacing: SpacingSettings;
  fonts: { body: string; mono: string };
  radii: { sm: string; md: string; lg: string; full: string };
  shadows: { sm: string; md: string; lg: string };
  /** Mobile first: each query applies from that width up. */
  media: { sm: string; md: string; lg: string; xl: string };
  zIndices: { header: number; dialog: number; toast: number; tooltip: number };
  durations: { fast: string; normal: string };
}
