import { Link } from '@vaani/router';
import { NotFoundView } from '@vaani/ui';
import { routePath } from '../../../routes/route-table.ts';

export function NotFoundPage() {
  return (
    <NotFoundView message="The page you are looking for does not exist or has moved.">
      <Link to={routePath('home')}>Go to the home page</Link>
    </NotFoundView>
  );
}
