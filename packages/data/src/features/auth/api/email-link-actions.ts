// The sign-in screen's mail flows (reset link, new password), loaded on first use: only someone
// who forgot a password or followed a mail's link needs them, never a visitor's page.

const operations = () => import('./email-link-operations.ts');

/** requestPasswordReset (./email-link-operations.ts), loaded when asked. */
export async function requestPasswordReset(email: string, redirectTo: string): Promise<void> {
  return (await operations()).requestPasswordReset(email, redirectTo);
}

/** setPassword (./email-link-operations.ts), loaded when asked. */
export async function setPassword(password: string): Promise<void> {
  return (await operations()).setPassword(password);
}
