// `npm run doctor`: checks the Supabase project the environment points at (`--local`: the local
// stack): migrations, functions, their settings (names only, never values), scheduled jobs, an
// admin, and auth URLs. Prints what is wrong and how to fix it; exits 1 when anything is.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SETTINGS, requireSettings } from '@vaani/remotes/settings';
import { LOCAL_SITE_URL, localEnvValue, localServiceKey } from './local-env.mjs';

/** The jobs every project runs (pg_cron's job names; the local stack's timers use the same). */
const JOBS = ['lead-sweep', 'publish-due-case-studies', 'apply-retention'];
/** What the lead-sweep job reads from Vault (migration 20261127006001). */
const VAULT_SECRETS = ['lead_sweep_service_key', 'project_url'];
const FUNCTIONS_DIR = 'supabase/functions';

if (process.argv.includes('--local')) {
  process.env.VITE_SUPABASE_URL ||= localEnvValue('VITE_SUPABASE_URL');
  process.env.SUPABASE_SERVICE_ROLE_KEY ||= localServiceKey() ?? '';
  process.env.SITE_URL ||= LOCAL_SITE_URL;
}
requireSettings('doctor');
const url = process.env.VITE_SUPABASE_URL.replace(/\/+$/, '');
const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
const siteUrl = process.env.SITE_URL.replace(/\/+$/, '');
const service = { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };

const problems = [];
const ok = (line) => console.log(`✔ ${line}`);
const problem = (line) => {
  problems.push(line);
  console.log(`✖ ${line}`);
};

async function call(pathname, init = {}) {
  try {
    const response = await fetch(`${url}${pathname}`, { ...init, headers: { ...service, ...init.headers }, signal: AbortSignal.timeout(15_000) });
    return { status: response.status, body: await response.json().catch(() => undefined) };
  } catch (error) {
    return { status: 0, body: undefined, error: error.message };
  }
}

// Migrations.
const repoMigrations = readdirSync('supabase/migrations').filter((file) => file.endsWith('.sql')).map((file) => file.split('_')[0]).sort();
const latest = repoMigrations.at(-1);
const status = await call('/rest/v1/rpc/operations_status', { method: 'POST', body: '{}' });
if (status.status === 0) {
  problem(`${url} does not answer (${status.error}): check VITE_SUPABASE_URL`);
} else if (status.status === 401 || status.status === 403) {
  problem(`the project refused SUPABASE_SERVICE_ROLE_KEY (${status.status}): set it to the project's service_role key`);
} else if (status.status !== 200) {
  problem(`the database lacks migrations up to ${latest}: run \`supabase db push\``);
} else {
  const missing = repoMigrations.filter((version) => !status.body.migrations.includes(version));
  if (missing.length > 0) problem(`migrations not applied: ${missing.join(', ')}: run \`supabase db push\``);
  else ok(`migrations applied up to ${latest}`);
}

// Functions: each answers a request it refuses (an unknown field), so none does any work.
const functions = readdirSync(FUNCTIONS_DIR).filter((name) => existsSync(path.join(FUNCTIONS_DIR, name, 'index.ts')));
for (const name of functions) {
  const answer = await call(`/functions/v1/${name}`, { method: 'POST', body: JSON.stringify({ doctor: true }) });
  if (answer.status >= 400 && answer.status < 500 && answer.status !== 404 && answer.body) ok(`function ${name} answers`);
  else problem(`function ${name} does not answer (${answer.status || answer.error}): run \`supabase functions deploy ${name}\``);
}

// The functions' settings, by name only.
const declared = SETTINGS.filter((setting) => setting.readBy.includes('functions'));
const checked = await call('/functions/v1/settings-check', { method: 'POST', body: JSON.stringify({ names: declared.map(({ name }) => name) }) });
if (checked.status === 200) {
  for (const { name, required, default: fallback } of declared) {
    if (checked.body.set.includes(name)) continue;
    if (required) problem(`function secret ${name} is not set: \`supabase secrets set ${name}=…\``);
    else console.log(`! function secret ${name} is not set (${fallback})`);
  }
  if (declared.every(({ name, required }) => !required || checked.body.set.includes(name))) ok("the functions' required secrets are set");
} else problem(`the functions' secrets could not be read (settings-check answered ${checked.status || checked.error})`);

