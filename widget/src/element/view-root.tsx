import { createContext, useContext, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { UiProvider, defaultTheme } from '@vaani/ui';
import { withBrandColors, type BrandColors } from './brand-colors.ts';

const PortalContext = createContext<Element | undefined>(undefined);

/** Where dialogs portal to: inside the element's shadow root, so they keep its styles and isolation. */
export const usePortalTarget = () => useContext(PortalContext);

export interface ViewRootProps extends BrandColors {
  /** The element's shadow root (r2wc's `container`); absent in Storybook, where the page is ours. */
  container?: ShadowRoot | undefined;
  children: ReactNode;
}

export function ViewRoot({ container, primaryColor, accentColor, children }: ViewRootProps) {
  const [portal, setPortal] = useState<HTMLDivElement | null>(null);
  return (
    <UiProvider target={container}>
      <ThemeProvider theme={(theme) => withBrandColors(theme ?? defaultTheme, { primaryColor, accentColor })}>
        <PortalContext.Provider value={portal ?? undefined}>
          {children}
          <div ref={setPortal} />
        </PortalContext.Provider>
      </ThemeProvider>
    </UiProvider>
  );
}
