// The sign-in screen, mounted by the host at /auth. The auth feature (features/auth) supplies the
// form and its frame; this file only places them in the admin remote's exposed modules.
import { AuthFrame } from './features/auth/components/auth-frame.tsx';
import { SignInPage } from './features/auth/components/sign-in-page.tsx';

export default function AuthRoute() {
  return (
    <AuthFrame>
      <SignInPage />
    </AuthFrame>
  );
}
