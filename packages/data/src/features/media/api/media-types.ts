export type MediaFileType = 'video' | 'image';
export const MEDIA_BUCKETS = { video: 'videos', image: 'images' } as const;

export interface MediaFile {
  id: string;
  file_name: string;
  original_name: string;
  file_type: MediaFileType;
  use_case: string;
  storage_url: string;
  content_type: string;
  file_size: number;
  is_active: boolean;
  uploaded_at: string;
  /** An image's alt text (media_files.alt_text); null for videos and images stored before it was asked for. */
  alt_text: string | null;
}

/** The longest alt text media_files accepts (its check constraint). */
export const MEDIA_ALT_TEXT_LIMIT = 250;

export const MEDIA_KEY = ['media'] as const;

export const MEDIA_MESSAGES = {
  fileTooLargeTitle: 'File too large',
  uploadFailedTitle: 'Upload failed',
  storageUploadFailed: 'Failed to upload file to storage',
  metadataFailed: 'Failed to save file metadata',
  uploadProblem: 'There was a problem uploading your file.',
  storageTooLarge: 'File is too large. Please select a smaller file (max 50MB).',
  storageError: 'Storage error. Please try again.',
  uploadSuccessTitle: 'Upload successful',
  updateFailed: (message: string) => `Failed to update the file: ${message}`,
  deleteFailed: (message: string) => `Failed to delete the file: ${message}`,
  uploadSuccess: (fileType: MediaFileType) =>
    fileType === 'video' ? 'Video uploaded successfully!' : 'Image uploaded successfully!',
} as const;

/** Spec §9: the demo video shipped with the site, played while no demo video is uploaded. */
export const DEFAULT_DEMO_VIDEO_PATH = '/demo-video.mp4';
/** The media use case under which the admin uploads the main demo video. */
export const DEMO_VIDEO_USE_CASE = 'demo';

/** The use case under which the omnichannel section's agent image is stored. */
export const AGENT_IMAGE_USE_CASE = 'agentImage';
