import { callerAddress } from '../_shared/caller-address.ts';
import { rejectUnknownFields } from '../_shared/fields.ts';
import { HttpError, json, jsonHandler, readJsonObject, unavailable } from '../_shared/http.ts';
import { enforceRateLimits } from '../_shared/rate-limit.ts';
import { serviceClient } from '../_shared/service-client.ts';

const KINDS = ['error', 'chunk'];
const MAX_MESSAGE = 300;
const MAX_PLACE = 200;

/**
 * What could name a visitor goes before anything is stored: addresses' query strings and
 * fragments (tokens, UTM values), e-mail addresses and long digit runs (phone numbers).
 */
export function scrub(text: string, max: number): string {
  return text
    .replace(/(https?:\/\/[^\s?#'"]*)[?#][^\s'"]*/g, '$1')
    .replace(/[^\s@'"]+@[^\s@'"]+\.[^\s@'"]+/g, '[email]')
    .replace(/\+?\d[\d\s-]{5,}\d/g, '[number]')
    .trim()
    .slice(0, max);
}

function field(body: Record<string, unknown>, name: string, max: number): string {
  const value = body[name];
  const text = typeof value === 'string' ? scrub(value, max) : '';
  if (!text) throw new HttpError(400, `${name} must be a non-empty string.`);
  return text;
}

/**
 * An error a visitor's browser hit (reported by @vaani/data's visitor-errors reporter, sampled
 * there): stored for the admin dashboard, at most 60 per address in 10 minutes.
 */
export default jsonHandler('visitor-error', async (req) => {
  const body = await readJsonObject(req);
  rejectUnknownFields(body, ['kind', 'message', 'place'], 'body');
  if (!KINDS.includes(body.kind as string)) throw new HttpError(400, `kind must be one of ${KINDS.join(', ')}.`);
  const row = { kind: body.kind as string, message: field(body, 'message', MAX_MESSAGE), place: field(body, 'place', MAX_PLACE) };
  const client = serviceClient();
  await enforceRateLimits(client, [{ key: `visitor-error:address:${callerAddress(req)}`, limit: 60, windowSeconds: 600 }]);
  const { error } = await client.from('visitor_errors').insert(row);
  if (error) throw unavailable('[visitor-error] could not store the report', error.message);
  return json(202, { stored: true });
});
