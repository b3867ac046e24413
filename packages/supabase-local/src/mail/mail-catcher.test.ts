import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts';

let catcher: MailCatcher;

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

  it('empties on DELETE and answers anything else with 404', async () => {
    expect((await fetch(`${catcher.webUrl}/api/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(`${catcher.webUrl}/api/messages`)).json()).toEqual([]);
    expect((await fetch(`${catcher.webUrl}/nope`)).status).toBe(404);
  });
});
