// Stroke icons of the player's buttons; decorative, the buttons carry the labels.
import type { ReactNode } from 'react';

const Icon = ({ children }: { children: ReactNode }) => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    {children}
  </svg>
);

export const PlayIcon = () => (
  <Icon>
    <path d="M7 5l12 7-12 7z" fill="currentColor" />
  </Icon>
);

export const PauseIcon = () => (
  <Icon>
    <path d="M8 5v14M16 5v14" />
  </Icon>
);

export const SpeakerIcon = ({ muted }: { muted: boolean }) => (
  <Icon>
    <path d="M4 10v4h4l5 4V6L8 10z" fill="currentColor" />
    {muted ? <path d="M17 9l5 6M22 9l-5 6" /> : <path d="M17 9a4 4 0 010 6M19.5 6.5a8 8 0 010 11" />}
  </Icon>
);

export const ResetIcon = () => (
  <Icon>
    <path d="M4 4v6h6" />
    <path d="M5.6 15a7 7 0 101.6-7.3L4 10" />
  </Icon>
);

export const VideoOffIcon = () => (
  <Icon>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="M16 10l5-3v10l-5-3M3 3l18 18" />
  </Icon>
);
