import { cloneElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * When a tooltip closed less than the skip delay ago, the reader is moving along a row of
 * controls: the next tooltip opens at once instead of making them wait again.
 */
let lastClosedAt = Number.NEGATIVE_INFINITY;

export type TooltipSide = 'top' | 'bottom';

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element; it gets aria-describedby pointing at the tooltip. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  side?: TooltipSide;
  delayMs?: number;
  defaultOpen?: boolean;
}

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Bubble = styled.span<{ $side: TooltipSide }>`
  position: absolute;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndices.tooltip};
  width: max-content;
  max-width: 260px;
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #0f172a;
  color: #ffffff;
  font-size: 13px;
  line-height: 1.4;
  box-shadow: ${({ theme }) => theme.shadows.md};
  transform: translateX(-50%);
  pointer-events: none;
  ${({ $side }) =>
    $side === 'top'
      ? css`
          bottom: calc(100% + 8px);
        `
      : css`
          top: calc(100% + 8px);
        `}
`;

export function Tooltip({
  content,
  children,
  side = 'top',
  delayMs = TOOLTIP_DELAY_MS,
  defaultOpen = false,
}: TooltipProps) {
  const [open, setOpen] = useState(defaultOpen);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    if (Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delayMs);
  };

  const hide = () => {
    clearTimeout(timer.current);
    if (open) lastClosedAt = Date.now();
    setOpen(false);
  };

  const describedBy = [children.props['aria-describedby'], open ? id : undefined].filter(Boolean).join(' ');

  return (
    <Anchor
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          hide();
        }
      }}
    >
      {cloneElement(children, { 'aria-describedby': describedBy || undefined })}
      {open ? (
        <Bubble id={id} role="tooltip" $side={side}>
          {content}
        </Bubble>
      ) : null}
    </Anchor>
  );
}
