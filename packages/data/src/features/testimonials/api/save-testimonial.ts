import { getSupabase } from '../../../client/get-supabase.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { TESTIMONIALS_KEY, TESTIMONIAL_MESSAGES, type Testimonial } from './testimonial-types.ts';

export type TestimonialInput = Omit<Testimonial, 'id' | 'display_order'>;

/** Adds a testimonial at the end of the list, or saves an edit when `id` is given (admins only). */
export async function saveTestimonial(input: TestimonialInput, id?: string): Promise<Testimonial> {
  const supabase = await getSupabase();
  if (id) {
    const { data, error } = await supabase.from('testimonials').update(input).eq('id', id).select().single();
    if (error) throw new Error(TESTIMONIAL_MESSAGES.saveFailed(error.message));
    return data as Testimonial;
  }
  const last = await supabase.from('testimonials').select('display_order').order('display_order', { ascending: false }).limit(1).maybeSingle();
  const displayOrder = ((last.data as { display_order: number } | null)?.display_order ?? 0) + 1;
  const { data, error } = await supabase.from('testimonials').insert({ ...input, display_order: displayOrder }).select().single();
  if (error) throw new Error(TESTIMONIAL_MESSAGES.saveFailed(error.message));
  return data as Testimonial;
}

export function useSaveTestimonial() {
  return useMutation(
    ({ input, id }: { input: TestimonialInput; id?: string }) => saveTestimonial(input, id),
    { invalidates: [TESTIMONIALS_KEY] },
  );
}
