import { getSupabase } from '../../../client/get-supabase.ts';
import { useQuery } from '../../../query/use-query.ts';
import { TESTIMONIALS_KEY, type Testimonial } from './testimonial-types.ts';

/** Testimonials in display order; the public section asks for active ones only. */
export async function listTestimonials({ activeOnly = false } = {}): Promise<Testimonial[]> {
  let query = getSupabase().from('testimonials').select('*');
  if (activeOnly) query = query.eq('is_active', true);
  const { data, error } = await query.order('display_order', { ascending: true });
  if (error) throw new Error(error.message);
  return (data ?? []) as Testimonial[];
}

export function useTestimonials({ activeOnly = false } = {}) {
  return useQuery([...TESTIMONIALS_KEY, 'list', activeOnly], () => listTestimonials({ activeOnly }));
}
