import type { Functions, Tables } from '../../../database.types.ts';

/** Columns a case study may leave empty in the database read as '' here, so screens never see null. */
type Filled<T> = { [K in keyof T]: NonNullable<T[K]> };

/** A case study as visitors read it; whether it is public is staff's business (CaseStudyWithStatus). */
export type CaseStudy = Filled<Omit<Tables<'case_studies'>, 'updated_at' | 'status' | 'publish_at'>>;

/**
 * The fields an admin edits; the slug is derived from the title. Whether visitors see it is not
 * among them: saving never publishes (see set-case-study-status.ts).
 */
export type CaseStudyInput = Omit<CaseStudy, 'id' | 'slug' | 'created_at'>;

/** draft: staff only; scheduled: goes public by itself at `publish_at`; published: visitors see it. */
export type CaseStudyStatus = 'draft' | 'scheduled' | 'published';

interface CaseStudyPublication {
  status: CaseStudyStatus;
  /** When a scheduled one goes public; null otherwise. */
  publish_at: string | null;
}

/** The whole row as staff read it (drafts included), for the edit screen and the preview. */
export type CaseStudyWithStatus = CaseStudy & CaseStudyPublication;

/** A case study as the admin's list shows it, drafts included. */
export type StaffCaseStudy = Pick<CaseStudy, 'id' | 'title' | 'slug' | 'industry' | 'created_at'> & CaseStudyPublication;

/** What the public list returns: the long texts stay empty there. */
export type PublicCaseStudy = Filled<Functions<'get_public_case_studies'>['Returns'][number]>;

/** A row as the database returns it, with every null text replaced by ''. */
export function filled<T extends object>(row: T): Filled<T> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value ?? ''])) as Filled<T>;
}

export const CASE_STUDIES_KEY = ['case-studies'] as const;

export const CASE_STUDY_MESSAGES = {
  publishFailed: (message: string) => `Failed to publish case study: ${message}`,
  updateFailed: (message: string) => `Failed to update case study: ${message}`,
  deleteFailed: (message: string) => `Failed to delete case study: ${message}`,
  addFailed: 'Failed to add case study',
  editFailed: 'Failed to edit case study',
  removeFailed: 'Failed to delete case study',
  loadFailed: 'Failed to load case studies',
  statusFailed: (message: string) => `Failed to change whether the case study is public: ${message}`,
} as const;
