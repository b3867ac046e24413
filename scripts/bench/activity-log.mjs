// The activity screen against issue 27's budget, with 50,000 changes written by the database's
// triggers: first page p95 ≤ 100 ms, a filtered one p95 ≤ 150 ms, as the admin's browser asks.
import { tsImport } from 'tsx/esm/api';
import { p95Line, timings } from './support/figures.mjs';
import { withBenchStack } from './support/stack.mjs';

const CHANGES = 50_000;
const BATCH = 1000;
const REQUESTS = 50;
const FIRST_PAGE_BUDGET_MS = 100;
const FILTERED_BUDGET_MS = 150;
// The columns the activity list asks for, from the list itself.
const { SUMMARY_COLUMNS: COLUMNS } = await tsImport('../../packages/data/src/features/change-log/api/list-change-log.ts', import.meta.url);

await withBenchStack('activity', async (stack) => {
  const admin = await stack.staff('bench-admin@vaani.local', 'admin');
  const editor = await stack.staff('bench-editor@vaani.local', 'editor');
  // Nine changes in ten by the editor (testimonials), one in ten by the admin (key features).
  for (let batch = 0; batch < CHANGES / BATCH; batch += 1) {
    const byAdmin = batch % 10 === 0;
    const rows = Array.from({ length: BATCH }, (_, i) =>
      byAdmin ? { title: `Feature ${batch}-${i}`, is_active: false } : { name: `Buyer ${batch}-${i}`, quote: 'Great', rating: 5, is_active: false },
    );
    await stack.call(byAdmin ? '/rest/v1/key_features' : '/rest/v1/testimonials', { method: 'POST', ...(byAdmin ? admin.as : editor.as), body: rows, headers: { Prefer: 'return=minimal' } });
  }
  const measure = (query) =>
    timings(REQUESTS, async () => (await stack.call(`/rest/v1/change_log?select=${COLUMNS}${query}&order=changed_at.desc,id.desc&offset=0&limit=51`, admin.as)).arrayBuffer());
  const today = new Date().toISOString().slice(0, 10);
  const results = [
    ['first page (50, newest first)', await measure(''), FIRST_PAGE_BUDGET_MS],
    ['by person (the admin: 1 in 10)', await measure(`&actor_id=eq.${admin.id}`), FILTERED_BUDGET_MS],
    ['by kind (key features: 1 in 10)', await measure('&table_name=eq.key_features'), FILTERED_BUDGET_MS],
    ['by days (today)', await measure(`&changed_at=gte.${today}T00:00:00Z&changed_at=lt.${today}T23:59:59Z`), FILTERED_BUDGET_MS],
  ];
  const lines = results.map(([label, times, budget]) => p95Line(label, times, budget));
  console.log(`Admin activity list, ${CHANGES} recorded changes, ${REQUESTS} requests each, signed in as an admin\n${lines.join('\n')}`);
});
