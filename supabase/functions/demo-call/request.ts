import { DEMO_CALL_CLIENT_ID, isValidName, phoneProblem, toE164 } from '../_shared/validation/index.ts';
import { stringFields } from '../_shared/fields.ts';
import { HttpError } from '../_shared/http.ts';

export interface DemoCallRequest {
  name: string;
  phone_number: string;
  client: string;
}

const MAX_NAME_LENGTH = 100;

/** The call's fields; the form's invisible checks and a Turnstile token may ride along (judged by spam-verdict.ts). */
export function parseDemoCallRequest({ bot_check: _check, turnstile_token: _token, ...body }: Record<string, unknown>): DemoCallRequest {
  const request = stringFields(body, ['name', 'phone_number', 'client'] as const, 'body');
  const name = request.name.trim();
  if (!isValidName(name) || name.length > MAX_NAME_LENGTH) {
    throw new HttpError(400, `name must be 2 to ${MAX_NAME_LENGTH} characters.`);
  }
  // The demo-call dialog's own rule and message, so the browser and the function never disagree.
  const phoneError = phoneProblem(request.phone_number, 'dial-code');
  if (phoneError) throw new HttpError(400, phoneError);
  if (request.client !== DEMO_CALL_CLIENT_ID) throw new HttpError(400, 'Unknown client.');
  // One spelling (E.164) for the limits and the call; the rule proved the number possible.
  return { ...request, name, phone_number: toE164(request.phone_number) ?? request.phone_number };
}
