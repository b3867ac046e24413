import { env } from '../_shared/env.ts';
import { rejectUnknownFields } from '../_shared/fields.ts';
import { HttpError, json, jsonHandler, readJsonObject } from '../_shared/http.ts';

// The only names a browser may ask for, each mapped to the server variable behind it. The voice
// platform's PUBLIC web key is meant for browsers; its private key is never listed here.
const PUBLIC_VALUES: Record<string, string> = {
  VAPI_API_KEY: 'VAPI_PUBLIC_KEY',
  VAPI_AGENT_ID: 'VAPI_AGENT_ID',
};

const MAX_KEYS = Object.keys(PUBLIC_VALUES).length;

function requestedKeys(body: Record<string, unknown>): string[] {
  rejectUnknownFields(body, ['keys'], 'body');
  const { keys } = body;
  if (!Array.isArray(keys) || keys.length === 0 || keys.length > MAX_KEYS) {
    throw new HttpError(400, `keys must be a list of 1 to ${MAX_KEYS} names.`);
  }
  if (!keys.every((key): key is string => typeof key === 'string')) {
    throw new HttpError(400, 'keys must contain only strings.');
  }
  const refused = keys.filter((key) => !Object.hasOwn(PUBLIC_VALUES, key));
  if (refused.length > 0) throw new HttpError(400, `Not a public value: ${refused.join(', ')}.`);
  return keys;
}

/** Hands the widget its public voice key and agent id; an unset value comes back as ''. */
export default jsonHandler('get-secrets', async (req) => {
  const keys = requestedKeys(await readJsonObject(req));
  const values = Object.fromEntries(keys.map((key) => [key, env(PUBLIC_VALUES[key] ?? '') ?? '']));
  return json(200, values);
});
