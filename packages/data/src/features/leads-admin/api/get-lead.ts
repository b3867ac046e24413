import { getSupabase } from '../../../client/get-supabase.ts';
import { useQuery } from '../../../query/use-query.ts';
import { LEAD_ADMIN_MESSAGES, LEADS_ADMIN_KEY, type AdminLead, type ExportedLead } from './lead-admin-types.ts';
import { EXPORT_COLUMNS } from './export-leads.ts';

/** One attempt to forward a lead to the lead service, as save_lead or the sweep recorded it. */
export interface LeadForwardAttempt {
  id: number;
  attempted_at: string;
  outcome: 'forwarded' | 'failed';
  /** The lead service's HTTP status; null when no answer came (a timeout, the network). */
  http_status: number | null;
  error: string | null;
}

/** Another lead of the same person, as the lead's page links to it. */
export type OtherLead = Pick<AdminLead, 'id' | 'form' | 'created_at' | 'forward_status'>;

/** A lead with every stored field, its forward attempts (newest first) and the same person's other leads. */
export interface LeadDetail {
  lead: ExportedLead;
  attempts: LeadForwardAttempt[];
  others: OtherLead[];
}

/** A lead id is a UUID; anything else names no lead (and would be refused by the database). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One lead for its page in the admin; null when there is no such lead (or the caller may not read it). */
export async function getLead(id: string): Promise<LeadDetail | null> {
  if (!UUID.test(id)) return null;
  const supabase = await getSupabase();
  const [leadResult, attemptsResult] = await Promise.all([
    supabase.from('leads').select(EXPORT_COLUMNS).eq('id', id).maybeSingle(),
    supabase.from('lead_forward_attempts').select('id,attempted_at,outcome,http_status,error').eq('lead_id', id).order('attempted_at', { ascending: false }).order('id', { ascending: false }),
  ]);
  const failure = leadResult.error ?? attemptsResult.error;
  if (failure) throw new Error(LEAD_ADMIN_MESSAGES.loadFailed(failure.message));
  const lead = leadResult.data as unknown as ExportedLead | null;
  if (!lead) return null;
  const others = await supabase
    .from('leads')
    .select('id,form,created_at,forward_status')
    .eq('person_id', lead.person_id)
    .neq('id', lead.id)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (others.error) throw new Error(LEAD_ADMIN_MESSAGES.loadFailed(others.error.message));
  return { lead, attempts: (attemptsResult.data ?? []) as LeadForwardAttempt[], others: (others.data ?? []) as OtherLead[] };
}

export function useLead(id: string) {
  return useQuery([...LEADS_ADMIN_KEY, 'lead', id], () => getLead(id));
}
