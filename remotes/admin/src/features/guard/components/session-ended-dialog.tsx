import { Dialog } from '@vaani/ui';
import { useSignIn } from '../../auth/api/use-sign-in.ts';
import { SignInForm } from '../../auth/components/sign-in-form.tsx';

const SESSION_ENDED = {
  title: 'Your session ended',
  description: 'Sign in again to carry on: the screen behind this stays as you left it, with what you typed.',
} as const;

/** Over a screen whose session ended: the form behind stays mounted, so nothing typed is lost. */
export function SessionEndedDialog() {
  const { status, error, submit } = useSignIn();
  return (
    <Dialog open onClose={() => undefined} closeDisabled title={SESSION_ENDED.title} description={SESSION_ENDED.description} width="sm">
      <SignInForm status={status} error={error} onSubmit={(email, password) => void submit(email, password)} offerPasswordReset={false} />
    </Dialog>
  );
}
