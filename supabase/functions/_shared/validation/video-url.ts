/**
 * A demo video URL is shown only when it points at our storage, is a plain http:// URL, or is a
 * path served by the site itself; anything else is treated as no video.
 */
export function isValidVideoUrl(url: string, storageHost: string): boolean {
  if (url === '') return false;
  if (storageHost !== '' && url.includes(storageHost)) return true;
  return url.startsWith('http://') || url.startsWith('/');
}
