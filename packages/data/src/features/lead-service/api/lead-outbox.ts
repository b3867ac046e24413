import { currentConsentVersion, type Attribution, type BotCheck, type ConsentText, type LeadChecks } from '@vaani/validation';
import type { FunctionsBackend } from '../../../functions-client.ts';
import { attributionFor } from './lead-attribution.ts';
import { LEAD_OUTBOX_STORAGE_KEY as STORAGE_KEY } from './lead-outbox-key.ts';
import { LEAD_MESSAGES, logLeadResponse, postLead, type CallingForm, type LeadConsent, type LeadPayload, type PersonLead } from './post-lead.ts';

/**
 * The browser's outbox: a lead is in local storage until the service answers for good (stored, or
 * refused as invalid); otherwise (offline, 5xx, 429) it is sent again with growing pauses, on
 * coming back online and on the next page load. Its idempotency key makes the server store it
 * once; a delivered key is kept a day, so Try Again on a delivered lead is told it worked.
 */
const OUTBOX_RETRY_BASE_MS = 2_000;
const OUTBOX_RETRY_MAX_MS = 5 * 60_000;
const DELIVERED_KEPT_MS = 24 * 60 * 60_000;

interface OutboxEntry {
  key: string;
  payload: LeadPayload;
  /** The backend an embedded element named; absent means the build's own. Retries go there too. */
  backend?: FunctionsBackend;
  /** Which calling form sent it (for the admin's list). */
  form?: CallingForm;
  /** Where it came from, taken when it entered the outbox: a retry on a later page keeps the page it was sent from. */
  attribution?: Attribution;
  /** The consent text the form showed, agreed when the person sent it (not when a retry reached the server). */
  consent?: LeadConsent;
  /** The form's invisible checks as they stood when the person sent it. */
  check?: BotCheck;
  attempts: number;
  nextAt: number;
  /** Set once the service has the lead; the entry then only lends its key to a repeat. */
  deliveredAt?: number;
}

const inFlight = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;
let watching = false;

// Server rendering and private modes without storage still send leads, just without the outbox.
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isEntry(value: unknown): value is OutboxEntry {
  const entry = value as Partial<OutboxEntry> | null;
  return typeof entry?.key === 'string' && typeof entry.payload?.sheet_name === 'string' && typeof entry.attempts === 'number';
}

function readEntries(): OutboxEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function change(edit: (entries: OutboxEntry[]) => OutboxEntry[]): void {
  const store = storage();
  if (!store) return;
  const next = edit(readEntries()).filter((entry) => !entry.deliveredAt || entry.deliveredAt > Date.now() - DELIVERED_KEPT_MS);
  if (next.length === 0) store.removeItem(STORAGE_KEY);
  else store.setItem(STORAGE_KEY, JSON.stringify(next));
}

function retryDelayMs(attempts: number): number {
  return Math.min(OUTBOX_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), OUTBOX_RETRY_MAX_MS);
}

const pending = () => readEntries().filter((entry) => !entry.deliveredAt);

const FORM_OF_SHEET = { email_subscription: 'newsletter', confirmed_lead: 'get-started', calling_leads: 'demo-call' } as const;

/** How a form hands a lead to the outbox besides its payload. */
interface OutboxSending extends Partial<LeadChecks> {
  backend?: FunctionsBackend;
  form?: CallingForm;
  /** The consent line the form showed, when it is not the form's English one (a language, a partner's brand). */
  consent?: Pick<ConsentText, 'version' | 'brand'>;
}

/** A visitor who sends the very same lead again (Try Again) reuses its entry and key. */
function enqueue(payload: LeadPayload, { backend, form, check, consent: shown }: OutboxSending): OutboxEntry {
  const same = JSON.stringify([payload, backend]);
  const earlier = readEntries().find((entry) => JSON.stringify([entry.payload, entry.backend]) === same);
  if (earlier) return earlier;
  const formName = form ?? FORM_OF_SHEET[payload.sheet_name];
  const consent = { version: shown?.version ?? currentConsentVersion(formName), ...(shown?.brand ? { brand: shown.brand } : {}), agreed_at: new Date().toISOString() };
  const entry: OutboxEntry = { key: crypto.randomUUID(), payload, backend, form, attribution: attributionFor(formName), consent, check, attempts: 0, nextAt: Date.now() };
  change((entries) => [...entries, entry]);
  return entry;
}

function scheduleNext(): void {
  clearTimeout(timer);
  const entries = pending();
  if (entries.length === 0) return;
  const next = Math.min(...entries.map((entry) => entry.nextAt));
  timer = setTimeout(() => void flushLeadOutbox(), Math.max(0, next - Date.now()));
}

