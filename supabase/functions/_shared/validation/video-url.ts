/** A demo video URL shows only if it is our storage's, a plain http:// URL or a site path. */
export function isValidVideoUrl(url: string, storageHost: string): boolean {
  if (url === '') return false;
  if (storageHost !== '' && url.includes(storageHost)) return true;
  return url.startsWith('http://') || url.startsWith('/');
}
