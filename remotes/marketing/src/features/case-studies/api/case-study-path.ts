// The host's route table owns '/case-studies/:slug'; a remote cannot import it, so the one link
// pattern the marketing remote builds lives here, checked against the table by the e2e tests.
export const CASE_STUDIES_PATH = '/case-studies';

export const caseStudyPath = (slug: string) => `${CASE_STUDIES_PATH}/${encodeURIComponent(slug)}`;
