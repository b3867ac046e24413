export interface DataEnv {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

let cached: DataEnv | undefined;
let overrides: Partial<DataEnv> = {};

/**
 * Points this page's data calls at another backend than the build's: an embed on a partner page
 * takes the backend from its `supabase-url` / `supabase-anon-key` attributes. Empty values keep
 * the build's.
 */
export function configureEnv(next: Partial<DataEnv>): void {
  overrides = Object.fromEntries(Object.entries(next).filter(([, value]) => Boolean(value)));
  if (overrides.supabaseUrl) overrides.supabaseUrl = overrides.supabaseUrl.replace(/\/+$/, '');
}

/**
 * The browser's only configuration, read once. Vite inlines these at build time from the repo
 * root's env files; every missing name is listed at once so one rebuild fixes them all.
 */
export function readEnv(): DataEnv {
  if (overrides.supabaseUrl && overrides.supabaseAnonKey) {
    return { supabaseUrl: overrides.supabaseUrl, supabaseAnonKey: overrides.supabaseAnonKey };
  }
  if (cached) return { ...cached, ...overrides };
  const values = {
    VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL as string | undefined,
    VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined,
  };
  const missing = Object.entries(values)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new Error(
      `Missing environment variable${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}. ` +
        'Set them in the environment or run `node packages/supabase-local/bin/supabase-local.mjs env`.',
    );
  }
  cached = { supabaseUrl: values.VITE_SUPABASE_URL!.replace(/\/+$/, ''), supabaseAnonKey: values.VITE_SUPABASE_ANON_KEY! };
  return { ...cached, ...overrides };
}
