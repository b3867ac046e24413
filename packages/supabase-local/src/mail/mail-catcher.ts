import type { EventEmitter } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { renderMailbox, type CaughtMail } from './mail-view.ts';

// The local stack's mail is a developer's inbox, not an archive: the oldest go first.
const KEPT_MAILS = 200;
const MAX_MAIL_BYTES = 1024 * 1024;
const LOCAL_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

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
 * What Supabase's CLI runs beside its stack (Inbucket, now Mailpit): an SMTP server that accepts
 * every mail and a web view of them. Nothing is delivered anywhere; it keeps mail in memory only.
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

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;
