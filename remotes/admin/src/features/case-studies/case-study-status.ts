import { SEEN_BY_VISITORS, type CaseStudyStatus } from '@vaani/data';
import { caseStudyPath } from '@vaani/router/public-paths';
import { indiaTime } from '../activity/change-display.ts';

/**
 * India's time is UTC+05:30 all year (no daylight saving), so a date and time an editor picks in
 * India's time is that fixed offset: `2026-12-01T10:00` becomes `2026-12-01T10:00:00+05:30`.
 */
const INDIA_OFFSET = '+05:30';

/** A `datetime-local` value (YYYY-MM-DDTHH:mm) read as India's time, as an ISO 8601 instant. */
export function indiaTimeToIso(local: string): string | null {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) && !Number.isNaN(Date.parse(`${local}:00${INDIA_OFFSET}`)) ? `${local}:00${INDIA_OFFSET}` : null;
}

/** Whether visitors see it, in words, for the list and the edit screen. */
export function statusLabel(status: CaseStudyStatus, publishAt: string | null): string {
  if (status === 'scheduled' && publishAt) return `Scheduled for ${indiaTime(publishAt)}`;
  return status === 'published' ? 'Published' : 'Draft';
}

/** What the publishing controls say once the database has answered. */
export const STATUS_TOASTS = {
  published: (slug: string) => ({ title: 'Case study published', description: `At ${caseStudyPath(slug)}. ${SEEN_BY_VISITORS}` }),
  unpublished: { title: 'Case study unpublished', description: 'It is a draft again: visitors stop seeing it within 5 seconds.' },
  scheduled: (at: string) => ({ title: 'Case study scheduled', description: `It goes public by itself on ${indiaTime(at)}.` }),
  /** A schedule for a time already past: the database published it at once. */
  publishedAtOnce: (at: string) => ({
    title: 'Published now',
    description: `${indiaTime(at)} has already passed, so the case study was published now instead of scheduled.`,
  }),
  failed: 'Failed to change the status',
} as const;

/** Success toasts of the case study screens (the spec leaves their wording to us). */
export const CASE_STUDY_TOASTS = {
  draftSaved: 'Draft saved',
  updated: 'Case study updated',
  deleted: 'Case study deleted',
  redirectRemoved: 'Redirect removed',
  redirectRemoveFailed: 'Failed to remove the redirect',
} as const;
