import type { DefaultTheme } from 'styled-components';

export interface BrandColors {
  primaryColor?: string | undefined;
  accentColor?: string | undefined;
}

/** A partner's `primary-color` / `accent-color` attributes, laid over the site theme. */
export function withBrandColors(theme: DefaultTheme, { primaryColor, accentColor }: BrandColors): DefaultTheme {
  if (!primaryColor && !accentColor) return theme;
  const primary = primaryColor || theme.colors.primary;
  const accent = accentColor || (primaryColor ? primary : theme.colors.accent);
  return {
    ...theme,
    colors: { ...theme.colors, primary, accent },
    buttons: {
      ...theme.buttons,
      primary: { ...theme.buttons.primary, background: primary, borderColor: primary },
    },
  };
}
