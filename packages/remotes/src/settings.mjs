// Every setting the deployment reads, declared once: who reads it, whether it is required or its
// default, an example. A production build and the page server refuse to start without a required
// one, `npm run doctor` checks the functions' secrets against it, and docs/operating.md's table is
// tested against it. Only `npm start` and `npm test` fill in local values (scripts/local-env.mjs).
import { REMOTE_DEFAULTS } from './remotes.mjs';

/**
 * Who reads a setting: `build` the browser builds (inlined at build time), `serve` the page
 * server at start, `functions` the edge functions (`supabase secrets set`), `doctor` `npm run doctor`,
 * `release` `npm run release`, `promote`, `rollback` and `releases` (docs/releasing.md).
 * @typedef {'build' | 'serve' | 'functions' | 'doctor' | 'release'} Reader
 * @typedef {{ name: string, readBy: Reader[], required?: boolean, default?: string, example: string, about: string }} Setting
 */

const remoteSettings = Object.entries(REMOTE_DEFAULTS).flatMap(([name, { env, ssrEnv }]) => [
  {
    name: env,
    readBy: ['build', 'serve'],
    required: true,
    example: `https://cdn.example.com/${name}/assets/remoteEntry.js`,
    about: `where the ${name} remote's browser entry is deployed (the host's remotes.json; at serve time it overrides the build's, all remotes or none)`,
  },
  ...(ssrEnv
    ? [
        {
          name: ssrEnv,
          readBy: ['build', 'serve'],
          required: true,
          example: `https://cdn.example.com/${name}/server/entry.mjs`,
          about: `where the ${name} remote's server entry is deployed (the page server renders its routes with it)`,
        },
      ]
    : []),
]);

/** @type {Setting[]} */
export const SETTINGS = [
  {
    name: 'VITE_SUPABASE_URL',
    readBy: ['build', 'serve', 'doctor'],
    required: true,
    example: 'https://abcd.supabase.co',
    about: "the Supabase project the site talks to (the page server's policy allows its origin)",
  },
  { name: 'VITE_SUPABASE_ANON_KEY', readBy: ['build'], required: true, example: 'eyJhbGciOi…', about: "the project's anon (public) key" },
  {
    name: 'SITE_URL',
    readBy: ['build', 'doctor'],
    required: true,
    example: 'https://vaani.ai',
    about: 'the public origin: canonical links, social tags and the sitemap name it; the doctor checks the auth Site URL against it',
  },
  ...remoteSettings,
  {
    name: 'REMOTE_WIDGET_URL',
    readBy: ['build', 'serve'],
    default: '/embed-assets/site/assets/remoteEntry.js',
    example: 'https://cdn.example.com/widget/site/assets/remoteEntry.js',
    about: "the widget's federated elements for our own site (by default served beside /embed.js)",
  },
  { name: 'VITE_TURNSTILE_SITE_KEY', readBy: ['build'], default: 'off', example: '0x4AAAAAAA…', about: "Cloudflare Turnstile's public site key; the lead forms then take an invisible token" },
  { name: 'VITE_GA4_ID', readBy: ['build', 'serve'], default: 'off', example: 'G-ABC123', about: 'GA4 measurement id (the page server then allows the tracker)' },
  { name: 'VITE_META_PIXEL_ID', readBy: ['build', 'serve'], default: 'off', example: '123456789012', about: 'Meta Pixel id (the page server then allows the tracker)' },
  { name: 'PORT', readBy: ['serve'], default: '8080', example: '8080', about: 'the port the page server listens on (0 picks a free one)' },
  { name: 'HOST', readBy: ['serve'], default: 'every interface', example: '0.0.0.0', about: 'the interface the page server listens on' },
  { name: 'SSR', readBy: ['serve'], default: 'on', example: 'off', about: '`off` serves every page for the browser to render' },
  {
    name: 'METRICS_TOKEN',
    readBy: ['serve'],
    default: 'unset: no /metrics',
    example: 'a long random string',
    about: 'the bearer token /metrics asks for (`Authorization: Bearer <token>`), given to the Prometheus scraper alone',
  },
  { name: 'LOG_LEVEL', readBy: ['serve'], default: 'info', example: 'warn', about: 'the least level logged (pino\'s); `warn` and above leave out the line per request' },
  {
    name: 'RELEASES_URL',
    readBy: ['serve'],
    default: "unset: each remote's plain build",
    example: 'https://cdn.example.com/releases',
    about: "the remotes' releases on the CDN, whose live records the page server follows (docs/releasing.md)",
  },
  {
    name: 'RELEASES_DIR',
    readBy: ['serve', 'release'],
    default: 'releases (npm start and npm run release); unset for npm run serve',
    example: '/srv/vaani/releases',
    about: 'the releases as a folder: where npm run release writes them, and what the page server serves under /releases (RELEASES_URL wins)',
  },
  { name: 'RELEASES_KEEP', readBy: ['release'], default: '5', example: '5', about: 'how many releases of each remote are kept (the live one and the one before it always are)' },
  { name: 'LEAD_FORWARD_URL', readBy: ['functions'], default: 'unset: leads are stored, never forwarded', example: 'https://script.google.com/macros/s/…/exec', about: 'the HTTPS endpoint every stored lead is forwarded to (save_lead, lead-sweep)' },
  { name: 'LEAD_RETRY_BASE_SECONDS', readBy: ['functions'], default: '30', example: '30', about: "the lead sweep's first backoff, doubling per attempt" },
  { name: 'LEAD_FORWARD_MAX_ATTEMPTS', readBy: ['functions'], default: '8', example: '8', about: 'forward attempts before a lead is marked failed' },
  { name: 'TURNSTILE_SECRET_KEY', readBy: ['functions'], default: 'off', example: '0x4AAAAAAA…', about: 'Turnstile secret; save_lead then verifies the forms\' tokens' },
  { name: 'TURNSTILE_VERIFY_URL', readBy: ['functions'], default: "Cloudflare's siteverify", example: 'https://challenges.cloudflare.com/turnstile/v0/siteverify', about: 'where tokens are verified' },
  { name: 'VAPI_PUBLIC_KEY', readBy: ['functions'], default: 'unset: the widget says it is not configured', example: 'pk_…', about: "the voice platform's public web key (get-secrets hands it to the widget)" },
  { name: 'VAPI_AGENT_ID', readBy: ['functions'], default: 'unset: the widget says it is not configured', example: 'asst_…', about: 'the assistant the widget and demo calls use' },
  { name: 'VAPI_PRIVATE_KEY', readBy: ['functions'], default: 'unset: demo calls run dry', example: 'sk_…', about: 'server key for outbound demo calls (without it demo-call runs dry)' },
  { name: 'VAPI_PHONE_NUMBER_ID', readBy: ['functions'], default: 'unset: demo calls run dry', example: 'pn_…', about: 'the number outbound demo calls are placed from' },
  { name: 'VAPI_BASE_URL', readBy: ['functions'], default: 'https://api.vapi.ai', example: 'https://api.vapi.ai', about: "the voice platform's API" },
  { name: 'SUPABASE_URL', readBy: ['functions'], required: true, example: 'set by Supabase', about: "the project's URL, set by Supabase in every function" },
  { name: 'SUPABASE_ANON_KEY', readBy: ['functions'], required: true, example: 'set by Supabase', about: 'the anon key, set by Supabase in every function' },
  { name: 'SUPABASE_SERVICE_ROLE_KEY', readBy: ['functions', 'doctor'], required: true, example: 'set by Supabase', about: 'the service-role key, set by Supabase in every function (the doctor needs it too: the API settings of the project)' },
  {
    name: 'SUPABASE_ACCESS_TOKEN',
    readBy: ['doctor'],
    default: 'unset: the auth URLs of a hosted project go unchecked',
    example: 'sbp_…',
    about: 'a Supabase personal access token, for the auth URL configuration (Management API)',
  },
];

