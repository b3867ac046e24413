import { getSupabase } from '../../../client/get-supabase.ts';
import { publicRest } from '../../../client/public-rest.ts';
import { useQuery } from '../../../query/use-query.ts';
import { TESTIMONIALS_KEY, type Testimonial } from './testimonial-types.ts';

/**
 * Testimonials in display order. The public section asks for active ones only, which anyone may
 * read; the admin's full list (inactive ones too) needs the signed-in client.
 */
export async function listTestimonials({ activeOnly = false } = {}): Promise<Testimonial[]> {
  if (activeOnly) return publicRest<Testimonial[]>('testimonials?select=*&is_active=eq.true&order=display_order.asc');
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('testimonials').select('*').order('display_order', { ascending: true });
  if (error) throw new Error(error.message);
  return (data ?? []) as Testimonial[];
}

export function useTestimonials({ activeOnly = false } = {}) {
  return useQuery([...TESTIMONIALS_KEY, 'list', activeOnly], () => listTestimonials({ activeOnly }));
}
