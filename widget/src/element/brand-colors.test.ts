import { describe, expect, it } from 'vitest';
import { defaultTheme } from '@vaani/ui';
import { withBrandColors } from './brand-colors.ts';

describe('withBrandColors', () => {
  it('keeps the theme untouched without brand attributes', () => {
    expect(withBrandColors(defaultTheme, {})).toBe(defaultTheme);
  });

  it('recolours primary buttons and, unless given, the accent', () => {
    const theme = withBrandColors(defaultTheme, { primaryColor: '#0f766e' });
    expect(theme.colors.primary).toBe('#0f766e');
    expect(theme.colors.accent).toBe('#0f766e');
    expect(theme.buttons.primary).toMatchObject({ background: '#0f766e', borderColor: '#0f766e' });
    expect(theme.buttons.primary.textColor).toBe(defaultTheme.buttons.primary.textColor);
  });

  it('takes an explicit accent colour', () => {
    const theme = withBrandColors(defaultTheme, { accentColor: '#f59e0b' });
    expect(theme.colors.accent).toBe('#f59e0b');
    expect(theme.colors.primary).toBe(defaultTheme.colors.primary);
  });
});