// Scheduled jobs: pg_cron's on a hosted project, the local stack's own timers otherwise.
const cronJobs = status.body?.jobs;
const source = cronJobs ? 'cron.job' : "the local stack's scheduler";
const jobs = cronJobs ?? (await fetch(`${url}/health`).then((response) => response.json()).catch(() => undefined))?.jobs;
if (!Array.isArray(jobs)) {
  problem('no scheduler: enable pg_cron and pg_net (Database → Extensions), then `supabase db push` schedules the jobs');
} else {
  for (const job of JOBS) {
    if (jobs.includes(job)) ok(`job ${job} is scheduled (${source})`);
    else problem(`job ${job} is not scheduled in ${source}: ${source === 'cron.job' ? 'run `supabase db push` (migration 20261127006001 schedules it)' : 'unset its interval variable (0 turns it off)'}`);
  }
}
if (Array.isArray(status.body?.vault)) {
  for (const secret of VAULT_SECRETS.filter((name) => !status.body.vault.includes(name))) {
    problem(`Vault secret ${secret} is missing (the lead sweep job reads it): \`select vault.create_secret('<value>', '${secret}');\``);
  }
}

// An admin.
const admins = await call('/rest/v1/user_roles?select=user_id&role=eq.admin&limit=1');
if (admins.status === 200 && admins.body.length > 0) ok('an admin exists');
else problem("no admin: invite yourself (Authentication → Users → Invite), then insert (user_id, 'admin') into public.user_roles");

// Auth URLs: the Management API for a hosted project, supabase/config.toml for the local stack.
let auth;
const ref = /^https:\/\/([a-z0-9]+)\.supabase\.co$/.exec(url)?.[1];
if (ref && process.env.SUPABASE_ACCESS_TOKEN) {
  const response = await fetch(`https://api.supabase.com/v1/projects/${ref}/config/auth`, { headers: { Authorization: `Bearer ${process.env.SUPABASE_ACCESS_TOKEN}` } });
  if (response.ok) {
    const config = await response.json();
    auth = { siteUrl: config.site_url, redirects: String(config.uri_allow_list ?? '').split(',') };
  } else problem(`the Management API refused SUPABASE_ACCESS_TOKEN (${response.status})`);
} else if (ref) {
  console.log('! auth URLs not checked: set SUPABASE_ACCESS_TOKEN (a personal access token) to check them');
} else {
  const toml = readFileSync('supabase/config.toml', 'utf8');
  auth = {
    siteUrl: /^site_url = "(.*)"$/m.exec(toml)?.[1],
    redirects: [...(/^additional_redirect_urls = \[(.*)\]$/m.exec(toml)?.[1] ?? '').matchAll(/"([^"]*)"/g)].map((match) => match[1]),
  };
}
if (auth) {
  const trimmed = (value) => String(value ?? '').trim().replace(/\/+$/, '');
  if (trimmed(auth.siteUrl) !== siteUrl) problem(`the auth Site URL is ${auth.siteUrl || 'unset'}, not SITE_URL ${siteUrl}: set it under Authentication → URL Configuration`);
  else if (!auth.redirects.map(trimmed).includes(`${siteUrl}/auth`)) problem(`the auth redirect URLs lack ${siteUrl}/auth: add it under Authentication → URL Configuration`);
  else ok(`auth URLs match ${siteUrl}`);
}

if (problems.length > 0) {
  console.log(`\n${problems.length} problem${problems.length > 1 ? 's' : ''} found.`);
  process.exit(1);
}
console.log('\nAll good.');
