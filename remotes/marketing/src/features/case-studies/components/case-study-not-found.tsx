import { Link } from '@vaani/router';
import { NotFoundView } from '@vaani/ui';
import { CASE_STUDIES_PATH } from '@vaani/router/public-paths';

/** The not-found page, for an address under /case-studies that names no published story. */
export function CaseStudyNotFound() {
  return (
    <NotFoundView message="This case study does not exist or is no longer published.">
      <Link to={CASE_STUDIES_PATH}>See all case studies</Link>
      <Link to="/">Go to the home page</Link>
    </NotFoundView>
  );
}
