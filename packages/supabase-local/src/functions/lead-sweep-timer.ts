// Hosted Supabase runs the lead-sweep function from pg_cron; the local server has no scheduler,
// so it calls the very same endpoint on a timer, with the service-role key as the cron job does.
const DEFAULT_INTERVAL_MS = 30_000;

/** Starts the sweep timer (LEAD_SWEEP_INTERVAL_MS, 0 turns it off); it never keeps the process alive. */
export function startLeadSweepTimer(url: string, serviceKey: string): void {
  const interval = Number(process.env.LEAD_SWEEP_INTERVAL_MS ?? DEFAULT_INTERVAL_MS);
  if (!(interval > 0)) return;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const response = await fetch(`${url}/functions/v1/lead-sweep`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      if (!response.ok) console.warn(`[lead-sweep] answered ${response.status}`, await response.text());
      else await response.arrayBuffer();
    } catch (error) {
      console.warn('[lead-sweep] could not run', error);
    } finally {
      running = false;
    }
  };
  setInterval(() => void run(), interval).unref();
}
