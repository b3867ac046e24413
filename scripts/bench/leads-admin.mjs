// The admin's leads list against issue 20's budget: with 10,000 stored leads on a fresh local
// stack, the first page (50, newest first, with the total) and a search by email each answer
// p95 ≤ 100 ms, as the admin's browser asks for them (signed in, row-level security deciding).
import { randomUUID } from 'node:crypto';
import { tsImport } from 'tsx/esm/api';
import { p95Line, timings } from './support/figures.mjs';
import { withBenchStack } from './support/stack.mjs';

const LEADS = 10_000;
const REQUESTS = 50;
const BUDGET_MS = 100;
// The columns the admin's list asks for, from the list itself.
const { LEAD_COLUMNS: COLUMNS } = await tsImport('../../packages/data/src/features/leads-admin/api/list-leads.ts', import.meta.url);

await withBenchStack('leads-admin', async (stack) => {
  const started = Date.now();
  await stack.seed('leads', LEADS, (n) => ({
    sheet_name: 'calling_leads',
    form: n % 2 ? 'demo-call' : 'callback',
    data: { name: `Buyer ${n}`, email: `buyer-${n}@mail.com`, phone_number: `+9198${String(n).padStart(8, '0')}` },
    idempotency_key: randomUUID(),
    created_at: new Date(started - n * 60_000).toISOString(),
    forwarded_at: n % 10 ? new Date(started).toISOString() : null,
  }));
  const { as: asAdmin } = await stack.staff('bench-admin@vaani.local', 'admin');
  const measure = (pathname) => timings(REQUESTS, async () => (await stack.call(pathname, { ...asAdmin, headers: { Prefer: 'count=exact' } })).arrayBuffer());
  const firstPage = await measure(`/rest/v1/leads?select=${COLUMNS}&order=created_at.desc,id.desc&offset=0&limit=50`);
  const search = await measure(
    `/rest/v1/leads?select=${COLUMNS}&or=(data->>email.ilike."*buyer-4242*",data->>phone_number.ilike."*buyer-4242*")&order=created_at.desc,id.desc&offset=0&limit=50`,
  );
  console.log(`Admin leads list, ${LEADS} stored leads, ${REQUESTS} requests each, signed in as an admin
${p95Line('first page (50, newest, with total)', firstPage, BUDGET_MS)}
${p95Line('search by email', search, BUDGET_MS)}`);
});
