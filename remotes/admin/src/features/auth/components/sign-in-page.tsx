import { Spinner } from '@vaani/ui';
import { requestPasswordReset, setPassword, useSession } from '@vaani/data';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from '@vaani/router';
import { useSignIn } from '../api/use-sign-in.ts';
import { useSignOut } from '../api/use-sign-out.ts';
import { AUTH_LINK_TEXTS, FORGOT_PASSWORD_SEARCH, emailLinkType, linkFailed, recoveryLanding } from '../email-link.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { SetPasswordForm } from './set-password-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignedInPanel } from './signed-in-panel.tsx';

/**
 * The /auth screen: sign-in, or the signed-in panel; a mail's link lands here to set a password (or
 * to say it no longer works); `?view=forgot` asks for the email to mail a reset link to.
 */
export function SignInPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { session, loading } = useSession();
  const { signOut, signingOut } = useSignOut();
  const { status, error, submit } = useSignIn();
  // Read once, at the first render: the fragment is Auth's answer to the link just followed.
  const [failedLink] = useState(() => typeof window !== 'undefined' && linkFailed(window.location.hash));
  const link = emailLinkType(search);

  const requestLink = (email: string) => requestPasswordReset(email, recoveryLanding(window.location.origin));
  const backLink = <Link to="/auth">{AUTH_LINK_TEXTS.backToSignIn}</Link>;

  if (loading) return <Spinner label="Loading…" />;
  if (link && failedLink) return <ForgotPasswordForm expired request={requestLink} backLink={backLink} />;
  if (link && session) {
    const save = async (password: string) => {
      await setPassword(password);
      navigate('/admin', { replace: true });
    };
    return <SetPasswordForm type={link} email={session.user.email ?? ''} save={save} />;
  }
  if (search === FORGOT_PASSWORD_SEARCH) return <ForgotPasswordForm request={requestLink} backLink={backLink} />;
  if (session && status !== 'submitting') {
    return <SignedInPanel email={session.user.email ?? ''} signingOut={signingOut} onSignOut={signOut} />;
  }
  const signIn = (email: string, password: string) =>
    void submit(email, password).then((signedIn) => {
      if (signedIn) navigate('/admin', { replace: true });
    });
  return <SignInForm status={status} error={error} onSubmit={signIn} />;
}
