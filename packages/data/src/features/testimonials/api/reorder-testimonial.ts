import { getSupabase } from '../../../client/get-supabase.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { TESTIMONIALS_KEY, TESTIMONIAL_MESSAGES, type Testimonial } from './testimonial-types.ts';

async function setOrder(id: string, displayOrder: number): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('testimonials').update({ display_order: displayOrder }).eq('id', id);
  if (error) throw new Error(TESTIMONIAL_MESSAGES.moveFailed, { cause: error });
}

/** Swaps display_order with the neighbour above or below; false at either end of the list. */
export async function reorderTestimonial(testimonials: readonly Testimonial[], index: number, direction: 'up' | 'down'): Promise<boolean> {
  const current = testimonials[index];
  const neighbour = testimonials[direction === 'up' ? index - 1 : index + 1];
  if (!current || !neighbour) return false;
  await setOrder(current.id, neighbour.display_order);
  await setOrder(neighbour.id, current.display_order);
  return true;
}

export function useReorderTestimonial() {
  return useMutation(
    ({ testimonials, index, direction }: { testimonials: readonly Testimonial[]; index: number; direction: 'up' | 'down' }) => reorderTestimonial(testimonials, index, direction),
    { invalidates: [TESTIMONIALS_KEY] },
  );
}
