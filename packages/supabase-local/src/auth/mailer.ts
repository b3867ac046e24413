import { createTransport } from 'nodemailer';

export type EmailLinkType = 'invite' | 'recovery';

export interface AuthMailer {
  /** Sends the mail of a link type, GoTrue's default template, to one address. */
  send(type: EmailLinkType, to: string, link: string, siteUrl: string): Promise<void>;
}

const FROM = 'Vaani AI (local) <noreply@vaani.local>';

// GoTrue's default templates (hosted projects start with the same words), as text and HTML.
const TEMPLATES: Record<EmailLinkType, (link: string, siteUrl: string) => { subject: string; text: string; html: string }> = {
  invite: (link, siteUrl) => ({
    subject: 'You have been invited',
    text: `You have been invited\n\nYou have been invited to create a user on ${siteUrl}. Follow this link to accept the invite:\n\n${link}\n`,
    html: `<h2>You have been invited</h2><p>You have been invited to create a user on ${siteUrl}. Follow this link to accept the invite:</p><p><a href="${link}">Accept the invite</a></p>`,
  }),
  recovery: (link) => ({
    subject: 'Reset Your Password',
    text: `Reset Password\n\nFollow this link to reset the password for your user:\n\n${link}\n`,
    html: `<h2>Reset Password</h2><p>Follow this link to reset the password for your user:</p><p><a href="${link}">Reset Password</a></p>`,
  }),
};

/** Mail through SMTP, as GoTrue sends it; locally to the stack's own mail catcher. */
export function createSmtpMailer({ host, port }: { host: string; port: number }): AuthMailer {
  const transport = createTransport({ host, port, secure: false, ignoreTLS: true });
  return {
    async send(type, to, link, siteUrl) {
      await transport.sendMail({ from: FROM, to, ...TEMPLATES[type](link, siteUrl) });
    },
  };
}