type Outcome = 'retry' | 'delivered' | 'refused';

function settle(entry: OutboxEntry, outcome: Outcome): void {
  const now = Date.now();
  change((entries) => {
    if (outcome === 'refused') return entries.filter((item) => item.key !== entry.key);
    return entries.map((item) => {
      if (item.key !== entry.key) return item;
      if (outcome === 'delivered') return { ...item, deliveredAt: now };
      return { ...item, attempts: item.attempts + 1, nextAt: now + retryDelayMs(item.attempts + 1) };
    });
  });
  scheduleNext();
}

function outcomeOf(status: number): Outcome {
  if (status >= 500 || status === 408 || status === 429) return 'retry';
  return status >= 200 && status < 300 ? 'delivered' : 'refused';
}

async function deliver(entry: OutboxEntry, turnstileToken?: string): Promise<Response> {
  inFlight.add(entry.key);
  try {
    const response = await postLead(entry.payload, entry.key, { ...entry, turnstileToken });
    settle(entry, outcomeOf(response.status));
    return response;
  } catch (error) {
    settle(entry, 'retry');
    throw error;
  } finally {
    inFlight.delete(entry.key);
  }
}

/** Sends every waiting lead that is due (all of them when `force`), oldest first. */
export async function flushLeadOutbox({ force = false } = {}): Promise<void> {
  const now = Date.now();
  const due = pending().filter((entry) => !inFlight.has(entry.key) && (force || entry.nextAt <= now));
  for (const entry of due) {
    try {
      await logLeadResponse(entry.payload.sheet_name, await deliver(entry));
    } catch (error) {
      // Still unreachable: the rest would fail the same way; the timer tries again later.
      console.warn('[lead-service] outbox still waiting', error);
      return;
    }
  }
}

/** Once per page: sends what an earlier visit left behind, and everything again when back online. */
export function watchLeadOutbox(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('online', () => void flushLeadOutbox({ force: true }));
  void flushLeadOutbox();
  scheduleNext();
}

/**
 * The one way a lead leaves the browser. It enters the outbox before its Turnstile token is
 * awaited, so a page closed meanwhile loses nothing; retries go without a token (single use).
 */
async function sendThroughOutbox(payload: LeadPayload, { turnstileToken, ...sending }: OutboxSending = {}): Promise<Response> {
  watchLeadOutbox();
  const entry = enqueue(payload, sending);
  if (!turnstileToken) return deliver(entry);
  // Held back from the outbox's own sends until its token is here (or is not coming).
  inFlight.add(entry.key);
  const token = await turnstileToken();
  return deliver(entry, token);
}

/**
 * Demo dialog and callback form: failures are only logged (the outbox keeps trying). Never
 * rejects; resolves once the first attempt settles, as the callback form shows "submitting".
 */
export function sendCallingLead(lead: PersonLead, form: CallingForm, sending: Omit<OutboxSending, 'form'> = {}): Promise<void> {
  return sendThroughOutbox({ sheet_name: 'calling_leads', data: lead }, { ...sending, form })
    .then((response) => logLeadResponse('calling_leads', response))
    .catch((error: unknown) => console.warn('[lead-service] calling_leads not sent', error));
}

/**
 * Newsletter sign-up, awaited so the button shows progress; rejects only when the address was not
 * stored (the visitor is then told to try again).
 */
export async function subscribeEmail(email: string, checks?: LeadChecks): Promise<void> {
  const response = await sendThroughOutbox({ sheet_name: 'email_subscription', data: { email } }, { ...checks });
  await logLeadResponse('email_subscription', response);
  if (!response.ok) throw new Error(LEAD_MESSAGES.server(response.status));
}

/**
 * Get Started: the visitor waits for this one, so every failure is an Error whose message can be
 * shown as is: the network message, 'Server error: {status}', or the unexpected-error message.
 */
export async function submitConfirmedLead(lead: PersonLead, checks?: LeadChecks): Promise<void> {
  let response: Response;
  try {
    response = await sendThroughOutbox({ sheet_name: 'confirmed_lead', data: lead }, { ...checks });
    await logLeadResponse('confirmed_lead', response);
  } catch (error) {
    if (error instanceof Error && error.message === LEAD_MESSAGES.network) throw error;
    throw new Error(LEAD_MESSAGES.unexpected, { cause: error });
  }
  if (!response.ok) throw new Error(LEAD_MESSAGES.server(response.status));
}
