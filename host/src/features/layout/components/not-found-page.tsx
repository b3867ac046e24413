import { Link } from '@vaani/router';
import styled from 'styled-components';
import { routePath } from '../../../routes/route-table.ts';

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
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

export function NotFoundPage() {
  return (
    <Page>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to={routePath('home')}>Go to the home page</Link>
    </Page>
  );
}
