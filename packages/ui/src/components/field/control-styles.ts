import { css } from 'styled-components';

/** Shared look of text inputs and selects, so a form's controls line up. */
export const controlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: inherit;
  /* 16px stops iOS Safari from zooming the page when the control gets focus. */
  font-size: 16px;
  line-height: 1.4;
  transition:
    border-color ${({ theme }) => theme.durations.fast} ease,
    box-shadow ${({ theme }) => theme.durations.fast} ease;
  &::placeholder {
    color: #64748b;
  }
  &:hover:not(:disabled) {
    border-color: #94a3b8;
  }
  /* focus-within: a date field's calendar button takes focus inside the field, and the field must
     still show where the focus is. */
  &:focus,
  &:focus-within {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: 0 0 0 3px rgba(37, 99, 235, 0.25);
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &[aria-invalid='true']:focus,
  &[aria-invalid='true']:focus-within {
    box-shadow: 0 0 0 3px rgba(185, 28, 28, 0.2);
  }
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.surface};
    opacity: 0.7;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
