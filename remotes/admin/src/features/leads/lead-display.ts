import { LEAD_FORMS, UNKNOWN_CALLING_FORM, type AdminLead } from '@vaani/data';
import { formatPhoneReadable } from '@vaani/validation';

const INDIA_TIME = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

/** The form a lead came from, in words. */
export function formLabel(lead: Pick<AdminLead, 'form' | 'sheet_name'>): string {
  if (lead.form) return LEAD_FORMS[lead.form];
  if (lead.sheet_name === 'email_subscription') return LEAD_FORMS.newsletter;
  if (lead.sheet_name === 'confirmed_lead') return LEAD_FORMS['get-started'];
  return UNKNOWN_CALLING_FORM;
}

/** When it arrived, in India's time as the rest of the site shows it. */
export const receivedAt = (lead: Pick<AdminLead, 'created_at'>) => `${INDIA_TIME.format(new Date(lead.created_at))} IST`;

/** The phone number grouped for reading (+91 98123 45678); stored numbers are E.164. */
export const readablePhone = (lead: Pick<AdminLead, 'data'>) => (lead.data.phone_number ? formatPhoneReadable(lead.data.phone_number) : '');

export const STATUS_LABELS = { pending: 'Pending', forwarded: 'Forwarded', failed: 'Failed' } as const;
