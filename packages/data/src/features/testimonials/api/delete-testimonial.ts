import { getSupabase } from '../../../client/get-supabase.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { TESTIMONIALS_KEY, TESTIMONIAL_MESSAGES } from './testimonial-types.ts';

/** Deletes a testimonial (admins only; row-level security hides the row from anyone else). */
export async function deleteTestimonial(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('testimonials').delete().eq('id', id).select('id');
  if (error) throw new Error(TESTIMONIAL_MESSAGES.deleteFailed(error.message));
  if (!data || data.length === 0) throw new Error(TESTIMONIAL_MESSAGES.deleteFailed('not found or not allowed'));
}

export function useDeleteTestimonial() {
  return useMutation(deleteTestimonial, { invalidates: [TESTIMONIALS_KEY] });
}