const isHttpUrl = (value) => /^https?:\/\//i.test(value) && URL.canParse(value);

/** What is wrong with a set value, or undefined. */
function malformed(name, value) {
  if (name === 'PORT') return /^\d+$/.test(value) && Number(value) < 65536 ? undefined : 'is not a port number';
  if (name === 'LOG_LEVEL') return /^(trace|debug|info|warn|error|fatal|silent)$/.test(value) ? undefined : "is not one of pino's levels (trace, debug, info, warn, error, fatal, silent)";
  if (/_URL$/.test(name) && !isHttpUrl(value) && !(name.startsWith('REMOTE_') && value.startsWith('/'))) return 'is not an http(s) URL';
  return undefined;
}

/**
 * Refuses to go on when `reader` lacks a setting or has a malformed one: one line each, then
 * `hint`. Remote URLs at serve time are all or none: none keeps the build's remotes.json.
 * @param {Reader} reader @param {string} [hint]
 */
export function requireSettings(reader, hint) {
  const { env } = process;
  const mine = SETTINGS.filter((setting) => setting.readBy.includes(reader));
  const remotes = mine.filter((setting) => setting.name.startsWith('REMOTE_') && setting.required);
  const remotesOptional = reader === 'serve' && remotes.every(({ name }) => !env[name]);
  const problems = mine.flatMap(({ name, required, example, about }) => {
    const value = env[name];
    if (!value) {
      const needed = required && !(remotesOptional && name.startsWith('REMOTE_'));
      return needed ? [`${name} is not set: set it to ${about}, e.g. ${name}=${example}`] : [];
    }
    const problem = malformed(name, value);
    return problem ? [`${name} ${problem}: ${value}`] : [];
  });
  if (problems.length === 0) return;
  for (const line of problems) console.error(`✖ ${line}`);
  if (hint) console.error(`  ${hint}`);
  process.exit(1);
}
