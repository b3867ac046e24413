import { publicRest } from '../../../client/public-rest.ts';
import { useQuery } from '../../../query/use-query.ts';
import { CASE_STUDIES_KEY, filled, type CaseStudy } from './case-study-types.ts';

const CASE_STUDY_COLUMNS =
  'id, title, slug, industry, summary, challenge, solution, results, testimonial, author_name, author_position, author_company, featured_image, company_logo, seo_title, seo_description, social_image, created_at';

/** One case study for its public detail page; null when no case study has that slug. */
export async function getCaseStudyBySlug(slug: string): Promise<CaseStudy | null> {
  const [row] = await publicRest<CaseStudy[]>(
    `case_studies?select=${CASE_STUDY_COLUMNS.replace(/\s/g, '')}&slug=eq.${encodeURIComponent(slug)}&limit=1`,
  );
  return row ? filled(row) : null;
}

export function useCaseStudyBySlug(slug: string | undefined) {
  return useQuery([...CASE_STUDIES_KEY, 'by-slug', slug], () => getCaseStudyBySlug(slug ?? ''), {
    enabled: Boolean(slug),
  });
}
