import type { Json } from '../../../database.types.ts';
import type { MissingImage } from './find-missing-media.ts';

/** findMissingMedia, loaded on first use (a restore on an edit screen), off visitors' pages. */
export async function missingMedia(images: readonly { field: string; url: Json | undefined }[]): Promise<MissingImage[]> {
  return (await import('./find-missing-media.ts')).findMissingMedia(images);
}
