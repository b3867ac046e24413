import { escapeHtml } from '../auth/mailer.ts';

/** Plain text with its web addresses as links; nothing of a mail is ever rendered as markup. */
function linkedText(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, index) => (index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

/** One caught mail, as the web view and its JSON API show it. */
export interface CaughtMail {
  id: number;
  from: string;
  to: string[];
  subject: string;
  date: string;
  text: string;
  html: string;
}

/** The catcher's inbox page: every mail, newest first, as text. */
export function renderMailbox(mails: readonly CaughtMail[]): string {
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject || '(no subject)')}</h2>
  <p class="meta">To ${escapeHtml(mail.to.join(', '))} · from ${escapeHtml(mail.from)} · ${escapeHtml(mail.date)}</p>
  <pre>${linkedText(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Local mail (${mails.length})</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1f36}
article{border:1px solid #d0d5dd;border-radius:8px;padding:1rem;margin:1rem 0}h2{margin:0;font-size:1.1rem}
.meta{color:#475467;margin:.25rem 0}pre{white-space:pre-wrap;word-break:break-word;font:inherit}</style></head>
<body><h1>Local mail</h1>
<p>Mail the local Supabase sent (invitations, password resets). Nothing here left this machine. Reload to see new mail.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}
