import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { CloseIcon } from '../icons/close-icon.tsx';
import { roundIconButton } from '../icons/round-icon-button.ts';
import { deepActiveElement, tabbables } from './focus.ts';

type DialogWidth = 'sm' | 'md' | 'lg';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Blocks every way of closing (Escape, backdrop, close button), e.g. while a form submits. */
  closeDisabled?: boolean;
  /** Portal target; pass an element inside a shadow root so the dialog gets its styles. */
  container?: Element;
  width?: DialogWidth;
  /** The close button's accessible name, in the page's language. */
  closeLabel?: string;
}

const widths: Record<DialogWidth, string> = { sm: '420px', md: '520px', lg: '880px' };

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const riseIn = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

/* Over the visible part of the page: an embedded element's shell provides the visual viewport's
   box (--vaani-vv-*), so an overflowing or zoomed partner page cannot push the dialog or its
   close button off-screen; elsewhere the whole viewport. */
const Overlay = styled.div`
  position: fixed;
  top: var(--vaani-vv-top, 0px);
  left: var(--vaani-vv-left, 0px);
  width: var(--vaani-vv-width, 100%);
  height: var(--vaani-vv-height, 100%);
  box-sizing: border-box;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.durations.normal} ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Panel = styled.div<{ $width: DialogWidth }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $width }) => widths[$width]};
  max-height: calc(var(--vaani-vv-height, 100dvh) - 32px);
  /* The body scrolls, the header with its close button never does: on a short (or zoomed)
     screen the way out stays in sight. */
  overflow: hidden;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${riseIn} ${({ theme }) => theme.durations.normal} ease-out;
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.sm} {
    padding: 28px;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
`;

const Title = styled.h2`
  margin: 0;
  /* A partner's long brand name in a title wraps instead of widening the dialog. */
  overflow-wrap: anywhere;
  font-size: 20px;
  font-weight: 700;
  line-height: 1.3;
`;

const Description = styled.p`
  margin: 6px 0 0;
  font-size: 15px;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  overscroll-behavior: contain;
  /* Room for the controls' focus rings, which a scrolling box would clip. */
  margin: 20px -4px 0;
  padding: 0 4px 4px;
`;

const CloseButton = styled.button`
  ${roundIconButton(36)}
  margin: -6px -6px 0 0;
  color: ${({ theme }) => theme.colors.mutedText};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

/** Invisible stops at both ends that send Tab round to the other end, also out of iframes. */
const FocusGuard = styled.span`
  position: fixed;
  width: 1px;
  height: 1px;
  opacity: 0;
  pointer-events: none;
`;

function focusInitial(panel: HTMLElement) {
  const preferred = panel.querySelector<HTMLElement>('[data-autofocus]');
  const body = panel.querySelector('[data-dialog-body]');
  const target = preferred ?? (body ? tabbables(body)[0] : undefined) ?? tabbables(panel)[0] ?? panel;
  target.focus();
}

/**
 * A native modal <dialog> (the widget's modal layer: the browser's top layer, the page behind made
 * inert) has the dialog role itself. Drawn inside one, this dialog names that element instead of
 * announcing a second dialog: assistive technology meets one dialog, with its name.
 */
const isNativeDialog = (element: Element | undefined): element is HTMLDialogElement =>
  typeof HTMLDialogElement !== 'undefined' && element instanceof HTMLDialogElement;

function useNamedNativeDialog(container: Element | undefined, open: boolean, titleId: string, descriptionId: string | undefined) {
  useLayoutEffect(() => {
    if (!open || !isNativeDialog(container)) return undefined;
    container.setAttribute('aria-labelledby', titleId);
    if (descriptionId) container.setAttribute('aria-describedby', descriptionId);
    return () => {
      container.removeAttribute('aria-labelledby');
      container.removeAttribute('aria-describedby');
    };
  }, [container, open, titleId, descriptionId]);
}

export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  closeDisabled = false,
  container,
  width = 'md',
  closeLabel = 'Close',
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const native = isNativeDialog(container);
  useNamedNativeDialog(container, open, titleId, description ? descriptionId : undefined);
  // A layout effect: the first field has focus by the first paint, so a visitor who taps and
  // types at once loses no keystroke (a passive effect waits for a frame after the paint).
  useLayoutEffect(() => {
    if (!open) return;
    const returnTo = deepActiveElement();
    // The page behind does not scroll while the dialog is open.
    const { style } = document.body;
    const overflow = style.overflow;
    style.overflow = 'hidden';
    if (panelRef.current) focusInitial(panelRef.current);
    return () => {
      style.overflow = overflow;
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open]);

  if (!open) return null;

  const requestClose = () => {
    if (!closeDisabled) onClose();
  };

  const focusEdge = (edge: 'first' | 'last') => {
    const panel = panelRef.current;
    if (!panel) return;
    const items = tabbables(panel);
    const target = edge === 'first' ? items[0] : items[items.length - 1];
    (target ?? panel).focus();
  };

  return createPortal(
    <Overlay
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) requestClose();
      }}
    >
      <FocusGuard tabIndex={0} onFocus={() => focusEdge('last')} />
      <Panel
        ref={panelRef}
        role={native ? undefined : 'dialog'}
        aria-modal={native ? undefined : 'true'}
        aria-labelledby={native ? undefined : titleId}
        aria-describedby={native || !description ? undefined : descriptionId}
        tabIndex={-1}
        data-dialog-panel=""
        $width={width}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          requestClose();
        }}
      >
        <Header>
          <div>
            <Title id={titleId}>{title}</Title>
            {description ? <Description id={descriptionId}>{description}</Description> : null}
          </div>
          <CloseButton type="button" aria-label={closeLabel} disabled={closeDisabled} onClick={requestClose}>
            <CloseIcon />
          </CloseButton>
        </Header>
        <Body data-dialog-body="">{children}</Body>
      </Panel>
      <FocusGuard tabIndex={0} onFocus={() => focusEdge('first')} />
    </Overlay>,
    container ?? document.body,
  );
}
