// Case studies a spec writes straight through the API with the service key (as the platform
// would), each removed after its test, so the list other suites read keeps its complete stories first.
import { readFileSync } from 'node:fs';
import { test } from '../../support/test.ts';
import { localSupabase } from '../../support/local-supabase.ts';
import { slugOf, uniqueTitle } from './admin-session.ts';

const { url } = localSupabase();
const { serviceKey } = JSON.parse(readFileSync('.data/keys.json', 'utf8')) as { serviceKey: string };
const headers = { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json', Prefer: 'return=representation' };

/** Registers the removal of what `addCaseStudy` adds after each test of the calling spec. */
export function caseStudyRows() {
  const added: string[] = [];
  test.afterEach(async () => {
    for (const id of added.splice(0)) await fetch(`${url}/rest/v1/case_studies?id=eq.${id}`, { method: 'DELETE', headers });
  });
  return {
    /** A case study titled `base` plus a unique suffix; a draft unless `status` says otherwise. */
    async addCaseStudy(base: string, row: Record<string, unknown> = {}): Promise<{ id: string; title: string; slug: string }> {
      const title = uniqueTitle(base);
      const response = await fetch(`${url}/rest/v1/case_studies`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ title, slug: slugOf(title), industry: 'Real Estate', summary: 'Every launch enquiry called back in a minute.', ...row }),
      });
      const [{ id }] = (await response.json()) as [{ id: string }];
      added.push(id);
      return { id, title, slug: slugOf(title) };
    },
    patchCaseStudy: (id: string, patch: Record<string, unknown>) =>
      fetch(`${url}/rest/v1/case_studies?id=eq.${id}`, { method: 'PATCH', headers, body: JSON.stringify(patch) }),
  };
}
