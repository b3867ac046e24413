import { getSupabase } from '../../../client/get-supabase.ts';
import { useQuery } from '../../../query/use-query.ts';
import { LEAD_ADMIN_MESSAGES, LEADS_ADMIN_KEY } from './lead-admin-types.ts';

/** India's offset from UTC: the site's day and week are India's. */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The start of today and of this week (Monday) in India, as instants. */
export function indiaDayAndWeekStart(now: Date): { today: Date; week: Date } {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - IST_OFFSET_MS;
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  return { today: new Date(midnight), week: new Date(midnight - daysSinceMonday * 24 * 60 * 60 * 1000) };
}

export interface LeadCounts {
  today: number;
  week: number;
  failed: number;
}

/** Leads received today and this week (India's calendar), and failed leads, for the dashboard. */
async function countLeads(now = new Date()): Promise<LeadCounts> {
  const supabase = await getSupabase();
  const { today, week } = indiaDayAndWeekStart(now);
  // Spam is never counted (a lead marked not spam counts again).
  const base = () => supabase.from('leads').select('id', { count: 'exact', head: true }).is('spam_reason', null);
  const count = async (apply: (query: ReturnType<typeof base>) => ReturnType<typeof base>) => {
    const { count: total, error } = await apply(base());
    if (error) throw new Error(LEAD_ADMIN_MESSAGES.loadFailed(error.message));
    return total ?? 0;
  };
  const [ofToday, ofWeek, failed] = await Promise.all([
    count((query) => query.gte('created_at', today.toISOString())),
    count((query) => query.gte('created_at', week.toISOString())),
    count((query) => query.eq('forward_status', 'failed')),
  ]);
  return { today: ofToday, week: ofWeek, failed };
}

export function useLeadCounts() {
  return useQuery([...LEADS_ADMIN_KEY, 'counts'], () => countLeads());
}
