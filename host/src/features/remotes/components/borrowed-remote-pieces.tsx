import { useGetStartedStore, useRemoteSlotStore } from '@vaani/stores';
import { useState } from 'react';
import { RemoteOutlet } from './remote-outlet.tsx';

const REQUEST_CALLBACK = { remote: 'forms', module: './request-callback-section' } as const;
const GET_STARTED = { remote: 'forms', module: './get-started-dialog' } as const;

function RequestCallbackSection() {
  return (
    <RemoteOutlet
      source={REQUEST_CALLBACK}
      subject="The callback form"
      size="inline"
      loadingLabel="Loading callback form…"
      whenNear
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
