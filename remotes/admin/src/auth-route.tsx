// The sign-in screen the host mounts at /auth, as an exposed module of the admin remote.
import { AuthFrame } from './features/auth/components/auth-frame.tsx';
import { SignInPage } from './features/auth/components/sign-in-page.tsx';

export default function AuthRoute() {
  return (
    <AuthFrame>
      <SignInPage />
    </AuthFrame>
  );
}
