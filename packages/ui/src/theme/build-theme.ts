import type { ButtonStyle, ConfigurableButton, SiteConfig } from '@vaani/stores';
import { isCssColor, isCssSize, isSpacing } from '@vaani/validation';
import type { ThemeColors, VaaniTheme } from './theme-types.ts';

/** Colors used when the site configuration does not name one (spec §3 "fallback theme"). */
const FALLBACK = { primary: '#3F66FB', secondary: '#00CFE8', text: '#1A1F36', background: '#FFFFFF' };

const STATIC = {
  fonts: {
    // System fonts: no web-font download on mid-range phones, and native feel in every script.
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  radii: { sm: '6px', md: '10px', lg: '16px', full: '9999px' },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.1)',
    md: '0 4px 12px rgba(15, 23, 42, 0.1), 0 2px 4px rgba(15, 23, 42, 0.06)',
    lg: '0 20px 40px rgba(15, 23, 42, 0.18), 0 8px 16px rgba(15, 23, 42, 0.08)',
  },
  media: {
    sm: '@media (min-width: 640px)',
    md: '@media (min-width: 768px)',
    lg: '@media (min-width: 1024px)',
    xl: '@media (min-width: 1280px)',
  },
  zIndices: { header: 40, dialog: 1000, toast: 1100, tooltip: 1200 },
  durations: { fast: '150ms', normal: '220ms' },
} as const;

const DEFAULT_SPACING = {
  howItWorksVerticalGap: 40,
  sectionPadding: 60,
  testimonialSpacing: 24,
  benefitsGap: 32,
};

function colorsFrom(config: Partial<SiteConfig> | undefined): ThemeColors {
  // Only values that pass the stored-settings rules reach CSS: whatever the database or a local
  // preview holds, nothing can end a declaration or the served <style> element.
  const byId = new Map((config?.styles?.colors ?? []).filter((color) => isCssColor(color.value)).map((color) => [color.id, color.value]));
  const primary = byId.get('primary') ?? FALLBACK.primary;
  return {
    primary,
    secondary: byId.get('secondary') ?? FALLBACK.secondary,
    accent: byId.get('accent') ?? primary,
    text: byId.get('text') ?? FALLBACK.text,
    mutedText: byId.get('mutedText') ?? '#475569',
    background: byId.get('background') ?? FALLBACK.background,
    surface: byId.get('surface') ?? '#F8FAFC',
    border: byId.get('border') ?? '#E2E8F0',
    focus: byId.get('focus') ?? '#2563EB',
    danger: '#B91C1C',
    dangerSurface: '#FEF2F2',
    success: '#15803D',
    overlay: 'rgba(15, 23, 42, 0.6)',
  };
}

function buttonsFrom(
  config: Partial<SiteConfig> | undefined,
  colors: ThemeColors,
): Record<ConfigurableButton, ButtonStyle> {
  const derived: Record<ConfigurableButton, ButtonStyle> = {
    primary: {
      background: colors.primary,
      textColor: '#FFFFFF',
      hoverBackground: colors.text,
      borderRadius: '8px',
      borderColor: colors.primary,
    },
    secondary: {
      background: colors.secondary,
      textColor: colors.text,
      hoverBackground: colors.border,
      borderRadius: '8px',
      borderColor: colors.secondary,
    },
    outline: {
      background: 'transparent',
      textColor: colors.text,
      hoverBackground: colors.surface,
      borderRadius: '8px',
      borderColor: colors.border,
    },
  };
  const configured = config?.styles?.buttons;
  const valid = (style: Partial<ButtonStyle> | undefined): Partial<ButtonStyle> =>
    Object.fromEntries(
      Object.entries(style ?? {}).filter(([prop, value]) => (prop === 'borderRadius' ? isCssSize(value) : isCssColor(value))),
    );
  return {
    primary: { ...derived.primary, ...valid(configured?.primary) },
    secondary: { ...derived.secondary, ...valid(configured?.secondary) },
    outline: { ...derived.outline, ...valid(configured?.outline) },
  };
}

/** The styled-components theme for a site configuration; anything it lacks comes from the fallback. */
export function buildTheme(config?: Partial<SiteConfig>): VaaniTheme {
  const colors = colorsFrom(config);
  return {
    ...STATIC,
    colors,
    buttons: buttonsFrom(config, colors),
    spacing: { ...DEFAULT_SPACING, ...Object.fromEntries(Object.entries(config?.styles?.spacing ?? {}).filter(([, value]) => isSpacing(value))) },
  };
}

export const defaultTheme: VaaniTheme = buildTheme();
