/** Lower case; every run of characters other than letters and digits becomes one hyphen; no edge hyphens. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The candidate for the n-th collision: 'slug' first, then 'slug-1', 'slug-2', … */
export function slugCandidate(base: string, attempt: number): string {
  return attempt === 0 ? base : `${base}-${attempt}`;
}
