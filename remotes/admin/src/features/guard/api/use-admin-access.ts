import { useSession, useStaffRole } from '@vaani/data';
import { adminAccess, type AdminAccess } from './admin-access.ts';

/** Whether the current visitor may see admin screens, and with which role; re-evaluated on sign-in and sign-out. */
export function useAdminAccess(): AdminAccess {
  const { session, loading } = useSession();
  const userId = session?.user.id;
  const { role, loading: roleLoading } = useStaffRole(userId);
  return adminAccess({ sessionLoading: loading, userId, roleLoading, role });
}
