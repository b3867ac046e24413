import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher } from './mail-catcher.ts';

let catcher: Awaited<ReturnType<typeof startMailCatcher>>;

beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(() => catcher?.stop());

const send = (subject: string, text: string) =>
  createTransport({ host: '127.0.0.1', port: catcher.smtpPort, secure: false, ignoreTLS: true }).sendMail({
    from: 'noreply@vaani.local',
    to: 'Priya@Example.in',
    subject,
    text,
  });

describe('the mail catcher', () => {
  it('catches every mail and lists it, newest first, as JSON and as a page of text', async () => {
    await send('First', 'one');
    await send('<script>alert(1)</script>', 'Follow http://127.0.0.1:54321/auth/v1/verify?token=abc&type=invite to join');
    const mails = (await (await fetch(`${catcher.webUrl}/api/messages`)).json()) as { to: string[]; subject: string; text: string }[];
    expect(mails.map((mail) => mail.subject)).toEqual(['<script>alert(1)</script>', 'First']);
    expect(mails[0]?.to).toEqual(['priya@example.in']);

    const page = await fetch(catcher.webUrl);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<a href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=invite">');
  });

  it("answers only to this machine's names, so a page elsewhere cannot rebind its name to 127.0.0.1 and read the mail", async () => {
    const port = new URL(catcher.webUrl).port;
    const statusFor = (host: string) =>
      new Promise<number>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path: '/api/messages', headers: { host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
    expect(await statusFor(`evil.example:${port}`)).toBe(421);
    expect(await statusFor('127.0.0.1')).toBe(421);
    expect(await statusFor(`localhost:${port}`)).toBe(200);
    expect(await statusFor(`[::1]:${port}`)).toBe(200);
  });

  it('refuses to start on a taken port in one sentence, without an unhandled error', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as AddressInfo).port;
    try {
      await expect(startMailCatcher({ smtpPort: port })).rejects.toThrow(
        `the mail catcher's SMTP port 127.0.0.1:${port} is in use (another local stack?); stop it, or set SUPABASE_LOCAL_PORT to run this one beside it`,
      );
    } finally {
      taken.close();
    }
  });

  it('empties on DELETE and answers anything else with 404', async () => {
    expect((await fetch(`${catcher.webUrl}/api/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(`${catcher.webUrl}/api/messages`)).json()).toEqual([]);
    expect((await fetch(`${catcher.webUrl}/nope`)).status).toBe(404);
  });
});
