import { getSupabase } from '../../../client/get-supabase.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { TESTIMONIALS_KEY, TESTIMONIAL_MESSAGES, type TestimonialsSection } from './testimonial-types.ts';

export type TestimonialsSectionPatch = Partial<Omit<TestimonialsSection, 'id'>>;

/** Throws 'Failed to update the testimonials section.' */
export async function updateTestimonialsSection(
  id: string,
  patch: TestimonialsSectionPatch,
): Promise<TestimonialsSection> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('testimonials_section').update(patch).eq('id', id).select().single();
  if (error) throw new Error(TESTIMONIAL_MESSAGES.sectionUpdateFailed, { cause: error });
  return data as TestimonialsSection;
}

export function useUpdateTestimonialsSection() {
  return useMutation(
    ({ id, patch }: { id: string; patch: TestimonialsSectionPatch }) => updateTestimonialsSection(id, patch),
    { invalidates: [TESTIMONIALS_KEY] },
  );
}
