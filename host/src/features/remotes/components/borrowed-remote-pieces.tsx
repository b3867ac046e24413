import { registerSlot, useGetStartedStore } from '@vaani/stores';
import { useState } from 'react';
import { REQUEST_CALLBACK } from '../served-pieces.ts';
import { RemoteOutlet } from './remote-outlet.tsx';

const GET_STARTED = { remote: 'forms', module: './get-started-dialog' } as const;

function RequestCallbackSection() {
  return (
    <RemoteOutlet
      source={REQUEST_CALLBACK}
      subject="The callback form"
      size="inline"
      loadingLabel="Loading callback form…"
      whenNear
      whenReached
    />
  );
}

/**
 * Lends the pieces of one remote that another renders by name (the marketing home page's callback
 * form). In the browser, once at start-up into the one store; on the server, before each render,
 * into the page remote's server entry's own copy of the store.
 */
export function lendPieces(register: typeof registerSlot): void {
  register('request-callback-section', RequestCallbackSection);
}

lendPieces(registerSlot);

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
