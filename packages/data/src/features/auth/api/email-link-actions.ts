// The sign-in screen's mail flows (password reset, new password), loaded on first use.

const operations = () => import('./email-link-operations.ts');

/** requestPasswordReset (./email-link-operations.ts), loaded when asked. */
export async function requestPasswordReset(email: string, redirectTo: string): Promise<void> {
  return (await operations()).requestPasswordReset(email, redirectTo);
}

/** setPassword (./email-link-operations.ts), loaded when asked. */
export async function setPassword(password: string): Promise<void> {
  return (await operations()).setPassword(password);
}
