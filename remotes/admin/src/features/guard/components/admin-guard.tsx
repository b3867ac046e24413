import type { ReactNode } from 'react';
import { Navigate } from '@vaani/router';
import { useAdminAccess } from '../api/use-admin-access.ts';
import { CheckingPermissions } from './checking-permissions.tsx';

/** Shows admin screens to admins only: visitors go to /auth, other signed-in users to /. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const access = useAdminAccess();
  if (access === 'checking') return <CheckingPermissions />;
  if (access === 'signed-out') return <Navigate to="/auth" replace />;
  if (access === 'not-admin') return <Navigate to="/" replace />;
  return <>{children}</>;
}
