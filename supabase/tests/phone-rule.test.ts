// One phone rule on both sides (issue 26, part 7): for the same typed value, the browser's forms
// and the functions must accept the same numbers and refuse the rest with the same spec message.
// Browser side: what the demo-call dialog and the callback form run on submit (the possible-number
// check they load, then validateDemoLeadWith) and what Get Started runs (validateGetStarted).
// Server side: the demo-call function's request parser and save_lead's lead parser.
import { describe, expect, it } from 'vitest';
import { DEMO_CALL_CLIENT_ID, MESSAGES, loadPhoneCheck, validateDemoLeadWith, validateGetStarted } from '@vaani/validation';
import { HttpError } from '../functions/_shared/http.ts';
import { parseDemoCallRequest } from '../functions/demo-call/request.ts';
import { parseLead } from '../functions/save_lead/lead.ts';

const person = { name: 'Ravi Kumar', email: 'ravi@acme-homes.in' };
const OK = null;
const { invalidPhone, phoneRequired, phoneTooFewDigits } = MESSAGES;

/** [typed value, answer of the picker forms (dial code + digits), answer of Get Started (free text)] */
const TABLE: [string, string | null, string | null][] = [
  ['+919876543210', OK, OK],
  ['+14155550100', OK, OK],
  ['+447911123456', OK, OK],
  ['+971501234567', OK, OK],
  ['  +919876543210 ', OK, OK],
  ['+9109876543210', OK, OK],
  ['+91 98765 43210', invalidPhone, OK],
  ['+91-98765-43210', invalidPhone, OK],
  ['9876543210', invalidPhone, OK],
  ['', invalidPhone, phoneRequired],
  ['   ', invalidPhone, phoneRequired],
  ['+9112345', invalidPhone, phoneTooFewDigits],
  ['987-654-321', invalidPhone, phoneTooFewDigits],
  ['+79123456789', invalidPhone, phoneTooFewDigits],
  ['+1415555012345', invalidPhone, phoneTooFewDigits],
  ['+9198765432101234567', invalidPhone, phoneTooFewDigits],
  ['+91９８７６５４３２１０', invalidPhone, phoneTooFewDigits],
  ['+9198765abc43210', invalidPhone, phoneTooFewDigits],
];

function refusal(parse: () => unknown): string | null {
  try {
    parse();
    return null;
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) return error.message;
    throw error;
  }
}

describe('one phone rule for the browser and the functions', () => {
  it.each(TABLE)('%j: picker forms and demo-call agree', async (phone, expected) => {
    const browser = validateDemoLeadWith({ ...person, phone }, await loadPhoneCheck()).phone ?? null;
    const demoCall = refusal(() => parseDemoCallRequest({ name: person.name, phone_number: phone, client: DEMO_CALL_CLIENT_ID }));
    const callingLead = refusal(() => parseLead({ sheet_name: 'calling_leads', data: { ...person, phone_number: phone } }));
    expect({ browser, demoCall, callingLead }).toEqual({ browser: expected, demoCall: expected, callingLead: expected });
  });

  it.each(TABLE)('%j: Get Started and save_lead agree', (phone, _picker, expected) => {
    const browser = validateGetStarted({ ...person, phone })[0] ?? null;
    const confirmedLead = refusal(() => parseLead({ sheet_name: 'confirmed_lead', data: { ...person, phone_number: phone } }));
    expect({ browser, confirmedLead }).toEqual({ browser: expected, confirmedLead: expected });
  });
});
