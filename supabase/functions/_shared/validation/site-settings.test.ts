import { describe, expect, it } from 'vitest';
import { isCssColor, isCssSize, isSiteLink, isSpacing } from './site-settings.ts';

describe('site settings rules', () => {
  it('takes CSS colours and nothing that could end a declaration', () => {
    expect(['#1e293b', '#FFF', 'rgb(30, 41, 59)', 'rgba(0 0 0 / 50%)', 'hsl(210, 40%, 20%)', 'transparent'].every(isCssColor)).toBe(true);
    expect(['blue-ish', '#12', 'red; background: url(x)', '#123456</style><img src=x onerror=alert(1)>', '', 12].some(isCssColor)).toBe(false);
  });

  it('takes sizes and whole pixel counts', () => {
    expect(['8px', '0.5rem', '50%', '1em'].every(isCssSize)).toBe(true);
    expect(['round', '8px;}', '-1px', 8].some(isCssSize)).toBe(false);
    expect([0, 24].every(isSpacing)).toBe(true);
    expect([-1, 1.5, '24', Number.NaN].some(isSpacing)).toBe(false);
  });

  it('takes site paths and http(s) addresses, never another scheme or host-relative link', () => {
    expect(['/contact-us', '/', 'https://cal.com/x?y=1#z', 'http://localhost:5173/a'].every(isSiteLink)).toBe(true);
    expect(['javascript:alert(1)', 'contact', '//evil.example', '/\\evil.example', 'https://', 'https://x.com/"onmouseover', 'data:text/html,x', ''].some(isSiteLink)).toBe(false);
  });
});
