import { signOut } from '@vaani/data';
import { useCallback, useState } from 'react';
import { useNavigate } from '@vaani/router';

// Whether the session ends because the person chose Sign out here (the admin then leaves for
// /auth), rather than by expiring or in another tab (the admin then asks to sign in again in place).
let onPurpose = false;

export const signedOutOnPurpose = (): boolean => onPurpose;

/** A new session (signed in again) ends by Sign out only if the person chooses it again. */
export const forgetSignOut = (): void => {
  onPurpose = false;
};

/** Signs out and lands on /auth, whatever the server says: this device is signed out either way. */
export function useSignOut() {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const run = useCallback(async () => {
    onPurpose = true;
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
      navigate('/auth', { replace: true });
    }
  }, [navigate]);
  return { signOut: run, signingOut };
}
