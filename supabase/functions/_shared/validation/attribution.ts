/** The campaign parameters kept from a visit's first landing URL; any other parameter is dropped. */
export const CAMPAIGN_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid'] as const;

/**
 * What a lead carries about where it came from: the visit's first landing page (origin and path),
 * its campaign parameters, the referring origin, the page and the control that sent the form. The
 * partner site's origin is not here: the function reads it from the request, never the page.
 */
const URL_FIELDS = ['landing_page', 'referrer', 'page'] as const;
type AttributionField = (typeof URL_FIELDS)[number] | 'opener' | (typeof CAMPAIGN_PARAMS)[number];
export type Attribution = Partial<Record<AttributionField, string>>;

export const MAX_ATTRIBUTION_LENGTH = 512;

// Control characters (NUL included, which Postgres text cannot hold) and lone UTF-16 surrogates
// (not text at all) are removed rather than refused: attribution never costs a lead.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const DIRT = /[\u0000-\u001f\u007f-\u009f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** One value as it is stored: clean, trimmed, at most 512 characters; null when nothing is left. */
export function cleanAttributionValue(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // Cut first, then clean again: a cut may split a surrogate pair.
  const clean = value.replace(DIRT, '').trim().slice(0, MAX_ATTRIBUTION_LENGTH).replace(DIRT, '');
  return clean === '' ? null : clean;
}

/** Whether `value` is a web page's address: anything else (javascript:, data:, a bare word) is no page a visitor was on. */
function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The known fields with a usable value (pages: http(s) only); anything else is dropped, never refused. */
export function cleanAttribution(value: unknown): Attribution {
  const attribution: Attribution = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return attribution;
  const record = value as Record<string, unknown>;
  // The list is made here, not where the module loads: a page that takes only the constants
  // (the lead openers, in every first load) then carries none of it.
  for (const field of [...URL_FIELDS, 'opener' as const, ...CAMPAIGN_PARAMS]) {
    const clean = cleanAttributionValue(record[field]);
    if (clean !== null && (!(URL_FIELDS as readonly string[]).includes(field) || isWebUrl(clean))) attribution[field] = clean;
  }
  return attribution;
}
