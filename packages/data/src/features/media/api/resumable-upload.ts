import { DetailedError, Upload } from 'tus-js-client';
import { readEnv } from '../../../client/read-env.ts';
import { getSupabase } from '../../../client/get-supabase.ts';

// Supabase Storage accepts resumable uploads in chunks of exactly 6 MB.
const CHUNK_SIZE = 6 * 1024 * 1024;
// A dropped connection is retried after these pauses, resuming from the last byte the server kept.
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10000, 20000];

export interface ResumableUploadInput {
  bucket: string;
  path: string;
  file: File;
  cacheControlSeconds: number;
  onProgress?: (percent: number) => void;
}

export interface StorageRefusal {
  status: number;
  message: string;
}

/** The status and message of a refused upload, from the server's JSON answer when it sent one. */
export function storageRefusal(error: unknown): StorageRefusal {
  if (error instanceof DetailedError && error.originalResponse) {
    const status = error.originalResponse.getStatus();
    let message = '';
    try {
      message = String((JSON.parse(error.originalResponse.getBody()) as { message?: unknown }).message ?? '');
    } catch {
      message = error.originalResponse.getBody();
    }
    return { status, message };
  }
  return { status: 0, message: '' };
}

/**
 * Sends a file to Storage over TUS, never overwriting: a file of up to 50 MB survives a flaky
 * mobile link because every retry continues from the bytes already stored.
 */
export async function resumableUpload({ bucket, path, file, cacheControlSeconds, onProgress }: ResumableUploadInput): Promise<void> {
  const { supabaseUrl, supabaseAnonKey } = readEnv();
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token ?? supabaseAnonKey;
  // tus-js-client reads Blobs in browsers and Buffers in Node (the data tests and the bench).
  const source = 'document' in globalThis ? file : Buffer.from(await file.arrayBuffer());
  await new Promise<void>((resolve, reject) => {
    const upload = new Upload(source, {
      endpoint: `${supabaseUrl}/storage/v1/upload/resumable`,
      chunkSize: CHUNK_SIZE,
      retryDelays: RETRY_DELAYS_MS,
      uploadDataDuringCreation: true,
      removeFingerprintOnSuccess: true,
      headers: { authorization: `Bearer ${token}`, apikey: supabaseAnonKey, 'x-upsert': 'false' },
      metadata: {
        bucketName: bucket,
        objectName: path,
        contentType: file.type || 'application/octet-stream',
        cacheControl: String(cacheControlSeconds),
      },
      // A refusal will not change on retry; a lock, a rate limit or a mid-upload offset clash may.
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        const midUpload = error.originalRequest?.getMethod() !== 'POST';
        return status === 0 || status === 423 || status === 429 || status >= 500 || (status === 409 && midUpload);
      },
      onProgress: (sent, total) => onProgress?.(total > 0 ? Math.floor((sent / total) * 100) : 100),
      onSuccess: () => resolve(),
      onError: reject,
    });
    upload.start();
  });
}
