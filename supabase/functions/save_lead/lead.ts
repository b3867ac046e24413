import { cleanAttribution, toE164, validateDemoLead, validateGetStarted, validateNewsletterEmail, type Attribution } from '../_shared/validation/index.ts';
import { rejectUnknownFields, stringFields } from '../_shared/fields.ts';
import { parseConsent, type StoredConsent } from './consent.ts';
import { HttpError } from '../_shared/http.ts';

export type Lead = (
  | { sheet_name: 'calling_leads'; data: { name: string; email: string; phone_number: string } }
  | { sheet_name: 'email_subscription'; data: { email: string } }
  | { sheet_name: 'confirmed_lead'; data: { name: string; email: string; phone_number: string } }
) & {
  /** The form it came from, for the admin's list (never forwarded): the sheet tells all but a calling lead's, which its Lead-Form header tells. */
  form: 'demo-call' | 'callback' | 'newsletter' | 'get-started' | null;
  /** Where it came from (stored in its own columns, never forwarded). */
  attribution: Attribution;
  /** Which consent text the person saw and when they agreed; null when the browser sent none we know. */
  consent: StoredConsent | null;
};

const CALLING_FORMS = ['demo-call', 'callback'] as const;

const SHEETS = ['calling_leads', 'email_subscription', 'confirmed_lead'] as const;
const PERSON_FIELDS = ['name', 'email', 'phone_number'] as const;

function refuse(messages: string[]): never {
  throw new HttpError(400, messages.join(' '));
}

/** Validation already proved the number possible; what is stored is its one E.164 spelling. */
function withE164(person: { name: string; email: string; phone_number: string }) {
  return { ...person, phone_number: toE164(person.phone_number) ?? person.phone_number };
}

/** The same rules the forms apply in the browser, enforced again here where they cannot be skipped. */
export function parseLead(body: Record<string, unknown>, formHeader: string | null = null): Lead {
  rejectUnknownFields(body, ['sheet_name', 'data', 'attribution', 'consent', 'bot_check', 'turnstile_token'], 'body');
  const attribution = cleanAttribution(body.attribution);
  const sheet = body.sheet_name;
  if (typeof sheet !== 'string' || !(SHEETS as readonly string[]).includes(sheet)) {
    throw new HttpError(400, `sheet_name must be one of ${SHEETS.join(', ')}.`);
  }
  if (sheet === 'email_subscription') {
    const data = stringFields(body.data, ['email'] as const, 'data');
    const problem = validateNewsletterEmail(data.email);
    if (problem) refuse([problem]);
    return { sheet_name: sheet, data: { email: data.email.trim() }, form: 'newsletter', attribution, consent: parseConsent(body.consent, 'newsletter') };
  }
  const data = stringFields(body.data, PERSON_FIELDS, 'data');
  const person = { name: data.name.trim(), email: data.email.trim(), phone_number: data.phone_number.trim() };
  if (sheet === 'calling_leads') {
    const errors = validateDemoLead({ name: person.name, email: person.email, phone: person.phone_number });
    if (Object.keys(errors).length > 0) refuse(Object.values(errors));
    if (formHeader !== null && !(CALLING_FORMS as readonly string[]).includes(formHeader)) {
      throw new HttpError(400, `The Lead-Form header must be one of ${CALLING_FORMS.join(', ')} for calling_leads.`);
    }
    const form = (formHeader as 'demo-call' | 'callback' | null) ?? null;
    return { sheet_name: sheet, data: withE164(person), form, attribution, consent: parseConsent(body.consent, form ?? 'demo-call') };
  }
  const errors = validateGetStarted({ name: person.name, email: person.email, phone: person.phone_number });
  if (errors.length > 0) refuse(errors);
  return { sheet_name: 'confirmed_lead', data: withE164(person), form: 'get-started', attribution, consent: parseConsent(body.consent, 'get-started') };
}
