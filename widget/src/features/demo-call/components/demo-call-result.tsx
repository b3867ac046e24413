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

/** What replaces the form once it is sent: the call is on its way (then a live demo is offered), or it failed (then the form again). */
export function DemoCallResult({ text: TEXT, error, onAction }: { text: DemoCallTexts; error: boolean; onAction: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the user was in has gone: move focus to the outcome so it is announced. Before paint
  // (a layout effect), so a key pressed as soon as the outcome shows (Escape) reaches the dialog.
  useLayoutEffect(() => headingRef.current?.focus(), []);
  return (
    <Result role={error ? 'alert' : 'status'}>
      <Title ref={headingRef} tabIndex={-1} $error={error}>
        {error ? TEXT.errorTitle : TEXT.successTitle}
      </Title>
      {(error ? [TEXT.errorText] : [TEXT.successText, TEXT.successCustomDemo]).map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      <Action>
        {/* Talk to us opens the booking dialog: hovering or focusing it already loads that element. */}
        <Button size="lg" fullWidth variant={error ? 'outline' : 'primary'} onClick={onAction} {...(error ? {} : { [OPEN_ATTRIBUTE]: 'book-demo-dialog' })}>
          {error ? TEXT.errorButton : TEXT.successButton}
        </Button>
      </Action>
    </Result>
  );
}
