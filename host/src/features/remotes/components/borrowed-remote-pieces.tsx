import { useGetStartedStore, useRemoteSlotStore } from '@vaani/stores';
import { useState } from 'react';
import { RemoteOutlet } from './remote-outlet.tsx';

const REQUEST_CALLBACK = { remote: 'forms', module: './request-callback-section' } as const;
const GET_STARTED = { remote: 'forms', module: './get-started-dialog' } as const;

// The callback section's height as it renders (measured in Chromium at 390, 480 and 600 px and
// wider): on a phone it starts inside the first screen, and the hero's video card and the next
// section must not jump when the form arrives.
const CALLBACK_SECTION_HEIGHT = 'min-height: 720px; @media (min-width: 480px) { min-height: 696px; } @media (min-width: 600px) { min-height: 635px; }';

function RequestCallbackSection() {
  return (
    <RemoteOutlet
      source={REQUEST_CALLBACK}
      subject="The callback form"
      size="inline"
      loadingLabel="Loading callback form…"
      whenNear
      reserve={CALLBACK_SECTION_HEIGHT}
    />
  );
}

// Registered once at start-up: the marketing home page renders it through useRemoteSlot.
useRemoteSlotStore.getState().registerSlot('request-callback-section', RequestCallbackSection);

/**
 * The forms remote's Get Started dialog, loaded the first time someone opens it and kept mounted
 * afterwards so it can close (and reset) itself; the dialog reads its open state from the store.
 */
export function GetStartedDialogHost() {
  const open = useGetStartedStore((state) => state.open);
  const [everOpened, setEverOpened] = useState(open);
  if (open && !everOpened) setEverOpened(true);
  if (!everOpened) return null;
  return <RemoteOutlet source={GET_STARTED} subject="The Get Started form" size="inline" loadingLabel="Loading form…" />;
}
