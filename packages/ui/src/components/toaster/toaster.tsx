import { useMemo, type FocusEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useToastStore, visibleToasts, type ToastItem } from '@vaani/stores';
import { CloseIcon } from '../icons/close-icon.tsx';
import { roundIconButton } from '../icons/round-icon-button.ts';

const TOAST_WIDTH_PX = 356;
const TOAST_GAP_PX = 14;

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

// Toasts stack above the floating voice widget's launcher (60 px, 24 px from the bottom-right
// corner), which shares the corner on every page.
const LAUNCHER_CLEARANCE_PX = 96;

/*
 * Inside a partner element, the region keeps to the visual viewport's box (--vaani-vv-*, kept by
 * the element's shell like its dialogs and launcher), so an overflowing or zoomed page never puts
 * a toast off-screen. A fixed box's percentages are the layout viewport's: without those
 * properties (our own site) the edges are the layout viewport's, 16 px and 96 px in.
 */
const Region = styled.section`
  position: fixed;
  right: calc(100% - var(--vaani-vv-left, 0px) - var(--vaani-vv-width, 100%) + 16px);
  bottom: calc(100% - var(--vaani-vv-top, 0px) - var(--vaani-vv-height, 100%) + ${LAUNCHER_CLEARANCE_PX}px);
  left: calc(var(--vaani-vv-left, 0px) + 16px);
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${TOAST_GAP_PX}px;
  pointer-events: none;
  ${({ theme }) => theme.media.sm} {
    left: auto;
    width: ${TOAST_WIDTH_PX}px;
    max-width: calc(var(--vaani-vv-width, 100%) - 32px);
  }
`;

const Card = styled.div<{ $destructive: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 14px 14px 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  pointer-events: auto;
  animation: ${slideIn} ${({ theme }) => theme.durations.normal} ease-out;
  ${({ $destructive, theme }) =>
    $destructive &&
    css`
      border-color: ${theme.colors.danger};
      background: ${theme.colors.danger};
      color: #ffffff;
    `}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.p`
  margin: 0;
  font-size: 15px;
  font-weight: 600;
`;

const Description = styled.p`
  margin: 2px 0 0;
  font-size: 14px;
  opacity: 0.92;
`;

const Close = styled.button`
  ${roundIconButton(28)}
  margin: -4px -4px 0 0;
  color: inherit;
  &:hover {
    background: rgba(15, 23, 42, 0.08);
  }
`;

/** The toaster's own words; an embedded element passes them in the page's language. */
export interface ToasterLabels {
  region: string;
  close: string;
}

const ENGLISH_LABELS: ToasterLabels = { region: 'Notifications', close: 'Close notification' };

function Toast({ item, onDismiss, closeLabel }: { item: ToastItem; onDismiss: (id: string) => void; closeLabel: string }) {
  const destructive = item.variant === 'destructive';
  return (
    <Card role={destructive ? 'alert' : 'status'} aria-atomic="true" $destructive={destructive}>
      <Text>
        <Title>{item.title}</Title>
        {item.description ? <Description>{item.description}</Description> : null}
      </Text>
      <Close type="button" aria-label={closeLabel} onClick={() => onDismiss(item.id)}>
        <CloseIcon size={16} />
      </Close>
    </Card>
  );
}

/** Shows the toast store: the three newest open toasts, newest nearest the corner. */
export function Toaster({ labels = ENGLISH_LABELS }: { labels?: ToasterLabels }) {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  const pause = useToastStore((state) => state.pause);
  const resume = useToastStore((state) => state.resume);
  const shown = useMemo(() => visibleToasts(toasts).reverse(), [toasts]);

  const resumeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) resume();
  };

  return (
    <Region
      aria-label={labels.region}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resumeWhenFocusLeaves}
    >
      {shown.map((item) => (
        <Toast key={item.id} item={item} onDismiss={dismiss} closeLabel={labels.close} />
      ))}
    </Region>
  );
}
