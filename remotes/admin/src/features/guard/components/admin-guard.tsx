import type { ReactNode } from 'react';
import { Navigate } from '@vaani/router';
import { CurrentRole } from '../api/current-role.ts';
import { useAdminAccess } from '../api/use-admin-access.ts';
import { CheckingPermissions } from './checking-permissions.tsx';

/**
 * Shows admin screens to people with a staff role, and tells them which: visitors go to /auth,
 * signed-in people without a role to /.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const access = useAdminAccess();
  if (access === 'checking') return <CheckingPermissions />;
  if (access === 'signed-out') return <Navigate to="/auth" replace />;
  if (access === 'no-access') return <Navigate to="/" replace />;
  return <CurrentRole.Provider value={access}>{children}</CurrentRole.Provider>;
}
