import { getSupabase } from '../../../client/get-supabase.ts';
import type { Database } from '../../../database.types.ts';
import { useQuery } from '../../../query/use-query.ts';

/** One message at one place, with how often visitors hit it in the last 24 hours. */
export type VisitorErrorGroup = Database['public']['Functions']['visitor_errors_last_day']['Returns'][number];

/** Errors visitors hit in the last 24 hours, grouped and counted by the database (admins only). */
async function loadVisitorErrors(): Promise<VisitorErrorGroup[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('visitor_errors_last_day');
  if (error) throw new Error(`Could not load visitor errors: ${error.message}`);
  return data;
}

export function useVisitorErrors() {
  return useQuery(['visitor-errors', 'last-day'], loadVisitorErrors);
}
