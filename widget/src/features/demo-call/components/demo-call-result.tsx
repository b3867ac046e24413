import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@vaani/ui';
import { OPEN_ATTRIBUTE } from '../../../embed-contract.ts';
import type { DemoCallTexts } from '../api/demo-call-texts.ts';

const Result = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 8px 0;
  text-align: center;
`;

const Title = styled.h3<{ $error: boolean }>`
  margin: 0;
  font-size: 22px;
  font-weight: 700;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.success)};
`;

const Text = styled.p`
  margin: 0;
  font-size: 15px;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Action = styled.div`
  margin-top: 12px;
  width: 100%;
`;

function ResultView({
  error,
  title,
  lines,
  action,
  onAction,
  opens,
}: {
  error: boolean;
  title: string;
  lines: string[];
  action: string;
  onAction: () => void;
  /** The element the action opens, so hovering or focusing it already loads that element. */
  opens?: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the user was in has gone: move focus to the outcome so it is announced. Before paint
  // (a layout effect), so a key pressed as soon as the outcome shows (Escape) reaches the dialog.
  useLayoutEffect(() => headingRef.current?.focus(), []);
  return (
    <Result role={error ? 'alert' : 'status'}>
      <Title ref={headingRef} tabIndex={-1} $error={error}>
        {title}
      </Title>
      {lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      <Action>
        <Button
          size="lg"
          fullWidth
          variant={error ? 'outline' : 'primary'}
          onClick={onAction}
          {...(opens ? { [OPEN_ATTRIBUTE]: opens } : {})}
        >
          {action}
        </Button>
      </Action>
    </Result>
  );
}

export function DemoCallSuccess({ text: TEXT, onTalkToUs }: { text: DemoCallTexts; onTalkToUs: () => void }) {
  return (
    <ResultView
      error={false}
      title={TEXT.successTitle}
      lines={[TEXT.successText, TEXT.successCustomDemo]}
      action={TEXT.successButton}
      onAction={onTalkToUs}
      opens="book-demo-dialog"
    />
  );
}

export function DemoCallError({ text: TEXT, onRetry }: { text: DemoCallTexts; onRetry: () => void }) {
  return (
    <ResultView error title={TEXT.errorTitle} lines={[TEXT.errorText]} action={TEXT.errorButton} onAction={onRetry} />
  );
}
