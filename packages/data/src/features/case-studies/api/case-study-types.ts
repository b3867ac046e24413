/** The fields an admin edits; the slug is derived from the title. */
export interface CaseStudyInput {
  title: string;
  industry: string;
  summary: string;
  challenge: string;
  solution: string;
  results: string;
  testimonial: string;
  author_name: string;
  author_position: string;
  author_company: string;
  featured_image: string;
  company_logo: string;
}

export interface CaseStudy extends CaseStudyInput {
  id: string;
  slug: string;
  created_at: string;
}

/** What the public list returns: the long texts stay empty there. */
export type PublicCaseStudy = Pick<
  CaseStudy,
  'id' | 'title' | 'slug' | 'industry' | 'summary' | 'featured_image' | 'company_logo' | 'created_at'
> &
  Pick<CaseStudy, 'challenge' | 'solution' | 'results' | 'testimonial'>;

export const CASE_STUDIES_KEY = ['case-studies'] as const;

export const CASE_STUDY_MESSAGES = {
  publishFailed: (message: string) => `Failed to publish case study: ${message}`,
  updateFailed: (message: string) => `Failed to update case study: ${message}`,
  deleteFailed: (message: string) => `Failed to delete case study: ${message}`,
  addFailed: 'Failed to add case study',
  editFailed: 'Failed to edit case study',
  removeFailed: 'Failed to delete case study',
  loadFailed: 'Failed to load case studies',
} as const;
