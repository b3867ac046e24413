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

/** Deeper JSON is refused: no API body nests this far, and deeper values only probe for limits. */
const MAX_JSON_DEPTH = 64;

/**
 * Every string and key of a parsed JSON value, walked with an explicit stack so no input can reach
 * a recursion limit; a value nested deeper than MAX_JSON_DEPTH is refused with a 400.
 */
export function checkJsonText(value: unknown): void {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item === 'string') {
      if (!isStorableText(item)) throw badText('The JSON body');
    } else if (typeof item === 'object' && item !== null) {
      if (depth >= MAX_JSON_DEPTH) {
        throw new HttpError(400, { code: 'PGRST102', details: `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`, hint: null, message: 'Empty or invalid json' });
      }
      for (const [key, child] of Object.entries(item)) {
        if (!Array.isArray(item) && !isStorableText(key)) throw badText('The JSON body');
        pending.push([child, depth + 1]);
      }
    }
  }
}

/**
 * The request's URL, its target read as a path even when it starts with `//` (`new URL(target,
 * base)` would take another host); malformed percent-escapes, a 500 behind the gateway, are a 400.
 */
export function requestUrl(target = '/'): URL {
  try {
    const url = new URL(`http://localhost${target.startsWith('/') ? target : `/${target}`}`);
    decodeURIComponent(url.pathname + url.search);
    return url;
  } catch {
    throw new HttpError(400, { code: 'PGRST100', details: 'The request target is not a URL path, or its percent-encoding is malformed.', hint: null, message: 'Bad request URL' });
  }
}

export function checkUrlText(url: URL, segments: string[]): void {
  for (const text of [...segments, ...url.searchParams.keys(), ...url.searchParams.values()]) {
    if (!isStorableText(text)) throw badText('The request URL');
  }
}
