import { Button, Spinner } from '@vaani/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export const RETRY_TEXT = 'Try again';

/** Loads what failed again. */
export const RetryButton = ({ onRetry }: { onRetry: () => void }) => (
  <Button variant="outline" onClick={onRetry}>
    {RETRY_TEXT}
  </Button>
);

const Box = styled.div<{ $tone: 'neutral' | 'error' }>`
  max-width: 640px;
  margin: 24px auto 56px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.dangerSurface : theme.colors.surface)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.mutedText)};
  text-align: center;
  p {
    margin: 0;
  }
  p + * {
    margin-top: 16px;
  }
`;

interface Props {
  tone?: 'neutral' | 'error';
  children: ReactNode;
  /** Offers Try again, which calls it. */
  onRetry?: (() => void) | undefined;
}

/** The empty or failed state of a page's data; errors are announced at once (alert). */
export function StatusMessage({ tone = 'neutral', children, onRetry }: Props) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <p>{children}</p>
      {onRetry ? <RetryButton onRetry={onRetry} /> : null}
    </Box>
  );
}

const Centered = styled.div<{ $short?: boolean }>`
  display: flex;
  justify-content: center;
  padding: ${({ $short }) => ($short ? '48px 16px 80px' : '120px 16px')};
`;

/** A page's data on its way: a spinner that says what it waits for. */
export function PageLoading({ label, short }: { label: string; short?: boolean }) {
  return (
    <Centered $short={short}>
      <Spinner label={label} showLabel />
    </Centered>
  );
}
