import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useStore } from 'zustand';
import { roundIconButton } from '@vaani/ui';
import type { VoiceWidgetTexts } from '../api/voice-widget-texts.ts';
import type { VoiceWidgetStore } from '../api/voice-widget-store.ts';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const Timer = styled.span`
  min-width: 44px;
  font-size: 14px;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Track = styled.div`
  flex: 1;
  height: 6px;
  overflow: hidden;
  border-radius: 3px;
  background: ${({ theme }) => theme.colors.surface};
`;

const Level = styled.div`
  height: 100%;
  border-radius: 3px;
  background: ${({ theme }) => theme.colors.accent};
  transform-origin: left center;
  transition: transform 100ms linear;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const MuteButton = styled.button`
  ${roundIconButton(36)}
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.dangerSurface};
    color: ${({ theme }) => theme.colors.danger};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

function MicrophoneIcon({ muted }: { muted: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <rect x="9" y="2" width="6" height="12" rx="3" />
      <path d="M5 10a7 7 0 0 0 14 0M12 17v4" />
      {muted ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function CallTimer({ label, since }: { label: string; since: number | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    // Not a live region: a screen reader announcing every second would drown the call.
    <Timer role="timer" aria-label={label}>
      {formatDuration(since === null ? 0 : now - since)}
    </Timer>
  );
}

function LevelMeter({ label, store }: { label: string; store: VoiceWidgetStore }) {
  const volume = useStore(store, (state) => state.volume);
  return (
    <Track role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(volume * 100)}>
      <Level style={{ transform: `scaleX(${volume})` }} />
    </Track>
  );
}

/** Timer, voice level and mute toggle, shown while a call is connecting or connected. */
export function CallControls({ text: TEXT, store }: { text: VoiceWidgetTexts; store: VoiceWidgetStore }) {
  const muted = useStore(store, (state) => state.muted);
  const connectedAt = useStore(store, (state) => state.connectedAt);
  const { mute, unmute } = store.getState();
  return (
    <Row>
      <CallTimer label={TEXT.callDuration} since={connectedAt} />
      <LevelMeter label={TEXT.agentLevel} store={store} />
      <MuteButton type="button" aria-label={TEXT.mute} aria-pressed={muted} onClick={muted ? unmute : mute}>
        <MicrophoneIcon muted={muted} />
      </MuteButton>
    </Row>
  );
}
