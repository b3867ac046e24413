// What the page server reads before rendering a public page: the pages' own loaders, heads and
// query keys, so the served page's status and head come from the rows its page then shows.
export { caseStudyHead, caseStudyRouteKey, loadCaseStudyRoute } from './features/case-studies/api/case-study-route.ts';
export { getShownSitePage, sitePageHead, sitePageKey } from './features/site-pages/api/get-site-page.ts';
