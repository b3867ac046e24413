import { Spinner } from '@vaani/ui';
import { signInWithPassword, useSession } from '@vaani/data';
import { useState } from 'react';
import { useNavigate } from '@vaani/router';
import { useSignOut } from '../api/use-sign-out.ts';
import { SignInForm, type SignInStatus } from './sign-in-form.tsx';
import { SignedInPanel } from './signed-in-panel.tsx';

/** The /auth screen: the sign-in form, or the signed-in panel for a returning admin. */
export function SignInPage() {
  const navigate = useNavigate();
  const { session, loading } = useSession();
  const { signOut, signingOut } = useSignOut();
  const [status, setStatus] = useState<SignInStatus>('idle');
  const [error, setError] = useState<string | null>(null);

  const submit = async (email: string, password: string) => {
    setStatus('submitting');
    setError(null);
    try {
      await signInWithPassword(email, password);
      navigate('/admin', { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setStatus('error');
    }
  };

  if (loading) return <Spinner label="Loading…" />;
  if (session && status !== 'submitting') {
    return <SignedInPanel email={session.user.email ?? ''} signingOut={signingOut} onSignOut={signOut} />;
  }
  return <SignInForm status={status} error={error} onSubmit={submit} />;
}
