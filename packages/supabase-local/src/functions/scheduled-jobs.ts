// What hosted Supabase runs from pg_cron (same job names and endpoints, the service-role key), the
// local server runs on timers; retention also at start, since a local stack seldom runs a whole day.
// /health lists the running ones, so `npm run doctor` checks them as it checks cron.job on hosted.

interface Job {
  name: string;
  /** Path under the server's URL, called with POST and an empty JSON body. */
  path: string;
  /** Environment variable with the interval in ms (0 turns the job off). */
  intervalVariable: string;
  defaultIntervalMs: number;
  atStart?: boolean;
}

const JOBS: readonly Job[] = [
  { name: 'lead-sweep', path: '/functions/v1/lead-sweep', intervalVariable: 'LEAD_SWEEP_INTERVAL_MS', defaultIntervalMs: 30_000 },
  // Every 20 s: a case study scheduled for a time is public within a minute of it.
  { name: 'publish-due-case-studies', path: '/rest/v1/rpc/publish_due_case_studies', intervalVariable: 'PUBLISH_DUE_INTERVAL_MS', defaultIntervalMs: 20_000 },
  { name: 'apply-retention', path: '/rest/v1/rpc/apply_retention', intervalVariable: 'RETENTION_INTERVAL_MS', defaultIntervalMs: 24 * 3600_000, atStart: true },
];

export const runningJobs = new Set<string>();

function startJob(job: Job, url: string, serviceKey: string): void {
  const interval = Number(process.env[job.intervalVariable] ?? job.defaultIntervalMs);
  if (!(interval > 0)) return;
  runningJobs.add(job.name);
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const response = await fetch(`${url}${job.path}`, {
        method: 'POST',
        headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      if (!response.ok) console.warn(`[${job.name}] answered ${response.status}`, await response.text());
      else await response.arrayBuffer();
    } catch (error) {
      console.warn(`[${job.name}] could not run`, error);
    } finally {
      running = false;
    }
  };
  setInterval(() => void run(), interval).unref();
  if (job.atStart) void run();
}

/** Starts every job's timer; none keeps the process alive. */
export function startScheduledJobs(url: string, serviceKey: string): void {
  for (const job of JOBS) startJob(job, url, serviceKey);
}
