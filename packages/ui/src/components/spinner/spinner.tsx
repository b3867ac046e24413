import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const sizes = { sm: 16, md: 24, lg: 40 } as const;

/** The bare ring, for places that announce busy state themselves (e.g. a button with aria-busy). */
export const SpinnerRing = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid currentColor;
  border-right-color: transparent;
  opacity: 0.85;
  animation: ${spin} 0.75s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    /* A still ring with a gap still reads as "busy" next to its label, without motion. */
    animation: none;
  }
`;

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: inherit;
`;

export interface SpinnerProps {
  /** Announced to screen readers, e.g. 'Loading calendar...'. */
  label: string;
  size?: keyof typeof sizes;
  /** Show the label next to the ring instead of only to screen readers. */
  showLabel?: boolean;
}

export function Spinner({ label, size = 'md', showLabel = false }: SpinnerProps) {
  return (
    <Wrapper role="status">
      <SpinnerRing $size={sizes[size]} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </Wrapper>
  );
}
