import styled from 'styled-components';
import { Button } from '@vaani/ui';
import { OPEN_ATTRIBUTE } from '../../../embed-contract.ts';
import type { VoiceWidgetTexts } from '../api/voice-widget-texts.ts';

const Help = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const Text = styled.p`
  margin: 0;
  font-size: 13px;
  line-height: 1.45;
  color: ${({ theme }) => theme.colors.text};
`;

export interface CallHelpProps {
  text: VoiceWidgetTexts;
  /** Why a voice call cannot start here, in the visitor's words. */
  message: string;
  /** Opens the demo-call dialog: our agent rings the visitor's phone instead. */
  onPhoneInstead: () => void;
  /** Opens the booking dialog. */
  onBookDemo: () => void;
}

/** Why a voice call cannot start here, in plain words, and the two other ways to talk to us. */
export function CallHelp({ text: TEXT, message, onPhoneInstead, onBookDemo }: CallHelpProps) {
  return (
    <Help role="alert">
      <Text>{message}</Text>
      {/* Marked like any page control, so hovering or focusing them already loads their dialog. */}
      <Button size="sm" fullWidth onClick={onPhoneInstead} {...{ [OPEN_ATTRIBUTE]: 'demo-call-dialog' }}>
        {TEXT.phoneInstead}
      </Button>
      <Button size="sm" variant="outline" fullWidth onClick={onBookDemo} {...{ [OPEN_ATTRIBUTE]: 'book-demo-dialog' }}>
        {TEXT.bookDemo}
      </Button>
    </Help>
  );
}
