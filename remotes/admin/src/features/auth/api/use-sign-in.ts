import { signInWithPassword } from '@vaani/data';
import { useState } from 'react';
import type { SignInStatus } from '../components/sign-in-form.tsx';

/** The sign-in form's state and its submit, which answers whether the person is signed in. */
export function useSignIn() {
  const [status, setStatus] = useState<SignInStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const submit = async (email: string, password: string): Promise<boolean> => {
    setStatus('submitting');
    setError(null);
    try {
      await signInWithPassword(email, password);
      return true;
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setStatus('error');
      return false;
    }
  };
  return { status, error, submit };
}
