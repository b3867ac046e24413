import { Link } from '@vaani/router';
import { AdminScreen } from './admin-screen.tsx';

export function AdminNotFoundPage() {
  return (
    <AdminScreen title="Page not found" intro="There is no admin screen at this address.">
      <Link to="/admin">Back to the dashboard</Link>
    </AdminScreen>
  );
}
