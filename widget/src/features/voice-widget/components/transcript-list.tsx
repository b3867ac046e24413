import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { ChatMessage } from '../api/voice-widget-store.ts';
import type { VoiceWidgetTexts } from '../api/voice-widget-texts.ts';

const Log = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 12px 16px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Bubble = styled.li<{ $user: boolean }>`
  align-self: ${({ $user }) => ($user ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $user }) => ($user ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $user }) => ($user ? '#ffffff' : theme.colors.text)};
  font-size: 14px;
  line-height: 1.45;
  overflow-wrap: anywhere;
`;

const Prefix = styled.strong`
  font-weight: 600;
`;

const Hint = styled.p`
  margin: 32px 8px 0;
  text-align: center;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.mutedText};
`;

interface TranscriptListProps {
  text: VoiceWidgetTexts;
  messages: ChatMessage[];
  /** Shown while nothing has been said; null for none. */
  hint: string | null;
}

export function TranscriptList({ text: TEXT, messages, hint }: TranscriptListProps) {
  const logRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [last?.id, last?.text, last?.line]);

  return (
    // Keyboard users scroll a long transcript, so the log itself takes focus.
    <Log ref={logRef} role="log" aria-live="polite" aria-label={TEXT.conversation} tabIndex={0}>
      {messages.length === 0 ? (
        hint ? <Hint>{hint}</Hint> : null
      ) : (
        <List>
          {messages.map((message) => (
            <Bubble key={message.id} $user={message.sender === 'user'}>
              <Prefix>{message.sender === 'user' ? TEXT.youPrefix : TEXT.agentPrefix}</Prefix> {message.line ? TEXT[message.line] : message.text}
            </Bubble>
          ))}
        </List>
      )}
    </Log>
  );
}
