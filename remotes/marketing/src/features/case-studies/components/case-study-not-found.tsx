import { Link } from '@vaani/router';
import styled from 'styled-components';
import { CASE_STUDIES_PATH } from '../api/case-study-path.ts';

const Page = styled.section`
  max-width: 640px;
  margin: 0 auto;
  padding: 96px 24px;
  text-align: center;
  h1 {
    margin: 0 0 12px;
    font-size: 40px;
  }
  p {
    margin: 0 0 24px;
    color: ${({ theme }) => theme.colors.mutedText};
  }
  nav {
    display: flex;
    justify-content: center;
    gap: 24px;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/** The not-found page, for an address under /case-studies that names no published story. */
export function CaseStudyNotFound() {
  return (
    <Page>
      <h1>Page not found</h1>
      <p>This case study does not exist or is no longer published.</p>
      <nav aria-label="Where to go instead">
        <Link to={CASE_STUDIES_PATH}>See all case studies</Link>
        <Link to="/">Go to the home page</Link>
      </nav>
    </Page>
  );
}
