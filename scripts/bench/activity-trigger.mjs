// What the record of changes costs an admin's save (issue 27): a case-study save's p50 as the
// admin's browser makes it, with and without the change_log trigger. Budget: <= 1.2x.
// Issue 28: the same save with the draft rules too, <= 1.3x of one with neither trigger (the read
// policy counts on both sides: row-level security cannot be switched off per policy).
import { alternating, median, ratioLine, timings } from './support/figures.mjs';
import { withBenchStack } from './support/stack.mjs';

const SAVES = 200;
const BUDGET_RATIO = 1.2;
const BUDGET_RATIO_WITH_DRAFTS = 1.3;

await withBenchStack('activity-trigger', async (stack) => {
  const db = await stack.db();
  const { as: asAdmin } = await stack.staff('bench-admin@vaani.local', 'admin');
  const [study] = await (
    await stack.call('/rest/v1/case_studies', { method: 'POST', ...asAdmin, body: { title: 'Bench story', slug: 'bench-story', solution: 'x'.repeat(4000), status: 'published' }, headers: { Prefer: 'return=representation' } })
  ).json();

  let n = 0;
  const save = async () => {
    n += 1;
    await (await stack.call(`/rest/v1/case_studies?id=eq.${study.id}`, { method: 'PATCH', ...asAdmin, body: { summary: `Save ${n}` }, headers: { Prefer: 'return=representation' } })).arrayBuffer();
  };
  const trigger = (on) =>
    db.query(`alter table public.case_studies ${on ? 'enable' : 'disable'} trigger record_change, ${on ? 'enable' : 'disable'} trigger case_studies_settle_schedule`);
  const [w, o] = await alternating(async () => median(await timings(SAVES, save)), trigger);
  console.log(`Case-study save p50 as an admin (median of 3 rounds of ${SAVES}; same run)
  without the change_log and schedule triggers   ${o.toFixed(1)} ms
  with them (every save recorded, drafts)        ${w.toFixed(1)} ms
  ${ratioLine(w / o, BUDGET_RATIO, `, issue 27; <= ${BUDGET_RATIO_WITH_DRAFTS}x, issue 28`)}`);
  await db.end();
});
