import { readEnv } from '../../../client/read-env.ts';

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

/**
 * POSTs a lead to the save_lead function with the key that makes a retry of it harmless; a failed
 * fetch (offline, DNS, CORS) becomes the network message.
 */
export async function postLead(payload: LeadPayload, idempotencyKey: string): Promise<Response> {
  const { supabaseUrl, supabaseAnonKey } = readEnv();
  try {
    return await fetch(`${supabaseUrl}/functions/v1/save_lead`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        apikey: supabaseAnonKey,
        Authorization: `Bearer ${supabaseAnonKey}`,
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify(payload),
    });
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
