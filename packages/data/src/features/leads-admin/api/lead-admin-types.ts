/** The forms a lead comes from, as the admin reads them. */
export const LEAD_FORMS = {
  'demo-call': 'Demo call',
  callback: 'Callback',
  newsletter: 'Newsletter',
  'get-started': 'Get Started',
} as const;

export type LeadForm = keyof typeof LEAD_FORMS;

/** Leads stored before the form was recorded: a calling lead is a demo call or a callback. */
export const UNKNOWN_CALLING_FORM = 'Demo call or callback';

/** spam: held back as spam, never forwarded until someone says it is not. */
export const FORWARD_STATUSES = ['pending', 'forwarded', 'failed', 'spam'] as const;
export type ForwardStatus = (typeof FORWARD_STATUSES)[number];

export interface AdminLead {
  id: string;
  form: LeadForm | null;
  data: { name?: string; email?: string; phone_number?: string };
  created_at: string;
  forward_status: ForwardStatus;
  forward_attempts: number;
  last_error: string | null;
  /** Why it is held as spam, in words; null when it is not spam. */
  spam_reason: string | null;
  /** The person: the first lead of their history (the database links leads by email or phone). */
  person_id: string;
  /** The same person's latest earlier lead within 90 days: set for a returning person. */
  returning_of: string | null;
  /** Where it came from, as the list shows it (the lead's page has every field). */
  utm_source: string | null;
  utm_campaign: string | null;
  referrer: string | null;
  request_origin: string | null;
  /** When the list is grouped by person: how many leads the person sent. */
  lead_count?: number;
}

/** Where a lead came from, what the person agreed to and how it was checked, in its own columns (null when not recorded). */
export const LEAD_SOURCE_FIELDS = [
  'landing_page',
  'referrer',
  'page',
  'opener',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'request_origin',
  'consent_version',
  'consent_at',
  'consent_brand',
  'verification',
  'fill_ms',
] as const;

/** A lead as the CSV export reads it: the list's fields, its attribution, its consent and its checks. */
export type ExportedLead = AdminLead &
  Record<Exclude<(typeof LEAD_SOURCE_FIELDS)[number], 'fill_ms' | 'verification'>, string | null> & {
    /** verified by Turnstile; unverified when no form check came or Turnstile could not vouch; null when the checks came and Turnstile is off. */
    verification: 'verified' | 'unverified' | null;
    /** Milliseconds from the form appearing to it being sent: a signal, never a verdict. */
    fill_ms: number | null;
  };

export interface LeadFilter {
  status?: ForwardStatus;
  form?: LeadForm;
  /** Part of an email address or phone number. */
  search?: string;
  /** One person's leads only (their person id). */
  person?: string;
  /** One row per person: their latest lead and how many they sent. */
  grouped?: boolean;
}

export const LEADS_PAGE_SIZE = 50;
export const LEADS_ADMIN_KEY = ['admin-leads'] as const;
/** How often an open leads screen reads again: issue 20 promises a new lead within 5 s. */
export const LEADS_LIVE_REFRESH_MS = 3000;

export const LEAD_ADMIN_MESSAGES = {
  loadFailed: (detail: string) => `Could not load the leads: ${detail}`,
  forwardFailed: (detail: string) => `Could not forward the leads again: ${detail}`,
  exportFailed: (detail: string) => `Could not export the leads: ${detail}`,
  eraseFailed: (detail: string) => `Could not erase the leads: ${detail}`,
  judgeFailed: (detail: string) => `Could not change the spam verdict: ${detail}`,
  notAContact: 'Enter the email address or the phone number (with its dial code, e.g. +91) the person gave.',
  /** The count in words: '3 leads of priya@example.in deleted'. */
  erased: (count: number, contact: string) => `${count} ${count === 1 ? 'lead' : 'leads'} of ${contact} deleted`,
} as const;
