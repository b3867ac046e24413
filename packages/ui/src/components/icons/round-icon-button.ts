import { css } from 'styled-components';

/**
 * The shape every round, icon-only button shares (dialog and toast close buttons, the voice
 * panel's close button): centred icon, no chrome until hovered, a visible keyboard focus ring.
 * Callers add their own colours, hover background and offsets.
 */
export const roundIconButton = (sizePx: number) => css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${sizePx}px;
  height: ${sizePx}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: transparent;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 1px;
  }
`;
