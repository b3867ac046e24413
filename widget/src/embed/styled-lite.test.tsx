import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { buildTheme } from '@vaani/ui';
import styled, { createGlobalStyle, css, keyframes, StyleSheetManager, ThemeProvider } from './styled-lite.tsx';

const base = buildTheme();
const THEME = { ...base, colors: { ...base.colors, text: 'rgb(1, 2, 3)' } };

/** Renders into a shadow root the styles go to, as an element's view does. */
function renderInShadow(children: ReactNode) {
  const host = document.body.appendChild(document.createElement('div'));
  const shadow = host.attachShadow({ mode: 'open' });
  const container = shadow.appendChild(document.createElement('div'));
  render(
    <StyleSheetManager target={shadow}>
      <ThemeProvider theme={THEME}>{children}</ThemeProvider>
    </StyleSheetManager>,
    { container },
  );
  const rules = () => [...shadow.querySelectorAll('style')].flatMap((style) => [...style.sheet!.cssRules].map((rule) => rule.cssText));
  return { shadow, rules };
}

describe('styled-lite', () => {
  it('styles from props and the theme, and keeps $-props off the element', () => {
    const Box = styled.div<{ $wide: boolean }>`
      color: ${({ theme }) => theme.colors.text};
      ${({ $wide }) => $wide && css`width: 100px;`}
      &:hover { color: red; }
    `;
    const { shadow, rules } = renderInShadow(
      <Box $wide data-testid="box" className="mine">
        text
      </Box>,
    );
    const box = shadow.querySelector('[data-testid="box"]')!;
    expect(box.hasAttribute('$wide')).toBe(false);
    expect(box.classList.contains('mine')).toBe(true);
    expect(getComputedStyle(box).color).toBe('rgb(1, 2, 3)');
    expect(getComputedStyle(box).width).toBe('100px');
    expect(rules().some((rule) => rule.includes(':hover') && rule.includes('color: red'))).toBe(true);
  });

  it('a wrapper defined later wins over the component it wraps, though the wrapper renders first', () => {
    const Inner = styled.p`
      color: rgb(0, 0, 255);
    `;
    const Outer = styled(({ className }: { className?: string }) => <Inner className={className}>words</Inner>)`
      color: rgb(0, 128, 0);
    `;
    const { shadow } = renderInShadow(<Outer />);
    expect(getComputedStyle(shadow.querySelector('p')!).color).toBe('rgb(0, 128, 0)');
  });

  it('styled(styled.x) renders x with both rules, the extension last', () => {
    const Base = styled.button`
      color: rgb(0, 0, 255);
      padding: 4px;
    `;
    const Danger = styled(Base)`
      color: rgb(255, 0, 0);
    `;
    const { shadow } = renderInShadow(<Danger>Delete</Danger>);
    const button = shadow.querySelector('button')!;
    expect(getComputedStyle(button).color).toBe('rgb(255, 0, 0)');
    expect(getComputedStyle(button).padding).toBe('4px');
  });

  it('puts keyframes and global styles in the target, once however often they render', () => {
    const fade = keyframes`
      from { opacity: 0; }
      to { opacity: 1; }
    `;
    const Faded = styled.span`
      animation: ${fade} 1s;
    `;
    const Global = createGlobalStyle`
      :host { color: ${({ theme }) => theme.colors.text}; }
    `;
    const { rules } = renderInShadow(
      <>
        <Global />
        <Faded />
        <Faded />
      </>,
    );
    expect(rules().filter((rule) => rule.startsWith('@keyframes'))).toHaveLength(1);
    expect(rules().filter((rule) => rule.startsWith(':host'))).toEqual([':host { color: rgb(1, 2, 3); }']);
    expect(rules().filter((rule) => rule.includes('animation'))).toHaveLength(1);
  });

  it('a theme given as a function gets the outer theme', () => {
    const Probe = styled.p`
      color: ${({ theme }) => theme.colors.text};
      padding: ${({ theme }) => theme.radii.sm};
    `;
    const { shadow } = renderInShadow(
      <ThemeProvider theme={(outer) => ({ ...outer!, radii: { ...outer!.radii, sm: '1px' } })}>
        <Probe />
      </ThemeProvider>,
    );
    const probe = getComputedStyle(shadow.querySelector('p')!);
    expect([probe.color, probe.padding]).toEqual(['rgb(1, 2, 3)', '1px']);
  });
});
