import { getSupabase } from '../../../client/get-supabase.ts';
import { useQuery } from '../../../query/use-query.ts';
import { TESTIMONIALS_KEY, type TestimonialsSection } from './testimonial-types.ts';

/** The testimonials heading, text and link label; null before an admin has written one. */
export async function getTestimonialsSection(): Promise<TestimonialsSection | null> {
  const { data, error } = await getSupabase().from('testimonials_section').select('*').limit(1).maybeSingle();
  if (error) throw new Error(error.message);
  return data as TestimonialsSection | null;
}

export function useTestimonialsSection() {
  return useQuery([...TESTIMONIALS_KEY, 'section'], getTestimonialsSection);
}
