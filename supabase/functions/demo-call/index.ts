import { callerAddress } from '../_shared/caller-address.ts';
import { json, jsonHandler, readJsonObject } from '../_shared/http.ts';
import { enforceRateLimits } from '../_shared/rate-limit.ts';
import { serviceClient } from '../_shared/service-client.ts';
import { judgeRequest } from '../_shared/spam-verdict.ts';
import { parseDemoCallRequest } from './request.ts';
import { placePhoneCall, readPlatformConfig } from './voice-platform.ts';

export const DRY_RUN_MESSAGE = 'Voice platform not configured: dry run, no call placed.';
const TEN_MINUTES = 600;

/** Rings a website visitor with the demo agent, within per-number and per-address limits. */
export default jsonHandler('demo-call', async (req) => {
  const body = await readJsonObject(req);
  const request = parseDemoCallRequest(body);
  const config = readPlatformConfig();
  const address = callerAddress(req);
  // A number can be rung a few times (retries, typos); one address can ask for a handful of numbers.
  // Limits hold in a dry run too, so the local site refuses exactly what production refuses.
  await enforceRateLimits(serviceClient(), [
    { key: `demo-call:phone:${request.phone_number}`, limit: 3, windowSeconds: TEN_MINUTES },
    { key: `demo-call:address:${address}`, limit: 10, windowSeconds: TEN_MINUTES },
  ]);
  const { spamReason } = await judgeRequest(body.bot_check, body.turnstile_token, address);
  if (spamReason !== null) {
    // Nobody is rung; the sender is answered as if the call were on its way (save_lead stores the lead as spam).
    console.warn(`[demo-call] no call placed: ${spamReason}`);
    return json(200, config ? { status: 'queued', callId: null } : { status: 'dry-run', message: DRY_RUN_MESSAGE });
  }
  if (!config) {
    console.warn(`[demo-call] ${DRY_RUN_MESSAGE}`);
    return json(200, { status: 'dry-run', message: DRY_RUN_MESSAGE });
  }
  const callId = await placePhoneCall(config, request.phone_number, request.name);
  return json(200, { status: 'queued', callId });
});
