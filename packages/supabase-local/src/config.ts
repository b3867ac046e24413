import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'smol-toml';
import { EMAIL_LINK_TYPES, type EmailLinkType, type MailTemplate } from './auth/mailer.ts';

/**
 * The settings of supabase/config.toml this server mirrors, with hosted Supabase's defaults, except
 * that a month without use ends a session here, so a refresh token leaked long ago is worth nothing.
 */
export const HOSTED_DEFAULTS = {
  maxRows: 1000,
  schemas: ['public', 'graphql_public'],
  extraSearchPath: ['public', 'extensions'],
  dbPort: 54322,
  refreshTokenReuseSeconds: 10,
  signInsPerAddress: 30,
  sessionInactivitySeconds: 30 * 24 * 3600,
  siteUrl: 'http://127.0.0.1:3000',
  redirectUrls: [] as string[],
  otpExpirySeconds: 3600,
  mailPerEmailSeconds: 60,
  mailPerAddressPerHour: 30,
  mailWebPort: 54324,
  mailSmtpPort: 54325,
  /** The project's own mails; GoTrue's where absent. */
  mailTemplates: {} as Partial<Record<EmailLinkType, MailTemplate>>,
};

const DURATION_UNITS: Record<string, number> = { h: 3600, m: 60, s: 1 };

/** A Go duration as config.toml writes them: "8h", "90m", "1h30m", "10s". */
function durationSeconds(value: unknown, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const parts = typeof value === 'string' ? [...value.matchAll(/(\d+)([hms])/g)] : [];
  if (typeof value !== 'string' || parts.length === 0 || parts.map((part) => part[0]).join('') !== value) {
    throw new Error(`config.toml: ${name} must be a duration such as "8h", "30m" or "1h30m"`);
  }
  return parts.reduce((total, [, amount, unit]) => total + Number(amount) * (DURATION_UNITS[unit ?? 's'] ?? 1), 0);
}

function positiveInteger(value: unknown, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new Error(`config.toml: ${name} must be a non-negative integer`);
  return value;
}

function list(value: unknown, fallback: string[], name: string, item: RegExp, what: string): string[] {
  if (value === undefined) return fallback;
  if (!Array.isArray(value) || !value.every((entry) => typeof entry === 'string' && item.test(entry))) {
    throw new Error(`config.toml: ${name} must be a list of ${what}`);
  }
  return value as string[];
}

const SCHEMA = /^[a-z_][a-z0-9_]*$/;
const URL_PATTERN = /^https?:\/\/[^\s]+$/;

function table(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

export async function readProjectConfig(supabaseDir: string): Promise<typeof HOSTED_DEFAULTS> {
  const text = await readFile(path.join(supabaseDir, 'config.toml'), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  const config = parse(text);
  const auth = table(config.auth);
  const api = table(config.api);
  const email = table(auth.email);
  const mail = table(config.inbucket);
  const templates = table(email.template);
  // Each template's subject, and its HTML read from content_path (relative to the project's folder).
  const mailTemplates = Object.fromEntries(
    await Promise.all(
      EMAIL_LINK_TYPES.filter((type) => templates[type] !== undefined).map(async (type) => {
        const { subject, content_path: contentPath } = table(templates[type]);
        if (typeof subject !== 'string' || typeof contentPath !== 'string') throw new Error(`config.toml: auth.email.template.${type} needs a subject and a content_path`);
        return [type, { subject, html: await readFile(path.resolve(supabaseDir, '..', contentPath), 'utf8') }] as const;
      }),
    ),
  );
  return {
    maxRows: positiveInteger(api.max_rows, HOSTED_DEFAULTS.maxRows, 'api.max_rows'),
    schemas: list(api.schemas, HOSTED_DEFAULTS.schemas, 'api.schemas', SCHEMA, 'schema names'),
    extraSearchPath: list(api.extra_search_path, HOSTED_DEFAULTS.extraSearchPath, 'api.extra_search_path', SCHEMA, 'schema names'),
    dbPort: positiveInteger(table(config.db).port, HOSTED_DEFAULTS.dbPort, 'db.port'),
    refreshTokenReuseSeconds: positiveInteger(auth.refresh_token_reuse_interval, HOSTED_DEFAULTS.refreshTokenReuseSeconds, 'auth.refresh_token_reuse_interval'),
    signInsPerAddress: positiveInteger(table(auth.rate_limit).sign_in_sign_ups, HOSTED_DEFAULTS.signInsPerAddress, 'auth.rate_limit.sign_in_sign_ups'),
    sessionInactivitySeconds: durationSeconds(table(auth.sessions).inactivity_timeout, HOSTED_DEFAULTS.sessionInactivitySeconds, 'auth.sessions.inactivity_timeout'),
    siteUrl: (list(auth.site_url === undefined ? undefined : [auth.site_url], [HOSTED_DEFAULTS.siteUrl], 'auth.site_url', URL_PATTERN, 'http(s) addresses')[0] ?? HOSTED_DEFAULTS.siteUrl).replace(/\/+$/, ''),
    redirectUrls: list(auth.additional_redirect_urls, HOSTED_DEFAULTS.redirectUrls, 'auth.additional_redirect_urls', URL_PATTERN, 'http(s) addresses'),
    otpExpirySeconds: positiveInteger(email.otp_expiry, HOSTED_DEFAULTS.otpExpirySeconds, 'auth.email.otp_expiry'),
    mailPerEmailSeconds: durationSeconds(email.max_frequency, HOSTED_DEFAULTS.mailPerEmailSeconds, 'auth.email.max_frequency'),
    mailPerAddressPerHour: positiveInteger(table(auth.rate_limit).email_sent, HOSTED_DEFAULTS.mailPerAddressPerHour, 'auth.rate_limit.email_sent'),
    mailWebPort: positiveInteger(mail.port, HOSTED_DEFAULTS.mailWebPort, 'inbucket.port'),
    mailSmtpPort: positiveInteger(mail.smtp_port, HOSTED_DEFAULTS.mailSmtpPort, 'inbucket.smtp_port'),
    mailTemplates,
  };
}
