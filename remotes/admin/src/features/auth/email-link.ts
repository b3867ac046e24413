// What brought a person to /auth: a mail's link, back as `?link=<type>`, its failure in the fragment.

export type EmailLinkType = 'invite' | 'recovery';

/** The query of /auth that shows the "Forgot password?" form. */
export const FORGOT_PASSWORD_SEARCH = '?view=forgot';

export const AUTH_LINK_TEXTS = {
  forgotLink: 'Forgot password?',
  expiredTitle: 'This link has expired or was already used',
  expiredLead: 'Links in our mails work once, for an hour. Enter your email and we will send you a new one.',
  forgotTitle: 'Reset your password',
  forgotLead: 'Enter the email you sign in with and we will mail you a link to choose a new password.',
  sendLink: 'Send link',
  sending: 'Sending…',
  sent: (email: string) => `If ${email} has an account, a link to choose a new password is on its way. It works for an hour.`,
  backToSignIn: 'Back to sign in',
  setTitle: { invite: 'Welcome! Set your password', recovery: 'Choose a new password' } satisfies Record<EmailLinkType, string>,
  setLead: { invite: 'You were invited to the Vaani AI admin. Choose a password to finish.', recovery: 'Choose the password you will sign in with from now on.' } satisfies Record<EmailLinkType, string>,
  passwordLabel: 'New password',
  repeatLabel: 'Repeat the password',
  tooShort: 'Use at least 8 characters.',
  mismatch: 'The passwords do not match.',
  save: 'Save password',
  saving: 'Saving…',
} as const;

/** The link type a mail's link named, from /auth's query. */
export function emailLinkType(search: string): EmailLinkType | null {
  const type = new URLSearchParams(search).get('link');
  return type === 'invite' || type === 'recovery' ? type : null;
}

/** Whether Auth sent the person back with an error (an expired or spent link) in the fragment. */
export function linkFailed(hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.has('error_code') || params.has('error');
}

/** Where a reset link leads: back here, which then asks for the new password. */
export const recoveryLanding = (origin: string) => `${origin}/auth?link=recovery`;
