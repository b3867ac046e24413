import { CHANGE_KINDS, type ChangeAction, type ChangeSummary } from '@vaani/data';
import type { ToastOptions } from '@vaani/stores';

const INDIA_TIME = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

/** An instant in India's time, as the whole admin shows times: '24 Nov 2026, 12:00 pm IST'. */
export const indiaTime = (at: string) => `${INDIA_TIME.format(new Date(at))} IST`;

export const ACTION_LABELS: Record<ChangeAction, string> = { insert: 'Added', update: 'Edited', delete: 'Deleted' };

/** A column's name in words: `display_order` → `Display order`. */
export const fieldWords = (name: string) => {
  const spaced = name.replace(/[_-]/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** Who made it; a change without a person came from the platform (the service key or SQL). */
export const actorLabel = (change: Pick<ChangeSummary, 'actor_id' | 'actor_email'>) =>
  change.actor_email ?? (change.actor_id ? 'A removed account' : 'The system');

/** What changed, in words: its kind and its name when it has one. */
export const itemLabel = (change: Pick<ChangeSummary, 'table_name' | 'label'>) =>
  change.label ? `${CHANGE_KINDS[change.table_name]}: ${change.label}` : CHANGE_KINDS[change.table_name];

/** How the admin names the image fields a restore may find missing. */
const IMAGE_FIELD_LABELS: Record<string, string> = {
  image: 'Image',
  featured_image: 'Featured image',
  company_logo: 'Company logo',
  social_image: 'Social image',
};

/** What a History panel's Restore says once the version of `at` is current again, and which deleted images it left out. */
export const restoredToast = (missing: readonly { field: string; url: string }[], at: string): ToastOptions =>
  missing.length === 0
    ? { title: 'Version restored', description: `The version of ${indiaTime(at)} is current again.` }
    : {
        title: 'Version restored without a deleted image',
        description: `${missing.map(({ field, url }) => `${IMAGE_FIELD_LABELS[field] ?? field} (${url.split('/').pop() ?? url})`).join(', ')} ${
          missing.length === 1 ? 'was' : 'were'
        } deleted from the media library, so the current image stays. The text is restored; choose another image if needed.`,
      };
