import { DEFAULT_STYLES, type ButtonStyle, type ConfigurableButton, type SiteConfig, type SpacingSettings } from '@vaani/stores';
import { isCssColor, isCssSize, isSpacing } from '@vaani/validation';

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
  /** Mobile first: each query applies from that width up. */
  media: {
    sm: '@media (min-width: 640px)',
    md: '@media (min-width: 768px)',
    lg: '@media (min-width: 1024px)',
    xl: '@media (min-width: 1280px)',
  },
  zIndices: { header: 40, dialog: 1000, toast: 1100 },
  durations: { fast: '150ms', normal: '220ms' },
};

function colorsFrom(config: Partial<SiteConfig> | undefined) {
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
    // Section backgrounds follow Secondary and the focus ring follows Accent, as their hints say.
    surface: byId.get('surface') ?? byId.get('secondary') ?? '#F8FAFC',
    border: byId.get('border') ?? '#E2E8F0',
    focus: byId.get('focus') ?? byId.get('accent') ?? '#2563EB',
    danger: '#B91C1C',
    dangerSurface: '#FEF2F2',
    success: '#15803D',
    overlay: 'rgba(15, 23, 42, 0.6)',
  };
}

type ThemeColors = ReturnType<typeof colorsFrom>;

// A button part the settings leave at its default follows the colour it was drawn from, so that
// publishing a new Primary restyles the main buttons as that colour's hint says; a part given a
// value of its own keeps it.
const FOLLOWS: Record<ConfigurableButton, Partial<Record<keyof ButtonStyle, keyof ThemeColors>>> = {
  primary: { background: 'primary', borderColor: 'primary' },
  secondary: { background: 'secondary', textColor: 'primary' },
  outline: { textColor: 'primary' },
};

function buttonFrom(button: ConfigurableButton, configured: Partial<ButtonStyle> | undefined, colors: ThemeColors): ButtonStyle {
  const defaults = DEFAULT_STYLES.buttons[button];
  const part = (prop: keyof ButtonStyle): string => {
    const value = configured?.[prop];
    const valid = value !== undefined && (prop === 'borderRadius' ? isCssSize(value) : isCssColor(value));
    if (valid && value.toLowerCase() !== defaults[prop].toLowerCase()) return value;
    const colour = FOLLOWS[button][prop];
    return colour ? colors[colour] : defaults[prop];
  };
  const style = { ...defaults };
  for (const prop of Object.keys(style) as (keyof ButtonStyle)[]) style[prop] = part(prop);
  return style;
}

/** The styled-components theme for a site configuration; anything it lacks comes from the fallback. */
export function buildTheme(config?: Partial<SiteConfig>) {
  const colors = colorsFrom(config);
  const spacing: SpacingSettings = { ...DEFAULT_STYLES.spacing, ...Object.fromEntries(Object.entries(config?.styles?.spacing ?? {}).filter(([, value]) => isSpacing(value))) };
  return {
    ...STATIC,
    colors,
    buttons: Object.fromEntries(
      (Object.keys(FOLLOWS) as ConfigurableButton[]).map((button) => [button, buttonFrom(button, config?.styles?.buttons?.[button], colors)]),
    ) as Record<ConfigurableButton, ButtonStyle>,
    spacing,
  };
}

/** What every styled component reads from its theme (styled.d.ts). */
export type VaaniTheme = ReturnType<typeof buildTheme>;

export const defaultTheme = buildTheme();
