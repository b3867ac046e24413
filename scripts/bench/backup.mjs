// Backup and restore (issue 38) on a stack of its own (free ports only): 10,000 leads and 200 MB of
// media backed up with `npm run backup`'s command while 20 leads a second arrive, then restored
// into an empty data dir with `npm run restore`'s. Budgets: each <= 60 s; no acknowledged lead lost.
import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { saveLeadFrom } from '../../packages/supabase-local/src/stack-process.test-support.ts';
import { SUPABASE_BIN } from '../local-env.mjs';
import { mark } from './support/figures.mjs';
import { loopback, withBenchStack } from './support/stack.mjs';

const LEADS = 10_000;
const MEDIA_FILES = 8;
const MEDIA_BYTES = 25 * 1024 * 1024;
const LEADS_PER_SECOND = 20;
const BUDGET_MS = 60_000;
/** The function allows 60 leads per address in 10 minutes: the arriving leads come from many. */
const ADDRESSES = 60;

function cli(dataDir, ...args) {
  return new Promise((resolve) => {
    execFile(process.execPath, [SUPABASE_BIN, ...args], { env: { ...process.env, SUPABASE_LOCAL_DATA_DIR: dataDir, DATABASE_URL: '' } }, (error, stdout, stderr) =>
      resolve({ code: error ? (error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/** Sends LEADS_PER_SECOND leads a second (catching up when the timer runs late) until stopped. */
function arrivals(stack) {
  const acknowledged = [];
  const pending = [];
  const since = performance.now();
  let sent = 0;
  const timer = setInterval(() => {
    while (sent < Math.floor(((performance.now() - since) / 1000) * LEADS_PER_SECOND)) {
      const n = (sent += 1);
      const email = `arriving-${n}@example.in`;
      pending.push(saveLeadFrom(stack, loopback(n % ADDRESSES, 40), email).then((status) => status === 201 && acknowledged.push({ email, at: new Date() })));
    }
  }, 10);
  return async () => {
    clearInterval(timer);
    const seconds = (performance.now() - since) / 1000;
    await Promise.all(pending);
    return { sent, acknowledged, rate: sent / seconds };
  };
}

const report = (name, ms) => console.log(`${name.padEnd(52)} ${(ms / 1000).toFixed(1).padStart(6)} s   budget ${BUDGET_MS / 1000} s ${mark(ms <= BUDGET_MS)}`);

// Each data dir a temporary folder of its own: PostgreSQL runs as an unprivileged user, who must reach it.
const [work, restoredDir] = ['archive', 'restored'].map((name) => mkdtempSync(path.join(os.tmpdir(), `vaani-bench-backup-${name}-`)));
const archive = path.join(work, 'bench.tar.gz');
try {
  await withBenchStack('backup', async (stack) => {
    const db = await stack.db();
    await db.query(
      `insert into public.leads (sheet_name, data) select 'calling_leads', jsonb_build_object('name', 'Buyer ' || n, 'phone', '+9198' || lpad(n::text, 8, '0')) from generate_series(1, $1) n`,
      [LEADS],
    );
    for (let i = 0; i < MEDIA_FILES; i += 1) {
      const response = await fetch(`${stack.url}/storage/v1/object/videos/bench/tour-${i}.mp4`, {
        method: 'POST',
        headers: { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}`, 'Content-Type': 'video/mp4' },
        body: randomBytes(MEDIA_BYTES),
      });
      if (!response.ok) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
    }
    console.log(`seeded ${LEADS} leads and ${MEDIA_FILES} × ${MEDIA_BYTES / 1024 / 1024} MB of media`);

    const stop = arrivals(stack);
    await sleep(1000);
    const started = performance.now();
    const backedUp = await cli(stack.dataDir, 'backup', archive);
    const backupMs = performance.now() - started;
    await sleep(1000);
    const { sent, acknowledged, rate } = await stop();
    if (backedUp.code !== 0) throw new Error(`backup failed: ${backedUp.output}`);
    report('backup while 20 leads/s arrive', backupMs);

    const manifest = JSON.parse(spawnSync('tar', ['-xzOf', archive, 'manifest.json'], { encoding: 'utf8' }).stdout);
    const archived = new Set(
      spawnSync('tar', ['-xzOf', archive, 'db/public.leads.ndjson'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
        .stdout.split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line).data.email)
        .filter(Boolean),
    );
    const live = new Set((await db.query(`select data ->> 'email' as email from public.leads where data ? 'email'`)).rows.map((row) => row.email));
    await db.end();
    const snapshotAt = new Date(manifest.snapshotAt);
    const lost = acknowledged.filter(({ email }) => !archived.has(email) && !live.has(email));
    const missedBeforeSnapshot = acknowledged.filter(({ email, at }) => at < snapshotAt && !archived.has(email));
    console.log(
      `arriving leads: ${sent} sent (${rate.toFixed(1)} a second), ${acknowledged.length} acknowledged, ${archived.size} in the archive, ${acknowledged.length - archived.size} after its snapshot, ${lost.length} lost (budget 0 ${mark(lost.length === 0)}), ${missedBeforeSnapshot.length} acknowledged before the snapshot but not in it (budget 0 ${mark(missedBeforeSnapshot.length === 0)})`,
    );
    if (acknowledged.length < sent) process.exitCode = 1;
    console.log(`archive: ${(manifest.objects.bytes / 1024 / 1024).toFixed(0)} MB of media in ${manifest.objects.count} objects, ${manifest.tables['public.leads'].rows} leads`);
  });
  const started = performance.now();
  const restored = await cli(restoredDir, 'restore', archive);
  const restoreMs = performance.now() - started;
  if (restored.code !== 0) throw new Error(`restore failed: ${restored.output}`);
  report('restore into an empty data dir', restoreMs);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const dir of [work, restoredDir]) rmSync(dir, { recursive: true, force: true });
}
process.exit();
