// The sign-in screen, mounted by the host at /auth. The auth feature (features/auth) supplies the
// form; this file only places it in the admin remote's exposed modules.
import { SignInPage } from './features/auth/components/sign-in-page.tsx';

export default function AuthRoute() {
  return <SignInPage />;
}
