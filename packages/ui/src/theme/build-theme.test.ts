import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@vaani/stores';
import { buildTheme, defaultTheme } from './build-theme.ts';

describe('buildTheme', () => {
  it('falls back to the spec fallback theme', () => {
    expect(defaultTheme.colors).toMatchObject({
      primary: '#3F66FB',
      secondary: '#00CFE8',
      text: '#1A1F36',
      background: '#FFFFFF',
    });
    expect(defaultTheme.spacing).toEqual({
      howItWorksVerticalGap: 40,
      sectionPadding: 60,
      testimonialSpacing: 24,
      benefitsGap: 32,
    });
  });

  it('takes colors, button styles and spacing from the site configuration', () => {
    const theme = buildTheme(DEFAULT_SITE_CONFIG);
    expect(theme.colors.primary).toBe('#1e293b');
    expect(theme.colors.secondary).toBe('#f8fafc');
    expect(theme.buttons).toEqual(DEFAULT_SITE_CONFIG.styles.buttons);

    const custom = buildTheme({
      ...DEFAULT_SITE_CONFIG,
      styles: {
        ...DEFAULT_SITE_CONFIG.styles,
        colors: [{ id: 'primary', name: 'Primary', value: '#0a7', description: '' }],
        spacing: { ...DEFAULT_SITE_CONFIG.styles.spacing, sectionPadding: 96 },
      },
    });
    expect(custom.colors.primary).toBe('#0a7');
    expect(custom.colors.text).toBe('#1A1F36');
    expect(custom.spacing.sectionPadding).toBe(96);
  });
});

describe('buildTheme: colours and the buttons drawn from them', () => {
  const withColours = (colours: Record<string, string>, buttons = DEFAULT_SITE_CONFIG.styles.buttons) =>
    buildTheme({
      ...DEFAULT_SITE_CONFIG,
      styles: {
        ...DEFAULT_SITE_CONFIG.styles,
        colors: DEFAULT_SITE_CONFIG.styles.colors.map((color) => ({ ...color, value: colours[color.id] ?? color.value })),
        buttons,
      },
    });

  it('restyles the buttons left at their defaults when Primary and Secondary change, as the hints say', () => {
    const theme = withColours({ primary: '#7c2d12', secondary: '#fef3c7', accent: '#0f766e' });
    expect(theme.buttons.primary).toMatchObject({ background: '#7c2d12', borderColor: '#7c2d12' });
    expect(theme.buttons.secondary).toMatchObject({ background: '#fef3c7', textColor: '#7c2d12' });
    expect(theme.buttons.outline.textColor).toBe('#7c2d12');
    expect(theme.colors.surface).toBe('#fef3c7');
    expect(theme.colors.focus).toBe('#0f766e');
  });

  it('keeps a button part given a value of its own', () => {
    const buttons = { ...DEFAULT_SITE_CONFIG.styles.buttons, primary: { ...DEFAULT_SITE_CONFIG.styles.buttons.primary, background: '#15803d' } };
    expect(withColours({ primary: '#7c2d12' }, buttons).buttons.primary).toMatchObject({ background: '#15803d', borderColor: '#7c2d12' });
  });
});

describe('buildTheme with values no rule allows', () => {
  it('keeps markup and foreign declarations out of the theme', () => {
    const hostile = '#123456</style><img src=x onerror=alert(1)>';
    const theme = buildTheme({
      ...DEFAULT_SITE_CONFIG,
      styles: {
        colors: [{ id: 'primary', name: 'Primary', value: hostile, description: '' }],
        buttons: { ...DEFAULT_SITE_CONFIG.styles.buttons, primary: { ...DEFAULT_SITE_CONFIG.styles.buttons.primary, background: 'red;}body{display:none', borderRadius: '8px}</style>' } },
        spacing: { ...DEFAULT_SITE_CONFIG.styles.spacing, sectionPadding: '60px;}' as unknown as number },
      },
    });
    expect(theme.colors.primary).toBe('#3F66FB');
    expect(theme.buttons.primary.background).toBe('#3F66FB');
    expect(theme.buttons.primary.borderRadius).toBe('8px');
    expect(theme.spacing.sectionPadding).toBe(60);
    expect(JSON.stringify(theme)).not.toMatch(/<|;\}/);
  });
});
