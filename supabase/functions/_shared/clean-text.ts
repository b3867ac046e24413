import { HttpError } from './http-error.ts';

// A NUL byte cannot be stored in Postgres text or jsonb, and a lone UTF-16 surrogate is not text
// at all; either would fail deep in the database as a 5xx after the caller's rate limit was spent.
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is looked for
const NUL = /\u0000/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isClean(text: string): boolean {
  return !NUL.test(text) && !LONE_SURROGATE.test(text);
}

/** Refuses, with a 400 the caller can act on, any string or key in a parsed body that is not clean text. */
export function assertCleanText(value: unknown, path = 'body'): void {
  if (typeof value === 'string') {
    if (!isClean(value)) throw new HttpError(400, `${path} must not contain NUL bytes or unpaired surrogates.`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => assertCleanText(item, `${path}[${index}]`));
    return;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (!isClean(key)) throw new HttpError(400, `${path} must not contain NUL bytes or unpaired surrogates in its field names.`);
      assertCleanText(item, `${path}.${key}`);
    }
  }
}
