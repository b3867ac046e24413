import { Outlet } from '@vaani/router';
import { AdminSessionBar } from '../../auth/components/admin-session-bar.tsx';
import { AdminGuard } from './admin-guard.tsx';

/** Layout route for everything under /admin: the guard first, then the session bar and the screen. */
export function GuardedAdminArea() {
  return (
    <AdminGuard>
      <AdminSessionBar />
      <Outlet />
    </AdminGuard>
  );
}
