import { createTransport } from 'nodemailer';

export const EMAIL_LINK_TYPES = ['invite', 'recovery'] as const;
export type EmailLinkType = (typeof EMAIL_LINK_TYPES)[number];

/** A mail's subject and HTML body, with GoTrue's template fields in it. */
export interface MailTemplate {
  subject: string;
  html: string;
}

/** What GoTrue fills a template with: the link, the site, and the person's user metadata (`.Data`). */
interface MailFields {
  link: string;
  siteUrl: string;
  data: Record<string, unknown>;
}

const FROM = 'Vaani AI (local) <noreply@vaani.local>';

// GoTrue's default templates, for a config.toml that names none (hosted projects start with them).
const GOTRUE_TEMPLATES: Record<EmailLinkType, MailTemplate> = {
  invite: {
    subject: 'You have been invited',
    html: '<h2>You have been invited</h2><p>You have been invited to create a user on {{ .SiteURL }}. Follow this link to accept the invite:</p><p><a href="{{ .ConfirmationURL }}">Accept the invite</a></p>',
  },
  recovery: {
    subject: 'Reset Your Password',
    html: '<h2>Reset Password</h2><p>Follow this link to reset the password for your user:</p><p><a href="{{ .ConfirmationURL }}">Reset Password</a></p>',
  },
};

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
const unescapeHtml = (value: string) => Object.entries(ENTITIES).reduce((text, [char, entity]) => text.replaceAll(entity, char), value);

/** Fills `{{ .ConfirmationURL }}`, `{{ .SiteURL }}`, `{{ .Email }}` and `{{ .Data.key }}`, escaped as Go's html/template does. */
function renderMail(template: MailTemplate, to: string, { link, siteUrl, data }: MailFields): { subject: string; html: string; text: string } {
  const fields: Record<string, unknown> = { ConfirmationURL: link, SiteURL: siteUrl, Email: to, Data: data };
  const html = template.html.replace(/\{\{\s*\.([A-Za-z]+)(?:\.([A-Za-z_]+))?\s*\}\}/g, (_, name: string, key: string | undefined) => {
    const value = key ? (fields[name] as Record<string, unknown> | undefined)?.[key] : fields[name];
    return escapeHtml(typeof value === 'string' ? value : '');
  });
  // The text part puts each link alone on its line, so no mail client takes a full stop into it.
  const text = unescapeHtml(
    html
      .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, '$2:\n$1')
      .replace(/<\/(h\d|p)>\s*/g, '\n\n')
      .replace(/<[^>]+>/g, '')
      .replace(/\n{3,}/g, '\n\n'),
  ).trim();
  return { subject: template.subject, html, text: `${text}\n` };
}

/** Mail through SMTP, as GoTrue sends it; locally to the stack's own mail catcher. */
export function createSmtpMailer({ host, port, templates }: { host: string; port: number; templates: Partial<Record<EmailLinkType, MailTemplate>> }) {
  const transport = createTransport({ host, port, secure: false, ignoreTLS: true });
  return {
    /** Sends the mail of a link type, from the project's template or GoTrue's default, to one address. */
    async send(type: EmailLinkType, to: string, fields: MailFields): Promise<void> {
      await transport.sendMail({ from: FROM, to, ...renderMail(templates[type] ?? GOTRUE_TEMPLATES[type], to, fields) });
    },
  };
}

export type AuthMailer = ReturnType<typeof createSmtpMailer>;
