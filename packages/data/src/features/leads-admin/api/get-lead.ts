import { getSupabase } from '../../../client/get-supabase.ts';
import { useQuery } from '../../../query/use-query.ts';
import { LEAD_ADMIN_MESSAGES, LEADS_ADMIN_KEY, LEADS_LIVE_REFRESH_MS, type AdminLead, type ExportedLead } from './lead-admin-types.ts';
import { EXPORT_COLUMNS } from './export-leads.ts';

/** One attempt to forward a lead to the lead service, as save_lead or the sweep recorded it. */
interface LeadForwardAttempt {
  id: number;
  attempted_at: string;
  outcome: 'forwarded' | 'failed';
  /** The lead service's HTTP status; null when no answer came (a timeout, the network). */
  http_status: number | null;
  error: string | null;
}

/** Another lead of the same person, as the lead's page links to it. */
type OtherLead = Pick<AdminLead, 'id' | 'form' | 'created_at' | 'forward_status'>;

/** A lead with every stored field, its forward attempts (newest first) and the same person's other leads. */
export interface LeadDetail {
  lead: ExportedLead;
  attempts: LeadForwardAttempt[];
  others: OtherLead[];
}

/** A lead id is a UUID; anything else names no lead (and would be refused by the database). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The lead, its forward attempts and the same person's other leads, in one request (same_person_leads is a computed relationship). */
const DETAIL_COLUMNS = `${EXPORT_COLUMNS},lead_forward_attempts(id,attempted_at,outcome,http_status,error),same_person_leads(id,form,created_at,forward_status)`;

type LeadRow = ExportedLead & { lead_forward_attempts: LeadForwardAttempt[]; same_person_leads: OtherLead[] };

/** One lead for its page in the admin; null when there is no such lead (or the caller may not read it). */
async function getLead(id: string): Promise<LeadDetail | null> {
  if (!UUID.test(id)) return null;
  const supabase = await getSupabase();
  const newestFirstIn = (referencedTable: string) => ({ ascending: false, referencedTable });
  const { data, error } = await supabase
    .from('leads')
    .select(DETAIL_COLUMNS)
    .eq('id', id)
    .order('attempted_at', newestFirstIn('lead_forward_attempts'))
    .order('id', newestFirstIn('lead_forward_attempts'))
    .order('created_at', newestFirstIn('same_person_leads'))
    .order('id', newestFirstIn('same_person_leads'))
    .maybeSingle();
  if (error) throw new Error(LEAD_ADMIN_MESSAGES.loadFailed(error.message));
  if (!data) return null;
  const { lead_forward_attempts: attempts, same_person_leads: others, ...lead } = data as unknown as LeadRow;
  return { lead, attempts, others };
}

/** A pending lead is being forwarded (or was queued again): its page follows without a reload. */
export function useLead(id: string) {
  return useQuery([...LEADS_ADMIN_KEY, 'lead', id], () => getLead(id), {
    refetchEvery: (found) => (found?.lead.forward_status === 'pending' ? LEADS_LIVE_REFRESH_MS : false),
  });
}
