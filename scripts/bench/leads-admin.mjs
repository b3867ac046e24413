// The admin's leads list against issue 20's budget: with 10,000 stored leads on a fresh local
// stack, the first page (50, newest first, with the total) and a search by email each answer
// p95 ≤ 100 ms, as the admin's browser asks for them (signed in, row-level security deciding).
import { randomUUID } from 'node:crypto';
import { tsImport } from 'tsx/esm/api';
import { mark, percentile, timings } from './support/figures.mjs';
import { call as callAt, signedInStaff } from './support/rest.mjs';
import { withBenchStack } from './support/stack.mjs';

const LEADS = 10_000;
const REQUESTS = 50;
const BUDGET_MS = 100;
// The columns the admin's list asks for, from the list itself.
const { LEAD_COLUMNS: COLUMNS } = await tsImport('../../packages/data/src/features/leads-admin/api/list-leads.ts', import.meta.url);

await withBenchStack('leads-admin', async (stack) => {
  const { serviceKey } = stack;
  const call = (pathname, options) => callAt(stack.url, pathname, options);
  const started = Date.now();
  for (let batch = 0; batch < LEADS / 1000; batch += 1) {
    const rows = Array.from({ length: 1000 }, (_, i) => {
      const n = batch * 1000 + i;
      return {
        sheet_name: 'calling_leads',
        form: n % 2 ? 'demo-call' : 'callback',
        data: { name: `Buyer ${n}`, email: `buyer-${n}@mail.com`, phone_number: `+9198${String(n).padStart(8, '0')}` },
        idempotency_key: randomUUID(),
        created_at: new Date(started - n * 60_000).toISOString(),
        forwarded_at: n % 10 ? new Date(started).toISOString() : null,
      };
    });
    await call('/rest/v1/leads', { method: 'POST', key: serviceKey, body: rows, headers: { Prefer: 'return=minimal' } });
  }
  const { as: asAdmin } = await signedInStaff(stack.url, stack, 'bench-admin@vaani.local', 'admin');
  const measure = (pathname, headers = {}) => timings(REQUESTS, async () => (await call(pathname, { ...asAdmin, headers })).arrayBuffer());
  const firstPage = await measure(`/rest/v1/leads?select=${COLUMNS}&order=created_at.desc,id.desc&offset=0&limit=50`, { Prefer: 'count=exact' });
  const search = await measure(
    `/rest/v1/leads?select=${COLUMNS}&or=(data->>email.ilike."*buyer-4242*",data->>phone_number.ilike."*buyer-4242*")&order=created_at.desc,id.desc&offset=0&limit=50`,
    { Prefer: 'count=exact' },
  );
  const line = (label, times) => {
    const p95 = percentile(times, 95);
    return `  ${mark(p95 <= BUDGET_MS)} ${label.padEnd(34)} p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${p95.toFixed(1)} ms (budget p95 ≤ ${BUDGET_MS} ms)`;
  };
  console.log(`Admin leads list, ${LEADS} stored leads, ${REQUESTS} requests each, signed in as an admin
${line('first page (50, newest, with total)', firstPage)}
${line('search by email', search)}`);
});
