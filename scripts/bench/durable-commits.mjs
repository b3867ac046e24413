// What durable commits cost the lead path (issue 25): save_lead p50 at 10 concurrent requests on
// a local stack with durable commits, against synchronous_commit off in the same run. Budget:
// durable p50 <= 1.5x the other.
import { randomUUID } from 'node:crypto';
import { saveLeadFrom } from '../../packages/supabase-local/src/stack-process.test-support.ts';
import { alternating, median, ratioLine, timings } from './support/figures.mjs';
import { loopback, withBenchStack } from './support/stack.mjs';

const CONCURRENCY = 10;
const PER_ROUND = 400;
const BUDGET_RATIO = 1.5;
/** The function allows 60 leads per address in 10 minutes: each round sends from addresses of its own. */
const ADDRESSES = 10;

async function p50(stack, round) {
  const saveLead = async (index) => {
    const status = await saveLeadFrom(stack, loopback((index + 1) % ADDRESSES, 20 + round), `bench-${randomUUID().slice(0, 12)}@example.in`);
    if (status !== 201) throw new Error(`save_lead answered ${status}`);
  };
  return median(await timings(PER_ROUND, saveLead, CONCURRENCY));
}

async function setSynchronousCommit(stack, value) {
  const client = await stack.db();
  try {
    await client.query(`alter system set synchronous_commit = ${value}`);
    await client.query('select pg_reload_conf()');
  } finally {
    await client.end();
  }
}

await withBenchStack('durable', async (stack) => {
  // The warm-up (round 0) lets the functions' first requests compile and connect.
  const [d, r] = await alternating(
    (durable, round) => p50(stack, durable ? 2 * round : 2 * round - 1),
    (on) => setSynchronousCommit(stack, on ? 'on' : 'off'),
  );
  console.log(`save_lead p50 at ${CONCURRENCY} concurrent (median of 3 rounds of ${PER_ROUND}; same run)
  synchronous_commit off (before)   ${r.toFixed(1)} ms
  durable commits (now)             ${d.toFixed(1)} ms
  ${ratioLine(d / r, BUDGET_RATIO)}`);
});
