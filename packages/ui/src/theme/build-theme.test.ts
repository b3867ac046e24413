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
