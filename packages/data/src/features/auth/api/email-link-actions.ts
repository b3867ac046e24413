// The sign-in screen's mail flows (reset link, new password), loaded on first use: only someone
// who forgot a password or followed a mail's link needs them, never a visitor's page.

/** requestPasswordReset (./request-password-reset.ts), loaded when asked. */
export async function requestPasswordReset(email: string, redirectTo: string): Promise<void> {
  return (await import('./request-password-reset.ts')).requestPasswordReset(email, redirectTo);
}

/** setPassword (./set-password.ts), loaded when asked. */
export async function setPassword(password: string): Promise<void> {
  return (await import('./set-password.ts')).setPassword(password);
}
