import { Button } from '@vaani/ui';
import styled from 'styled-components';

export type RemoteFallbackSize = 'page' | 'inline';

interface Props {
  /** What failed, in the visitor's words, e.g. "This page" or "The newsletter form". */
  subject: string;
  size: RemoteFallbackSize;
  onRetry: () => void;
}

const Box = styled.div<{ $size: RemoteFallbackSize }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $size }) => ($size === 'page' ? 'center' : 'flex-start')};
  gap: 12px;
  padding: ${({ $size }) => ($size === 'page' ? '96px 24px' : '12px 0')};
  text-align: ${({ $size }) => ($size === 'page' ? 'center' : 'left')};
`;

const Title = styled.p`
  margin: 0;
  font-weight: 600;
  font-size: 1.125rem;
`;

const Detail = styled.p`
  margin: 0;
  opacity: 0.8;
`;

/** Shown in place of a remote that could not be loaded; Retry imports it again. */
export function RemoteFallback({ subject, size, onRetry }: Props) {
  return (
    <Box role="alert" $size={size}>
      <Title>{subject} could not be loaded.</Title>
      <Detail>Check your connection and try again.</Detail>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </Box>
  );
}
