import type { StaffRole } from '@vaani/data';
import { Link } from '@vaani/router';
import { ROLE_LABELS } from '../../admin-shell/admin-links.ts';
import { AdminScreen } from '../../admin-shell/components/admin-screen.tsx';

export function NotForYourRole({ role }: { role: StaffRole }) {
  return (
    <AdminScreen
      title="Not open to your role"
      intro={`Your role (${ROLE_LABELS[role]}) does not open this screen. Ask an admin if you need it.`}
    >
      <Link to="/admin">Back to the dashboard</Link>
    </AdminScreen>
  );
}
