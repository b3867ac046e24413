import { getSupabase } from '../../../client/get-supabase.ts';
import { publicRest, publicRow } from '../../../client/public-rest.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { useQuery } from '../../../query/use-query.ts';
import type { OrderedTable } from './move-in-order.ts';

interface OrderedContentSpec {
  table: OrderedTable;
  sectionTable: `${OrderedTable}_section`;
  cache: readonly string[];
  /** What a refused write says: `reason` is the database's message, or why nothing was deleted. */
  saveFailed: (reason: string, added: boolean) => string;
  deleteFailed: (reason: string) => string;
  sectionUpdateFailed: string;
}

/**
 * A home-page list an admin orders under a section heading (key features, testimonials): visitors
 * read active rows over public REST; the full list (admins only, by row-level security) and the
 * writes go through the signed-in client.
 */
export function orderedContent<Item extends { id: string; display_order: number }, Section extends { id: string }>(spec: OrderedContentSpec) {
  type Input = Omit<Item, 'id' | 'display_order'>;
  type SectionPatch = Partial<Omit<Section, 'id'>>;
  const { table, cache } = spec;

  const listActive = () => publicRest<Item[]>(`${table}?select=*&is_active=eq.true&order=display_order.asc`);

  const listAll = async (): Promise<Item[]> => {
    const supabase = await getSupabase();
    const { data, error } = await supabase.from(table).select('*').order('display_order', { ascending: true });
    if (error) throw new Error(error.message);
    return (data ?? []) as unknown as Item[];
  };

  /** Saves an edit of the row `id`, or adds the row at the end of the list. */
  const save = async (input: Partial<Input>, id?: string): Promise<Item> => {
    const supabase = await getSupabase();
    const rows = supabase.from(table);
    let written;
    if (id) written = await rows.update(input as never).eq('id', id).select().single();
    else {
      const last = await rows.select('display_order').order('display_order', { ascending: false }).limit(1).maybeSingle();
      written = await rows.insert({ ...input, display_order: (last.data?.display_order ?? 0) + 1 } as never).select().single();
    }
    if (written.error) throw new Error(spec.saveFailed(written.error.message, !id), { cause: written.error });
    return written.data as unknown as Item;
  };

  const remove = async (id: string): Promise<void> => {
    const supabase = await getSupabase();
    const { data, error } = await supabase.from(table).delete().eq('id', id).select('id');
    if (error) throw new Error(spec.deleteFailed(error.message), { cause: error });
    if (!data?.length) throw new Error(spec.deleteFailed('not found or not allowed'));
  };

  /** The heading above the list; null before an admin has written one. */
  const getSection = () => publicRow<Section>(spec.sectionTable);

  const updateSection = async (id: string, patch: SectionPatch): Promise<Section> => {
    const supabase = await getSupabase();
    const { data, error } = await supabase.from(spec.sectionTable).update(patch as never).eq('id', id).select().single();
    if (error) throw new Error(spec.sectionUpdateFailed, { cause: error });
    return data as unknown as Section;
  };

  const invalidates = [cache];
  return {
    listActive,
    listAll,
    save,
    remove,
    getSection,
    updateSection,
    useItems: ({ activeOnly = false } = {}) => useQuery([...cache, 'list', activeOnly], activeOnly ? listActive : listAll),
    useSection: () => useQuery([...cache, 'section'], getSection),
    useSave: () => useMutation(({ input, id }: { input: Input; id?: string }) => save(input, id), { invalidates }),
    useDelete: () => useMutation(remove, { invalidates }),
    useUpdateSection: () => useMutation(({ id, patch }: { id: string; patch: SectionPatch }) => updateSection(id, patch), { invalidates }),
  };
}
