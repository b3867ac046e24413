import { describe, expect, it } from 'vitest';
import { emailLinkType, linkFailed, recoveryLanding } from './email-link.ts';

describe('email links on /auth', () => {
  it('knows the invitation and reset links, nothing else', () => {
    expect(emailLinkType('?link=invite')).toBe('invite');
    expect(emailLinkType('?link=recovery')).toBe('recovery');
    expect(emailLinkType('?link=signup')).toBeNull();
    expect(emailLinkType('')).toBeNull();
  });

  it("reads Auth's refusal from the fragment, not a session", () => {
    expect(linkFailed('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired')).toBe(true);
    expect(linkFailed('#access_token=abc&type=invite')).toBe(false);
    expect(linkFailed('')).toBe(false);
  });

  it('sends reset links back to this screen', () => {
    expect(recoveryLanding('https://vaani.ai')).toBe('https://vaani.ai/auth?link=recovery');
  });
});
