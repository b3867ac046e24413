// The addresses of case studies, which three apps write: the host's route table declares them, the
// marketing remote links to them, the admin shows and previews them. A remote cannot import the
// host, so they live here. Plain strings, no router code: importing this adds nothing else.
export const CASE_STUDIES_PATH = '/case-studies';

export const CASE_STUDY_PATTERN = `${CASE_STUDIES_PATH}/:slug`;

export const caseStudyPath = (slug: string) => `${CASE_STUDIES_PATH}/${encodeURIComponent(slug)}`;

/** Staff open a case study, drafts included, in the site's own page before visitors see it. */
export const CASE_STUDY_PREVIEW_PATTERN = '/preview/case-studies/:id';

export const caseStudyPreviewPath = (id: string) => `/preview/case-studies/${encodeURIComponent(id)}`;
