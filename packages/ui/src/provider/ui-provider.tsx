import { useMemo, type ReactNode } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { useSiteConfigStore } from '@vaani/stores';
import { buildTheme } from '../theme/build-theme.ts';
import { DocumentStyles, ShadowStyles } from './global-styles.ts';

export interface UiProviderProps {
  children: ReactNode;
  /** Where styles are injected: a custom element's shadow root keeps them off the partner's page. */
  target?: ShadowRoot | HTMLElement;
}

const isShadowRoot = (target: UiProviderProps['target']): target is ShadowRoot =>
  typeof ShadowRoot !== 'undefined' && target instanceof ShadowRoot;

export function UiProvider({ children, target }: UiProviderProps) {
  const config = useSiteConfigStore((state) => state.config);
  const theme = useMemo(() => buildTheme(config), [config]);
  return (
    <StyleSheetManager target={target}>
      <ThemeProvider theme={theme}>
        {isShadowRoot(target) ? <ShadowStyles /> : <DocumentStyles />}
        {children}
      </ThemeProvider>
    </StyleSheetManager>
  );
}
