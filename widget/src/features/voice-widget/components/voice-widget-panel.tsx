import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { useStore } from 'zustand';
import { Button, CloseIcon, VisuallyHidden, roundIconButton } from '@vaani/ui';
import { MICROPHONE_TEXT_KEY, MISSING_KEYS, type VoiceWidgetTexts } from '../api/voice-widget-texts.ts';
import type { CallStatus, VoiceWidgetStore } from '../api/voice-widget-store.ts';
import { LAUNCHER_Z_INDEX, OPEN_ATTRIBUTE } from '../../../embed-contract.ts';
import { PHONE_PATH } from '../../../embed/launcher.ts';
import { CallControls } from './call-controls.tsx';
import { warnOnce } from '../../../element/lang.ts';
import { TranscriptList } from './transcript-list.tsx';

const Panel = styled.section`
  position: fixed;
  /* 24px in from the right and 100px up from the bottom of the visual viewport (the launcher's
     shell keeps its box in these properties), however the page overflows or zooms. */
  left: calc(var(--vaani-vv-left, 0px) + var(--vaani-vv-width, 100vw) - 24px);
  top: calc(var(--vaani-vv-top, 0px) + var(--vaani-vv-height, 100vh) - 100px);
  translate: -100% -100%;
  /* Same layer as the launcher: partner pages often put sticky bars on very high layers. */
  z-index: ${LAUNCHER_Z_INDEX};
  display: flex;
  flex-direction: column;
  /* 80 × 96 units of the spec, in px so a partner's root font size cannot resize the panel. */
  width: 320px;
  max-width: calc(var(--vaani-vv-width, 100vw) - 32px);
  height: 384px;
  max-height: calc(var(--vaani-vv-height, 100vh) - 120px);
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 12px 12px 12px 16px;
  background: ${({ theme }) => theme.colors.primary};
  color: #ffffff;
`;

const Title = styled.h2`
  margin: 0;
  min-width: 0;
  /* A partner's long brand name wraps instead of pushing the close button out. */
  overflow-wrap: anywhere;
  font-size: 16px;
  font-weight: 700;
`;

const CloseButton = styled.button`
  ${roundIconButton(32)}
  color: inherit;
  &:hover {
    background: rgba(255, 255, 255, 0.16);
  }
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px 16px 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Notice = styled.p`
  margin: 0;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
  font-size: 13px;
  font-weight: 500;
`;

const Help = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const HelpText = styled.p`
  margin: 0;
  font-size: 13px;
  line-height: 1.45;
  color: ${({ theme }) => theme.colors.text};
`;

/** What a screen reader hears about the call itself; the transcript has its own live log. */
function statusText(TEXT: VoiceWidgetTexts, status: CallStatus, muted: boolean): string {
  if (status === 'connecting') return TEXT.statusConnecting;
  if (status === 'connected') return muted ? TEXT.statusMuted : TEXT.statusConnected;
  if (status === 'ended') return TEXT.statusEnded;
  return '';
}

export interface VoiceWidgetPanelProps {
  store: VoiceWidgetStore;
  text: VoiceWidgetTexts;
  /** False when the key lookup returned no public key or agent id. */
  keysConfigured: boolean;
  /** The ways out when the microphone cannot be used: a phone call, or a booked demo. */
  onPhoneInstead: () => void;
  onBookDemo: () => void;
}

export function VoiceWidgetPanel({ store, text: TEXT, keysConfigured, onPhoneInstead, onBookDemo }: VoiceWidgetPanelProps) {
  const isOpen = useStore(store, (state) => state.isOpen);
  const status = useStore(store, (state) => state.status);
  const messages = useStore(store, (state) => state.messages);
  const muted = useStore(store, (state) => state.muted);
  const notice = useStore(store, (state) => state.notice);
  const microphoneProblem = useStore(store, (state) => state.microphoneProblem);
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  // A layout effect: focus is inside the panel as soon as it shows, so an Escape pressed at once
  // already closes it (Preact, in the partner bundles, runs plain effects only after a paint).
  useLayoutEffect(() => {
    if (isOpen) closeRef.current?.focus();
  }, [isOpen]);
  // The spec's notice, for the page's developer: the visitor gets the ways that work instead.
  useEffect(() => {
    if (isOpen && !keysConfigured) warnOnce(MISSING_KEYS);
  }, [isOpen, keysConfigured]);

  if (!isOpen) return null;
  const { close, start, end } = store.getState();
  const connected = status === 'connected';
  const connecting = status === 'connecting';
  const cannotCall = keysConfigured ? microphoneProblem && TEXT[MICROPHONE_TEXT_KEY[microphoneProblem]] : TEXT.callsUnavailable;

  return (
    <Panel
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <Header>
        <Title id={titleId}>{TEXT.title}</Title>
        <CloseButton ref={closeRef} type="button" aria-label={TEXT.close} onClick={close}>
          <CloseIcon size={18} />
        </CloseButton>
      </Header>
      {/* Without keys there is no call to start: the spec's hint would point at a dead button. */}
      <TranscriptList text={TEXT} messages={messages} hint={keysConfigured ? TEXT.emptyHint : null} />
      <Footer>
        <VisuallyHidden role="status" aria-live="polite">
          {statusText(TEXT, status, muted)}
        </VisuallyHidden>
        {notice ? <Notice role="alert">{TEXT[notice]}</Notice> : null}
        {/* Why a voice call cannot start here, in plain words, and the two other ways to talk to us. */}
        {cannotCall ? (
          <Help role="alert">
            <HelpText>{cannotCall}</HelpText>
            {/* Marked like any page control, so hovering or focusing them already loads their dialog. */}
            <Button size="sm" fullWidth onClick={onPhoneInstead} {...{ [OPEN_ATTRIBUTE]: 'demo-call-dialog' }}>
              {TEXT.phoneInstead}
            </Button>
            <Button size="sm" variant="outline" fullWidth onClick={onBookDemo} {...{ [OPEN_ATTRIBUTE]: 'book-demo-dialog' }}>
              {TEXT.bookDemo}
            </Button>
          </Help>
        ) : null}
        {/* Always there with keys, so muting outside a call answers with the spec's message. */}
        {keysConfigured ? (
          <>
            <CallControls text={TEXT} store={store} />
            <Button variant={connected ? 'secondary' : 'primary'} fullWidth disabled={connecting} onClick={() => void (connected ? end() : start())}>
              <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true">
                <path d={PHONE_PATH} />
              </svg>
              {connected ? TEXT.endCall : connecting ? TEXT.connectingButton : TEXT.startCall}
            </Button>
          </>
        ) : null}
      </Footer>
    </Panel>
  );
}
