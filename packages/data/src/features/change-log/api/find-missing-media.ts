import { getSupabase } from '../../../client/get-supabase.ts';
import type { Json } from '../../../database.types.ts';

export interface MissingImage {
  /** The column that names it, e.g. `image` or `featured_image`. */
  field: string;
  url: string;
}

/** Files the media library stores are served from here; other addresses (the site's own files, elsewhere) are not its to lose. */
const STORAGE_PATH = '/storage/v1/object/public/';

/** The media-library images a version names whose media_files row is gone (editors see hidden rows). */
export async function findMissingMedia(images: readonly { field: string; url: Json | undefined }[]): Promise<MissingImage[]> {
  const stored = images.filter((image): image is MissingImage => typeof image.url === 'string' && image.url.includes(STORAGE_PATH));
  if (stored.length === 0) return [];
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('media_files')
    .select('storage_url')
    .in(
      'storage_url',
      stored.map((image) => image.url),
    );
  if (error) throw new Error(error.message);
  const kept = new Set(data.map((row) => row.storage_url));
  return stored.filter((image) => !kept.has(image.url));
}
