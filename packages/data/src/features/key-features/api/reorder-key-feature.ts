import { getSupabase } from '../../../client/get-supabase.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { KEY_FEATURES_KEY, KEY_FEATURE_MESSAGES, type KeyFeature } from './key-feature-types.ts';

async function setOrder(id: string, displayOrder: number): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('key_features').update({ display_order: displayOrder }).eq('id', id);
  if (error) throw new Error(KEY_FEATURE_MESSAGES.moveFailed, { cause: error });
}

/**
 * Puts the feature at `from` at place `to` (a drag, or one place up or down), giving each feature whose place changed the
 * order of the place it now holds; the others are not written.
 */
export async function moveKeyFeature(features: readonly KeyFeature[], from: number, to: number): Promise<boolean> {
  const moved = features[from];
  if (!moved || to < 0 || to >= features.length || from === to) return false;
  const order = features.filter((_, index) => index !== from);
  order.splice(to, 0, moved);
  const places = features.map((feature) => feature.display_order).sort((a, b) => a - b);
  // The writes are independent (no order is unique while they run): sent together, not one by one.
  await Promise.all(
    [...order.entries()].flatMap(([index, feature]) => {
      const place = places[index] ?? index + 1;
      return feature.display_order === place ? [] : [setOrder(feature.id, place)];
    }),
  );
  return true;
}

export function useMoveKeyFeature() {
  return useMutation(
    ({ features, from, to }: { features: readonly KeyFeature[]; from: number; to: number }) => moveKeyFeature(features, from, to),
    { invalidates: [KEY_FEATURES_KEY] },
  );
}
