import type { EventEmitter } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { escapeHtml } from '../auth/mailer.ts';

// The local stack's mail is a developer's inbox, not an archive: the oldest go first.
const KEPT_MAILS = 200;
const MAX_MAIL_BYTES = 1024 * 1024;
const LOCAL_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

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
function renderMailbox(mails: readonly CaughtMail[]): string {
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

/** Binds `server`; a taken port is one sentence (SMTPServer reports its server's errors on itself). */
function listen(server: NetServer, errors: EventEmitter, what: string, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const fail = (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`the mail catcher's ${what} port ${host}:${port} is in use (another local stack?); stop it, or set SUPABASE_LOCAL_PORT to run this one beside it`)
          : error,
      );
    errors.once('error', fail);
    server.listen(port, host, () => {
      errors.off('error', fail);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * What Supabase's CLI runs beside its stack (Inbucket, now Mailpit): an SMTP server that keeps
 * every mail in memory, delivering none, and a web view of them.
 */
export async function startMailCatcher({ host = '127.0.0.1', smtpPort = 0, webPort = 0 } = {}) {
  const mails: CaughtMail[] = [];
  let nextId = 1;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MAIL_BYTES,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          mails.unshift({
            id: nextId++,
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: parsed.subject ?? '',
            date: (parsed.date ?? new Date()).toISOString(),
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          mails.length = Math.min(mails.length, KEPT_MAILS);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  const web = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://catcher').pathname;
    // A page elsewhere may point its own name at 127.0.0.1 (DNS rebinding) and read the inbox as
    // its own origin; its requests carry its name, so only this machine's names are answered.
    if (!LOCAL_NAMES.some((name) => req.headers.host === `${name}:${boundWeb}`)) {
      res.writeHead(421, { 'Content-Type': 'application/json; charset=utf-8' }).end('{"message":"This mail catcher answers only at 127.0.0.1, localhost or [::1]"}');
    } else if (path === '/api/messages' && req.method === 'DELETE') {
      mails.length = 0;
      res.writeHead(204).end();
    } else if (path === '/api/messages' && req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(JSON.stringify(mails));
    } else if (path === '/' && req.method === 'GET') {
      res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" })
        .end(renderMailbox(mails));
    } else {
      res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' }).end('{"message":"Not found"}');
    }
  });
  const boundSmtp = await listen(smtp.server, smtp, 'SMTP', host, smtpPort);
  // A connection that fails later (a client gone mid-mail) is no reason to stop catching.
  smtp.on('error', (error: Error) => console.error(`[supabase-local] mail catcher: ${error.message}`));
  const boundWeb = await listen(web, web, 'web', host, webPort).catch(async (error: unknown) => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  });
  return {
    /** The web view (and GET /api/messages, DELETE /api/messages). */
    webUrl: `http://${host}:${boundWeb}`,
    smtpPort: boundSmtp,
    async stop() {
      web.closeAllConnections();
      await Promise.all([new Promise<void>((resolve) => smtp.close(() => resolve())), new Promise<void>((resolve) => web.close(() => resolve()))]);
    },
  };
}
