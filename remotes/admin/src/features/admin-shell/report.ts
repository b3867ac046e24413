import { toast, type ToastOptions } from '@vaani/stores';
import { useState } from 'react';

/**
 * Says in a toast how a write went: `done`, or the failure's words under `failedTitle`. Settles
 * either way, so a caller chains only what follows both (a busy flag cleared).
 */
export function report<T>(write: Promise<T>, done: ToastOptions | ((result: T) => ToastOptions), failedTitle: string): Promise<void> {
  return write.then(
    (result) => void toast(typeof done === 'function' ? done(result) : done),
    (failure: Error) => void toast({ title: failedTitle, description: failure.message, variant: 'destructive' }),
  );
}

/** report() for a screen's writes, with what one is under way for (a row's id, a version…) until it settles. */
export function useReport<Target>() {
  const [busy, setBusy] = useState<Target | null>(null);
  const run = <T,>(target: Target, write: Promise<T>, done: ToastOptions | ((result: T) => ToastOptions), failedTitle: string) => {
    setBusy(target);
    void report(write, done, failedTitle).finally(() => setBusy(null));
  };
  return { busy, run };
}
