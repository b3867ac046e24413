import { DEMO_CALL_CLIENT_ID, isInternationalPhone, isValidName, toE164 } from '@vaani/validation';
import { stringFields } from '../_shared/fields.ts';
import { HttpError } from '../_shared/http.ts';

export interface DemoCallRequest {
  name: string;
  phone_number: string;
  client: string;
}

const MAX_NAME_LENGTH = 100;
const MAX_PHONE_LENGTH = 16;

export function parseDemoCallRequest(body: Record<string, unknown>): DemoCallRequest {
  const request = stringFields(body, ['name', 'phone_number', 'client'] as const, 'body');
  const name = request.name.trim();
  if (!isValidName(name) || name.length > MAX_NAME_LENGTH) {
    throw new HttpError(400, `name must be 2 to ${MAX_NAME_LENGTH} characters.`);
  }
  const e164 = toE164(request.phone_number);
  if (!isInternationalPhone(request.phone_number) || request.phone_number.length > MAX_PHONE_LENGTH || !e164) {
    throw new HttpError(400, 'phone_number must be a supported dial code followed by digits.');
  }
  if (request.client !== DEMO_CALL_CLIENT_ID) throw new HttpError(400, 'Unknown client.');
  // From here on one phone has one spelling: the limits and the call both use E.164.
  return { ...request, name, phone_number: e164 };
}
