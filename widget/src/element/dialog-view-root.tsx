import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import type { BrandColors } from './brand-colors.ts';
import type { OpenStore } from './open-store.ts';
import { controllerOf } from './register-view.ts';
import { ViewRoot } from './view-root.tsx';

export interface DialogViewRootProps extends BrandColors {
  container: ShadowRoot | undefined;
  /** Renders the dialog for the element's open store and its host element. */
  children: (store: OpenStore, host: Element) => ReactNode;
}

/** The root of a dialog element's view: modal (the page inert) exactly while its store is open. */
export function DialogViewRoot({ container, primaryColor, accentColor, children }: DialogViewRootProps) {
  const store = controllerOf<OpenStore>(container);
  const isOpen = useStore(store, (state) => state.isOpen);
  return (
    <ViewRoot
      container={container}
      primaryColor={primaryColor}
      accentColor={accentColor}
      modal={isOpen}
      onDismiss={store.getState().close}
    >
      {children(store, container!.host)}
    </ViewRoot>
  );
}
