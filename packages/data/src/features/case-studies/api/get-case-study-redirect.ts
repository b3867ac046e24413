import { CASE_STUDY_RENAMES, findRenamed } from '../../../client/find-renamed.ts';
import { useQuery } from '../../../query/use-query.ts';
import { CASE_STUDIES_KEY } from './case-study-types.ts';

/** Asked only once the slug is known to name no case study: an old link is followed, not shown as not found. */
export function useCaseStudyRedirect(oldSlug: string | undefined, enabled: boolean) {
  return useQuery([...CASE_STUDIES_KEY, 'redirect', oldSlug], () => findRenamed(CASE_STUDY_RENAMES, oldSlug ?? ''), { enabled: enabled && Boolean(oldSlug) });
}
