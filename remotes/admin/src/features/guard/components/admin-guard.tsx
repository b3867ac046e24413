import { useSession, useStaffRole, type StaffRole } from '@vaani/data';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { Navigate } from '@vaani/router';
import { forgetSignOut, signedOutOnPurpose } from '../../auth/api/use-sign-out.ts';
import { CurrentRole } from '../api/current-role.ts';
import { CheckingPermissions } from './checking-permissions.tsx';
import { SessionEndedDialog } from './session-ended-dialog.tsx';

/**
 * Shows admin screens to staff only: visitors go to /auth, people without a role to /. A session
 * that ends other than by Sign out keeps the screen and asks to sign in over it, so no form is lost.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { session, loading } = useSession();
  const userId = session?.user.id;
  const { role, loading: roleLoading } = useStaffRole(userId);
  // No session sends to sign-in at once, without waiting for a role check.
  const checking = loading || (Boolean(userId) && roleLoading);
  const granted = checking || !userId ? null : role;
  // The role this visit was let in with: kept while the session is checked again or signed in again.
  const [kept, setKept] = useState<StaffRole | null>(null);
  if (granted && granted !== kept) setKept(granted);
  useEffect(() => {
    if (granted) forgetSignOut();
  }, [granted]);
  const screens = (role: StaffRole) => (
    <CurrentRole.Provider value={role}>
      <InBackground>{children}</InBackground>
    </CurrentRole.Provider>
  );

  if (granted) return screens(granted);
  if (checking) return kept ? screens(kept) : <CheckingPermissions />;
  if (!userId && kept && !signedOutOnPurpose()) {
    return (
      <>
        {screens(kept)}
        <SessionEndedDialog />
      </>
    );
  }
  if (!userId) return <Navigate to="/auth" replace />;
  return <Navigate to="/" replace />;
}

/**
 * The shell and its first screen are an admin visit's largest render: done in a background pass,
 * React renders them in slices and a phone's main thread is never held for long; "Checking
 * permissions…" stays up until they are in.
 */
function InBackground({ children }: { children: ReactNode }) {
  return useDeferredValue(true, false) ? children : <CheckingPermissions />;
}
