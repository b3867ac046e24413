export interface DataEnv {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

let cached: DataEnv | undefined;
/** The browser's only configuration (inlined by Vite); all missing names are listed at once. */
export function readEnv(): DataEnv {
  if (cached) return cached;
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
  return cached;
}
