import { publicRow } from '../../../client/public-rest.ts';
import { useQuery } from '../../../query/use-query.ts';
import { TESTIMONIALS_KEY, type TestimonialsSection } from './testimonial-types.ts';

/** The testimonials heading, text and link label; null before an admin has written one. */
export async function getTestimonialsSection(): Promise<TestimonialsSection | null> {
  return publicRow<TestimonialsSection>('testimonials_section');
}

export function useTestimonialsSection() {
  return useQuery([...TESTIMONIALS_KEY, 'section'], getTestimonialsSection);
}
