import type { ExportedLead } from '@vaani/data';
import { indiaTime } from '../activity/change-display.ts';
import { CAMPAIGN_FIELDS, formLabel, readablePhone, receivedAt, STATUS_LABELS } from './lead-display.ts';

const COLUMNS: [string, (lead: ExportedLead) => string][] = [
  ['Form', formLabel],
  ['Name', (lead) => lead.data.name ?? ''],
  ['Email', (lead) => lead.data.email ?? ''],
  ['Phone', (lead) => lead.data.phone_number ?? ''],
  ['Phone (readable)', readablePhone],
  ['Received (IST)', receivedAt],
  ['Forward status', (lead) => STATUS_LABELS[lead.forward_status]],
  ['Attempts', (lead) => String(lead.forward_attempts)],
  ['Last error', (lead) => lead.last_error ?? ''],
  ['Landing page', (lead) => lead.landing_page ?? ''],
  ['Referrer', (lead) => lead.referrer ?? ''],
  ['Sent from page', (lead) => lead.page ?? ''],
  ['Opened by', (lead) => lead.opener ?? ''],
  ...CAMPAIGN_FIELDS.map((field): [string, (lead: ExportedLead) => string] => [field, (lead) => lead[field] ?? '']),
  ['Site', (lead) => lead.request_origin ?? ''],
  ['Consent version', (lead) => lead.consent_version ?? ''],
  ['Consent given (IST)', (lead) => (lead.consent_at ? indiaTime(lead.consent_at) : '')],
  ['Spam because', (lead) => lead.spam_reason ?? ''],
];

/**
 * A spreadsheet runs a cell starting with =, +, - or @ (or a tab or CR before one) as a formula:
 * such a cell gets a leading apostrophe, so the E.164 column reads '+91….
 */
export function inertCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** The leads as CSV (RFC 4180, CRLF line ends), every cell quoted and made inert. */
export function leadsCsv(leads: ExportedLead[]): string {
  const lines = [COLUMNS.map(([title]) => title), ...leads.map((lead) => COLUMNS.map(([, value]) => inertCell(value(lead))))];
  return `${lines.map((cells) => cells.map(quoted).join(',')).join('\r\n')}\r\n`;
}
