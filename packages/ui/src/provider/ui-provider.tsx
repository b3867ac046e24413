import { useMemo, type ReactNode } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { DEFAULT_STYLES, type SiteConfig } from '@vaani/stores';
import { buildTheme } from '../theme/build-theme.ts';
import { DocumentStyles, ShadowStyles } from './global-styles.ts';

export interface UiProviderProps {
  children: ReactNode;
  /** Where styles are injected: a custom element's shadow root keeps them off the partner's page. */
  target?: ShadowRoot | HTMLElement;
  /** The site configuration the theme is built from (the site's, see useSiteConfig); the defaults elsewhere. */
  config?: SiteConfig;
}

/**
 * The theme reads a configuration's styles only, so the default theme needs the default styles
 * alone, not the site's texts and images (the elements on a partner page download this).
 */
const DEFAULT_STYLES_ONLY: Partial<SiteConfig> = { styles: DEFAULT_STYLES };

const isShadowRoot = (target: UiProviderProps['target']): target is ShadowRoot =>
  typeof ShadowRoot !== 'undefined' && target instanceof ShadowRoot;

export function UiProvider({ children, target, config }: UiProviderProps) {
  const theme = useMemo(() => buildTheme(config ?? DEFAULT_STYLES_ONLY), [config]);
  return (
    <StyleSheetManager target={target}>
      <ThemeProvider theme={theme}>
        {isShadowRoot(target) ? <ShadowStyles /> : <DocumentStyles />}
        {children}
      </ThemeProvider>
    </StyleSheetManager>
  );
}
