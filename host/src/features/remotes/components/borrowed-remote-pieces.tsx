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
 * Lends the pieces one remote renders of another (the home page's callback form): in the browser
 * once into the store, on the server before each render into the page remote's own copy.
 */
export function lendPieces(register: typeof registerSlot): void {
  register('request-callback-section', RequestCallbackSection);
}

lendPieces(registerSlot);

/** The Get Started dialog, loaded when first opened and kept mounted so it can close and reset itself. */
export function GetStartedDialogHost() {
  const open = useGetStartedStore((state) => state.open);
  const [everOpened, setEverOpened] = useState(open);
  if (open && !everOpened) setEverOpened(true);
  if (!everOpened) return null;
  return <RemoteOutlet source={GET_STARTED} subject="The Get Started form" size="inline" loadingLabel="Loading form…" />;
}
