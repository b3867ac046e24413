import type { ComponentProps } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { SpinnerRing } from '../spinner/spinner.tsx';

type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';
type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner; the label stays so the button keeps its width. */
  loading?: boolean;
  fullWidth?: boolean;
}

const sizeStyles = {
  sm: css`
    min-height: 36px;
    padding: 6px 12px;
    font-size: 14px;
  `,
  md: css`
    min-height: 44px;
    padding: 10px 18px;
    font-size: 15px;
  `,
  lg: css`
    min-height: 52px;
    padding: 14px 24px;
    font-size: 17px;
  `,
};

function variantStyles(theme: DefaultTheme, variant: ButtonVariant) {
  if (variant === 'ghost') {
    return css`
      background: transparent;
      color: ${theme.colors.text};
      border-color: transparent;
      border-radius: ${theme.radii.sm};
      &:hover:not(:disabled) {
        background: ${theme.colors.surface};
      }
    `;
  }
  const style = theme.buttons[variant];
  return css`
    background: ${style.background};
    color: ${style.textColor};
    border-color: ${style.borderColor};
    border-radius: ${style.borderRadius};
    &:hover:not(:disabled) {
      background: ${style.hoverBackground};
    }
  `;
}

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  font-family: inherit;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${({ theme }) => theme.durations.fast} ease,
    box-shadow ${({ theme }) => theme.durations.fast} ease,
    transform ${({ theme }) => theme.durations.fast} ease;
  ${({ $size }) => sizeStyles[$size]}
  ${({ theme, $variant }) => variantStyles(theme, $variant)}

  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:active:not(:disabled) {
      transform: none;
    }
  }
`;

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...rest}
    >
      {loading ? <SpinnerRing $size={16} aria-hidden="true" /> : null}
      {children}
    </StyledButton>
  );
}
