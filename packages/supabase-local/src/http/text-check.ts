import { HttpError } from './errors.ts';

// A lone high surrogate not followed by a low one, or a low one not preceded by a high one.
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Postgres text holds neither; letting them through ends in a 500 or in silently changed text. */
function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);
}

function badText(where: string): HttpError {
  return new HttpError(400, {
    code: '22P05',
    details: `${where} holds a NUL character or an unpaired UTF-16 surrogate, which text in the database cannot hold.`,
    hint: 'Remove the character and send the request again.',
    message: 'unsupported Unicode escape sequence',
  });
}

/** Every string and key of a parsed JSON value, however deep. */
export function checkJsonText(value: unknown): void {
  if (typeof value === 'string') {
    if (!isStorableText(value)) throw badText('The JSON body');
  } else if (Array.isArray(value)) {
    for (const item of value) checkJsonText(item);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) throw badText('The JSON body');
      checkJsonText(item);
    }
  }
}

export function checkUrlText(url: URL, segments: string[]): void {
  for (const text of [...segments, ...url.searchParams.keys(), ...url.searchParams.values()]) {
    if (!isStorableText(text)) throw badText('The request URL');
  }
}
