import { DEMO_CALL_CLIENT_ID } from '@vaani/validation';
import { getSupabase } from '../../../client/get-supabase.ts';

export const DEMO_CALL_TIMEOUT_MS = 2500;

export type DemoCallOutcome = 'success' | 'timeout' | 'error';

export interface DemoCallRequest {
  name: string;
  phone_number: string;
}

/**
 * Asks the demo-call function to ring the visitor. A slow answer is reported as 'timeout' after
 * 2.5 s (the dialog treats it as accepted: the call is still being placed in the background).
 */
export async function requestDemoCall({ name, phone_number }: DemoCallRequest): Promise<{ outcome: DemoCallOutcome }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<DemoCallOutcome>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), DEMO_CALL_TIMEOUT_MS);
  });
  const call = getSupabase()
    .functions.invoke('demo-call', { body: { name, phone_number, client: DEMO_CALL_CLIENT_ID } })
    .then(({ error }): DemoCallOutcome => {
      if (error) console.warn('[demo-call] failed', error.message);
      return error ? 'error' : 'success';
    })
    .catch((error: unknown): DemoCallOutcome => {
      console.warn('[demo-call] failed', error);
      return 'error';
    });
  const outcome = await Promise.race([call, timeout]);
  clearTimeout(timer);
  return { outcome };
}
