import { signOut } from '@vaani/data';
import { useCallback, useState } from 'react';
import { useNavigate } from '@vaani/router';

/** Signs out and lands on /auth, whatever the server says: this device is signed out either way. */
export function useSignOut() {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const run = useCallback(async () => {
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
