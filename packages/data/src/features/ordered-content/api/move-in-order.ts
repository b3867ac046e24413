import { getSupabase } from '../../../client/get-supabase.ts';
import { invalidate } from '../../../query/query-cache.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { KEY_FEATURES_KEY, KEY_FEATURE_MESSAGES } from '../../key-features/api/key-feature-types.ts';
import { TESTIMONIALS_KEY, TESTIMONIAL_MESSAGES } from '../../testimonials/api/testimonial-types.ts';

/** The lists an admin puts in order by hand: the cache a move refreshes and what a failed one says. */
const ORDERED = {
  key_features: { cache: KEY_FEATURES_KEY, moveFailed: KEY_FEATURE_MESSAGES.moveFailed },
  testimonials: { cache: TESTIMONIALS_KEY, moveFailed: TESTIMONIAL_MESSAGES.moveFailed },
} as const;

export type OrderedTable = keyof typeof ORDERED;

interface Placed {
  id: string;
  display_order: number;
}

/**
 * Moves the row at `from` to place `to` (a drag or a Move button), writing only the rows whose
 * place changed; false when there is no such place.
 */
export async function moveInOrder(table: OrderedTable, rows: readonly Placed[], from: number, to: number): Promise<boolean> {
  const moved = rows[from];
  if (!moved || to < 0 || to >= rows.length || from === to) return false;
  const order = rows.filter((_, index) => index !== from);
  order.splice(to, 0, moved);
  const places = rows.map((row) => row.display_order).sort((a, b) => a - b);
  const supabase = await getSupabase();
  const setOrder = async (id: string, displayOrder: number) => {
    const { error } = await supabase.from(table).update({ display_order: displayOrder }).eq('id', id);
    if (error) throw new Error(ORDERED[table].moveFailed, { cause: error });
  };
  // The writes are independent (no order is unique while they run): sent together, not one by one.
  await Promise.all(
    order.flatMap((row, index) => {
      const place = places[index] ?? index + 1;
      return row.display_order === place ? [] : [setOrder(row.id, place)];
    }),
  );
  return true;
}

export function useMoveInOrder(table: OrderedTable) {
  return useMutation(async ({ rows, from, to }: { rows: readonly Placed[]; from: number; to: number }) => {
    const moved = await moveInOrder(table, rows, from, to);
    await invalidate(ORDERED[table].cache);
    return moved;
  });
}
