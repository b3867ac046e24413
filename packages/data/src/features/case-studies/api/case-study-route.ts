// The page /case-studies/:slug, declared once: its data, head and status (200, a 301 to a renamed
// one's slug, or 404), read alike by the page server and the browser's navigations.
import { publicRest } from '../../../client/public-rest.ts';
import { useQuery } from '../../../query/use-query.ts';
import { CASE_STUDIES_KEY, filled, type CaseStudy } from './case-study-types.ts';

const CASE_STUDY_COLUMNS =
  'id,title,slug,industry,summary,challenge,solution,results,testimonial,author_name,author_position,author_company,featured_image,company_logo,seo_title,seo_description,social_image,created_at';

export type CaseStudyRoute = { status: 200; study: CaseStudy } | { status: 301; slug: string } | { status: 404 };

export const caseStudyRouteKey = (slug: string | undefined) => [...CASE_STUDIES_KEY, 'route', slug] as const;

/** One case study as visitors may see it; null when none has that slug. */
export async function getCaseStudyBySlug(slug: string, signal?: AbortSignal): Promise<CaseStudy | null> {
  const [row] = await publicRest<CaseStudy[]>(`case_studies?select=${CASE_STUDY_COLUMNS}&slug=eq.${encodeURIComponent(slug)}&limit=1`, { signal });
  return row ? filled(row) : null;
}

/** A renamed case study's slug now; null when none, hidden from visitors, or the lookup fails. */
async function renamedTo(oldSlug: string, signal?: AbortSignal): Promise<string | null> {
  const query = `select=case_studies(slug)&old_slug=eq.${encodeURIComponent(oldSlug)}&limit=1`;
  const rows = await publicRest<{ case_studies: { slug: string } | null }[]>(`case_study_redirects?${query}`, { signal }).catch(() => []);
  const moved = rows[0]?.case_studies?.slug;
  return moved && moved !== oldSlug ? moved : null;
}

/** Reads the story once; only a slug no story has is looked up among old ones. Rejects when the database cannot answer. */
export async function loadCaseStudyRoute(slug: string, signal?: AbortSignal): Promise<CaseStudyRoute> {
  const study = await getCaseStudyBySlug(slug, signal);
  if (study) return { status: 200, study };
  const moved = await renamedTo(slug, signal);
  return moved ? { status: 301, slug: moved } : { status: 404 };
}

/** Its head: the story's title; what its editor set for search results and link previews, else its summary. */
export function caseStudyHead(study: CaseStudy) {
  return { title: study.title, description: study.seo_description || study.summary, searchTitle: study.seo_title || undefined, image: study.social_image || undefined };
}

export function useCaseStudyRoute(slug: string | undefined) {
  return useQuery(caseStudyRouteKey(slug), () => loadCaseStudyRoute(slug ?? ''), { enabled: Boolean(slug) });
}
