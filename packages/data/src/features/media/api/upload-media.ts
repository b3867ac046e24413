import { MAX_UPLOAD_BYTES, fileTooLargeMessage } from '@vaani/validation';
import { getSupabase } from '../../../client/get-supabase.ts';
import { useMutation } from '../../../query/use-mutation.ts';
import { MEDIA_BUCKETS, MEDIA_KEY, MEDIA_MESSAGES, type MediaFile, type MediaFileType } from './media-types.ts';
import type { StorageRefusal } from './resumable-upload.ts';

/** An upload failure carrying the toast's title and text. */
export class UploadError extends Error {
  constructor(
    readonly title: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export interface UploadMediaInput {
  file: File;
  fileType: MediaFileType;
  useCase?: string;
  /** What an image shows, for people who cannot see it; none for a video. */
  altText?: string;
  /** Called with 0–100 as the bytes reach the server. */
  onProgress?: (percent: number) => void;
}

function storagePath(file: File, useCase: string | undefined): string {
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : 'bin';
  const random = Math.random().toString(36).slice(2, 10);
  return `${useCase || 'general'}/${Date.now()}-${random}.${extension}`;
}

const CACHE_CONTROL_SECONDS = 3600;

function storageFailure({ status, message }: StorageRefusal): UploadError {
  if (status === 0) return new UploadError(MEDIA_MESSAGES.uploadFailedTitle, MEDIA_MESSAGES.storageError);
  const tooLarge = status === 413 || /too large|maximum allowed size/i.test(message);
  const description = tooLarge ? MEDIA_MESSAGES.storageTooLarge : message || MEDIA_MESSAGES.storageUploadFailed;
  return new UploadError(MEDIA_MESSAGES.uploadFailedTitle, description);
}

/** Stores the file, then its media_files row; a row that fails takes the file with it (none unlisted). */
export async function uploadMedia({ file, fileType, useCase, altText, onProgress }: UploadMediaInput): Promise<MediaFile> {
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new UploadError(MEDIA_MESSAGES.fileTooLargeTitle, fileTooLargeMessage(file.size));
  }
  const supabase = await getSupabase();
  const bucket = supabase.storage.from(MEDIA_BUCKETS[fileType]);
  const path = storagePath(file, useCase);
  // tus-js-client comes with the first upload, so no visitor's page ever carries it.
  const tus = await import('./resumable-upload.ts');
  await tus
    .resumableUpload({ bucket: MEDIA_BUCKETS[fileType], path, file, cacheControlSeconds: CACHE_CONTROL_SECONDS, onProgress })
    .catch((error: unknown) => {
      throw storageFailure(tus.storageRefusal(error));
    });

  const storageUrl = bucket.getPublicUrl(path).data.publicUrl;
  if (!storageUrl) {
    await bucket.remove([path]);
    throw new UploadError(MEDIA_MESSAGES.uploadFailedTitle, MEDIA_MESSAGES.storageError);
  }
  const { data, error } = await supabase
    .from('media_files')
    .insert({
      file_name: path,
      original_name: file.name,
      file_type: fileType,
      use_case: useCase || 'general',
      storage_url: storageUrl,
      content_type: file.type,
      file_size: file.size,
      alt_text: altText ?? null,
    })
    .select()
    .single();
  if (error || !data) {
    const removed = await bucket.remove([path]);
    if (removed.error) console.error('[media] orphaned object left in storage', path, removed.error.message);
    throw new UploadError(MEDIA_MESSAGES.uploadFailedTitle, MEDIA_MESSAGES.metadataFailed);
  }
  return data as MediaFile;
}

/** Uploads and refreshes every media list; the TUS client already retries dropped connections, so refusals are final. */
export function useUploadMedia() {
  return useMutation(uploadMedia, { retryIf: (error) => !(error instanceof UploadError), invalidates: [MEDIA_KEY] });
}

/** Title and text for the failure toast of any error `uploadMedia` may throw. */
export function describeUploadError(error: unknown): { title: string; description: string } {
  if (error instanceof UploadError) return { title: error.title, description: error.description };
  return { title: MEDIA_MESSAGES.uploadFailedTitle, description: MEDIA_MESSAGES.uploadProblem };
}
