import { callerAddress } from '../_shared/caller-address.ts';
import { json, jsonHandler, readJsonObject } from '../_shared/http.ts';
import { enforceRateLimits } from '../_shared/rate-limit.ts';
import { serviceClient } from '../_shared/service-client.ts';
import { demoCallLimits } from './limits.ts';
import { parseDemoCallRequest } from './request.ts';
import { placePhoneCall, readPlatformConfig } from './voice-platform.ts';

export const DRY_RUN_MESSAGE = 'Voice platform not configured: dry run, no call placed.';

/** Rings a website visitor with the demo agent, within per-number and per-address limits. */
export default jsonHandler('demo-call', async (req) => {
  const request = parseDemoCallRequest(await readJsonObject(req));
  const config = readPlatformConfig();
  // Limits hold in a dry run too, so the local site refuses exactly what production refuses.
  await enforceRateLimits(serviceClient(), demoCallLimits(request.phone_number, callerAddress(req)));
  if (!config) {
    console.warn(`[demo-call] ${DRY_RUN_MESSAGE}`);
    return json(200, { status: 'dry-run', message: DRY_RUN_MESSAGE });
  }
  const callId = await placePhoneCall(config, request.phone_number, request.name);
  return json(200, { status: 'queued', callId });
});
