import { env } from '../_shared/env.ts';
import { rejectUnknownFields } from '../_shared/fields.ts';
import { HttpError, json, jsonHandler, readJsonObject } from '../_shared/http.ts';
import { requireServiceRole } from '../_shared/service-client.ts';

const MAX_NAMES = 50;
const NAME = /^[A-Z][A-Z0-9_]{0,63}$/;

/**
 * Which of the named settings the functions have, never their values: `npm run doctor` asks for
 * the ones packages/remotes/src/settings.mjs declares, with the service-role key.
 */
export default jsonHandler('settings-check', async (req) => {
  requireServiceRole(req, 'The settings check');
  const body = await readJsonObject(req);
  rejectUnknownFields(body, ['names'], 'body');
  const { names } = body;
  if (!Array.isArray(names) || names.length === 0 || names.length > MAX_NAMES || !names.every((name) => typeof name === 'string' && NAME.test(name))) {
    throw new HttpError(400, `names must be a list of 1 to ${MAX_NAMES} variable names.`);
  }
  return json(200, { set: names.filter((name: string) => Boolean(env(name))) });
});
