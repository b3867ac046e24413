import { publicRest } from '../../../client/public-rest.ts';
import { filled, type CaseStudy } from './case-study-types.ts';

const CASE_STUDY_COLUMNS =
  'id, title, slug, industry, summary, challenge, solution, results, testimonial, author_name, author_position, author_company, featured_image, company_logo, seo_title, seo_description, social_image, created_at';

/** One case study for its public detail page; null when no case study has that slug. */
export async function getCaseStudyBySlug(slug: string, signal?: AbortSignal): Promise<CaseStudy | null> {
  const [row] = await publicRest<CaseStudy[]>(
    `case_studies?select=${CASE_STUDY_COLUMNS.replace(/\s/g, '')}&slug=eq.${encodeURIComponent(slug)}&limit=1`,
    { signal },
  );
  return row ? filled(row) : null;
}
