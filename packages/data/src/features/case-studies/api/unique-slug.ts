import { slugCandidate, slugify } from '@vaani/validation';
import { getSupabase } from '../../../client/get-supabase.ts';

// PostgREST's answer to .single() when no row matches: the slug is free.
const NOT_FOUND = 'PGRST116';

// A title made only of symbols still needs a usable address.
const FALLBACK_SLUG = 'case-study';

/** The title's slug, with -1, -2, … appended until no other case study uses it. */
export async function uniqueSlug(title: string, ignoreId?: string): Promise<string> {
  const base = slugify(title) || FALLBACK_SLUG;
  for (let attempt = 0; ; attempt += 1) {
    const candidate = slugCandidate(base, attempt);
    const supabase = await getSupabase();
    let query = supabase.from('case_studies').select('id').eq('slug', candidate);
    if (ignoreId) query = query.neq('id', ignoreId);
    const { error } = await query.single();
    if (error?.code === NOT_FOUND) return candidate;
    if (error) throw new Error(error.message);
  }
}

/** A case study's slug for `title`: its own while the title stays, so shared links survive text edits. */
export async function slugForTitle(id: string, title: string): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('case_studies').select('title, slug').eq('id', id).single();
  if (error) throw new Error(error.message);
  return data.title === title ? data.slug : uniqueSlug(title, id);
}
