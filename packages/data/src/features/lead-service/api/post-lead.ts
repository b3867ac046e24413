import type { Attribution, BotCheck } from '@vaani/validation';

/** Which consent text the person saw (the brand it named, if any) and when they agreed to it (by sending the form). */
export interface LeadConsent {
  version: string;
  brand?: string;
  agreed_at: string;
}
import { readEnv } from '../../../client/read-env.ts';
import { postFunction, type FunctionsBackend } from '../../../functions-client.ts';
import type { LeadForm } from '../../leads-admin/api/lead-admin-types.ts';

export interface PersonLead {
  name: string;
  email: string;
  phone_number: string;
}

export type LeadPayload =
  | { sheet_name: 'calling_leads'; data: PersonLead }
  | { sheet_name: 'email_subscription'; data: { email: string } }
  | { sheet_name: 'confirmed_lead'; data: PersonLead };

export const LEAD_MESSAGES = {
  network: 'Network error. Please check your internet connection and try again.',
  server: (status: number) => `Server error: ${status}`,
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** The build's own backend, for leads that do not name one. */
const buildBackend = (): FunctionsBackend => {
  const { supabaseUrl, supabaseAnonKey } = readEnv();
  return { url: supabaseUrl, anonKey: supabaseAnonKey };
};

/** Which of the two calling forms sent a calling lead: told in a header, since the body is the spec's {sheet_name, data}. */
export type CallingForm = Extract<LeadForm, 'demo-call' | 'callback'>;
const LEAD_FORM_HEADER = 'Lead-Form';

/** How a lead is sent besides its payload: where to, which calling form, and where it came from. */
export interface LeadSending {
  /** An embedded element's own backend (its `supabase-url` attribute); absent means the build's. */
  backend?: FunctionsBackend;
  form?: CallingForm;
  /** Stored with the lead, never forwarded: the lead service gets the spec's {sheet_name, data}. */
  attribution?: Attribution;
  consent?: LeadConsent;
  /** The form's invisible checks, for save_lead's spam verdict (never forwarded). */
  check?: BotCheck;
  /** A Cloudflare Turnstile token taken for this request alone (single use, so never stored). */
  turnstileToken?: string;
}

/** POSTs a lead to save_lead with the key that makes a retry harmless; a failed fetch reads as network. */
export async function postLead(payload: LeadPayload, idempotencyKey: string, { backend = buildBackend(), form, attribution, consent, check, turnstileToken }: LeadSending = {}): Promise<Response> {
  try {
    const body = { ...payload, attribution, consent, bot_check: check, turnstile_token: turnstileToken };
    return await postFunction(backend, 'save_lead', body, { 'Idempotency-Key': idempotencyKey, ...(form ? { [LEAD_FORM_HEADER]: form } : {}) });
  } catch (error) {
    throw new Error(LEAD_MESSAGES.network, { cause: error });
  }
}

/** The response body is only ever logged: its shape is the lead service's business. */
export async function logLeadResponse(sheet: LeadPayload['sheet_name'], response: Response): Promise<void> {
  const body = await response.text().catch(() => '');
  const log = response.ok ? console.info : console.warn;
  log(`[lead-service] ${sheet} ${response.status}`, body);
}
