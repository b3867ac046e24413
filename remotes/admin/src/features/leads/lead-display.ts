import { LEAD_FORMS, UNKNOWN_CALLING_FORM, type AdminLead } from '@vaani/data';
import { formatPhoneReadable } from '@vaani/validation';
import { indiaTime } from '../activity/change-display.ts';

/** The form a lead came from, in words; calling leads stored before the leads-admin migration lack it. */
export const formLabel = (lead: Pick<AdminLead, 'form'>) => (lead.form ? LEAD_FORMS[lead.form] : UNKNOWN_CALLING_FORM);

/** When it arrived, in India's time as the rest of the site shows it. */
export const receivedAt = (lead: Pick<AdminLead, 'created_at'>) => indiaTime(lead.created_at);

/** The phone number grouped for reading (+91 98123 45678); stored numbers are E.164. */
export const readablePhone = (lead: Pick<AdminLead, 'data'>) => (lead.data.phone_number ? formatPhoneReadable(lead.data.phone_number) : '');

export const leadsIn = (count: number) => `${count} ${count === 1 ? 'lead' : 'leads'}`;

/** The campaign and click-id fields, shown and exported under their own names. */
export const CAMPAIGN_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid'] as const;

export const STATUS_LABELS = { pending: 'Pending', forwarded: 'Forwarded', failed: 'Failed', spam: 'Spam' } as const;

/** Where a lead came from: a partner's site, else its utm campaign, else its referrer, else direct. */
export function sourceOf(
  lead: Pick<AdminLead, 'utm_source' | 'utm_campaign' | 'referrer' | 'request_origin'>,
  siteOrigin = globalThis.location?.origin,
): string {
  if (lead.request_origin && lead.request_origin !== siteOrigin) return `Partner site: ${lead.request_origin}`;
  const campaign = [lead.utm_source, lead.utm_campaign].filter(Boolean).join(' / ');
  if (campaign) return `Campaign: ${campaign}`;
  if (lead.referrer) return `Referrer: ${lead.referrer}`;
  return 'Direct';
}

/** What erasing a person says before it runs and if it fails: the leads list's form and a lead's page alike. */
export const ERASE_QUESTION = { description: 'They are deleted for good and cannot be restored.', confirmLabel: 'Erase', failedTitle: 'Erasing failed' } as const;
