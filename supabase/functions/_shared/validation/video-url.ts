/** A demo video URL is shown only when it is our storage's, a plain http:// URL or a path on this site. */
export function isValidVideoUrl(url: string, storageHost: string): boolean {
  if (url === '') return false;
  if (storageHost !== '' && url.includes(storageHost)) return true;
  return url.startsWith('http://') || url.startsWith('/');
}
