import { useIsAdmin, useSession } from '@vaani/data';
import { adminAccess, type AdminAccess } from './admin-access.ts';

/** Whether the current visitor may see admin screens, re-evaluated on sign-in and sign-out. */
export function useAdminAccess(): AdminAccess {
  const { session, loading } = useSession();
  const userId = session?.user.id;
  const { isAdmin, loading: roleLoading } = useIsAdmin(userId);
  return adminAccess({ sessionLoading: loading, userId, roleLoading, isAdmin });
}
