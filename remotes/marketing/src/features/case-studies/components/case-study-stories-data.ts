// Story rows shaped exactly as the data layer returns them; images are inline so stories need no server.
import type { CaseStudy, PublicCaseStudy } from '@vaani/data';

const svg = (body: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">${body}</svg>`)}`;

const COVER = svg('<rect width="1200" height="675" fill="#3F66FB"/><rect x="120" y="260" width="180" height="415" fill="#1e293b"/><rect x="360" y="180" width="220" height="495" fill="#1e293b"/>', 1200, 675);
const LOGO = svg('<rect x="4" y="12" width="40" height="40" rx="10" fill="#0369a1"/><text x="54" y="40" font-size="19" fill="#0369a1">Riverside Homes</text>', 240, 64);

export const STORY_CASE_STUDY: CaseStudy = {
  id: '6b1d0c52-3f0e-4d7e-9a15-000000000004',
  title: 'Riverside Homes Answers Every Weekend Enquiry in Kochi',
  slug: 'riverside-homes',
  industry: 'Residential Real Estate',
  summary: 'A Kochi developer stopped losing weekend portal leads by letting an AI voice agent call back in Malayalam, English and Hindi.',
  challenge: 'Half of the enquiries arrived on weekends, when the sales office was closed.\n\nNRI buyers in the Gulf enquired during the team’s nights.',
  solution: 'Vaani AI calls every enquiry within a minute, whatever the day or hour, and books site visits or video walkthroughs.',
  results: 'Site visits booked from weekend leads grew by 58% in three months.',
  testimonial: 'Now our best leads get a knowledgeable answer at once.',
  author_name: 'Anjali Menon',
  author_position: 'Director of Sales',
  author_company: 'Riverside Homes',
  featured_image: COVER,
  company_logo: LOGO,
  seo_title: '',
  seo_description: '',
  social_image: '',
  created_at: '2026-03-03T12:00:00Z',
};

const card = (study: CaseStudy, overrides: Partial<PublicCaseStudy>): PublicCaseStudy => ({
  id: study.id,
  title: study.title,
  slug: study.slug,
  industry: study.industry,
  summary: study.summary,
  featured_image: study.featured_image,
  company_logo: study.company_logo,
  created_at: study.created_at,
  challenge: '',
  solution: '',
  results: '',
  testimonial: '',
  ...overrides,
});

export const STORY_CASE_STUDIES: PublicCaseStudy[] = [
  card(STORY_CASE_STUDY, {}),
  card(STORY_CASE_STUDY, {
    id: 'b',
    slug: 'capital-crest',
    title: 'Capital Crest Qualifies NRI Leads Overnight in Gurugram',
    industry: 'Luxury Real Estate',
    summary: 'Buyers in Dubai, London and Singapore get a sales conversation in their own evening.',
    created_at: '2026-02-14T12:00:00Z',
  }),
  card(STORY_CASE_STUDY, {
    id: 'c',
    slug: 'no-pictures',
    title: 'A Story Published Without Pictures',
    industry: '',
    summary: 'Cards keep their shape when a story has no image or logo.',
    featured_image: '',
    company_logo: '',
    created_at: '2025-12-25T12:00:00Z',
  }),
];
