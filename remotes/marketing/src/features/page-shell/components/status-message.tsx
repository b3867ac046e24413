import type { ReactNode } from 'react';
import styled from 'styled-components';

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
  /** A way out, e.g. a Retry button or a link. */
  action?: ReactNode;
}

/**
 * The loading, empty or failed state of a page's data. Errors are announced at once (alert),
 * the other states politely (status).
 */
export function StatusMessage({ tone = 'neutral', children, action }: Props) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <p>{children}</p>
      {action}
    </Box>
  );
}
