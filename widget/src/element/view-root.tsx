import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { ThemeProvider } from 'styled-components';
import { Toaster, UiProvider, defaultTheme, type ToasterLabels } from '@vaani/ui';
import { withBrandColors, type BrandColors } from './brand-colors.ts';
import { ON_PARTNER_PAGE } from './on-partner-page.ts';

/**
 * Where dialogs and toasts portal to: inside the element's shadow root, so they keep its styles
 * and isolation; while the view is modal, the native <dialog> below.
 */
const PortalContext = createContext<Element | undefined>(undefined);
const isModalLayer = (target: Element | undefined) => target instanceof HTMLDialogElement;

/**
 * The open modal layer, for a dialog's content; undefined until the view has gone modal. A dialog
 * that waits for it mounts straight into the top layer, whatever order a renderer updates
 * components in, so it never mounts twice (a calendar frame would load twice).
 */
export function useModalTarget(): Element | undefined {
  const target = useContext(PortalContext);
  return isModalLayer(target) ? target : undefined;
}

/**
 * A native modal <dialog> laid over the whole viewport without any look of its own: in the top
 * layer, it makes everything else on the page inert (no clicks, no Tab, hidden from screen
 * readers), which aria-modal alone never did. The dialog drawn inside brings its own backdrop.
 */
const ModalLayer = styled.dialog`
  position: fixed;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  overflow: visible;
  &::backdrop {
    background: transparent;
  }
`;

/**
 * The element's toasts, in the layer that is on top: they must stay visible over its own dialog.
 * On our own site the host's toaster shares the toast store, so the element shows toasts only
 * while its modal layer covers the host's.
 */
export function ViewToaster({ labels }: { labels: ToasterLabels }) {
  const target = useContext(PortalContext);
  return target && (isModalLayer(target) || ON_PARTNER_PAGE) ? createPortal(<Toaster labels={labels} />, target) : null;
}

/**
 * Opens the modal layer while `modal`. Rendered before the view's content: layout effects run in
 * tree order, so the layer is open (displayed) before a dialog inside moves focus into it from
 * its own layout effect, in the same commit, before the first paint.
 */
function ModalLayerOpener({ layer, modal }: { layer: HTMLDialogElement | null; modal: boolean }) {
  useLayoutEffect(() => {
    if (!modal || !layer) return;
    layer.showModal();
    return () => layer.close();
  }, [modal, layer]);
  return null;
}

export interface ViewRootProps extends BrandColors {
  /** The element's shadow root (r2wc's `container`); absent in Storybook, where the page is ours. */
  container?: ShadowRoot | undefined;
  /** True while a dialog is open: its content then lives in the top layer and the page is inert. */
  modal?: boolean;
  /** The browser closed the modal layer itself (e.g. Escape pressed twice): close the dialog too. */
  onDismiss?: () => void;
  children: ReactNode;
}

export function ViewRoot({ container, primaryColor, accentColor, modal = false, onDismiss, children }: ViewRootProps) {
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  const [modalLayer, setModalLayer] = useState<HTMLDialogElement | null>(null);
  const target = modal ? modalLayer : layer;
  return (
    <UiProvider target={container}>
      <ThemeProvider theme={(theme) => withBrandColors(theme ?? defaultTheme, { primaryColor, accentColor })}>
        <PortalContext.Provider value={target ?? undefined}>
          <ModalLayerOpener layer={modalLayer} modal={modal} />
          {children}
          <div ref={setLayer} />
          <ModalLayer
            ref={setModalLayer}
            // Escape is the dialog's own to handle (it may be blocked while a form submits).
            onCancel={(event) => event.preventDefault()}
            // The close event comes a task after the layer closed: one from our own closing
            // can arrive after a quick reopen, when the layer is open again and stays so.
            onClose={(event) => {
              if (modal && !event.currentTarget.open) onDismiss?.();
            }}
          />
        </PortalContext.Provider>
      </ThemeProvider>
    </UiProvider>
  );
}
