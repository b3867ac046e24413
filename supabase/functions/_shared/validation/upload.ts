/** 50 MB, the largest file an admin may upload. */
export const MAX_UPLOAD_BYTES = 52428800;

/** The 'File too large' toast text, with the size in megabytes to two decimals. */
export function fileTooLargeMessage(sizeInBytes: number): string {
  const megabytes = (sizeInBytes / 1024 / 1024).toFixed(2);
  return `File size is ${megabytes} MB. Please select a file smaller than 50MB.`;
}
