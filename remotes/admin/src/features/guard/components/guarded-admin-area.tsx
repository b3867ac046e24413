import { useSession } from '@vaani/data';
import { Outlet } from '@vaani/router';
import { AdminShell } from '../../admin-shell/components/admin-shell.tsx';
import { useSignOut } from '../../auth/api/use-sign-out.ts';
import { useCurrentRole } from '../api/current-role.ts';
import { AdminGuard } from './admin-guard.tsx';

function SignedInShell() {
  const { session } = useSession();
  const { signOut, signingOut } = useSignOut();
  return (
    <AdminShell email={session?.user.email ?? ''} role={useCurrentRole()} signingOut={signingOut} onSignOut={signOut}>
      <Outlet />
    </AdminShell>
  );
}

/** Layout route for everything under /admin: the guard first, then the admin shell around the screen. */
export function GuardedAdminArea() {
  return (
    <AdminGuard>
      <SignedInShell />
    </AdminGuard>
  );
}
