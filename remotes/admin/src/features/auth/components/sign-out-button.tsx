import { Button } from '@vaani/ui';
import { useSignOut } from '../api/use-sign-out.ts';

/** The sign-out control every admin screen carries. */
export function SignOutButton() {
  const { signOut, signingOut } = useSignOut();
  return (
    <Button type="button" variant="outline" size="sm" onClick={signOut} loading={signingOut}>
      Sign out
    </Button>
  );
}
