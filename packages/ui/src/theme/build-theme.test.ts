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
