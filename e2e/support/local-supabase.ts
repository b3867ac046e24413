import { localEnvValue } from '../../scripts/local-env.mjs';

function required(name: string): string {
  const value = localEnvValue(name);
  if (!value) throw new Error(`${name} is not set and .env.local lacks it; run npm start once first.`);
  return value;
}

/** The backend the running site uses (the local Supabase unless the environment names another). */
export const localSupabase = () => ({ url: required('VITE_SUPABASE_URL'), anonKey: required('VITE_SUPABASE_ANON_KEY') });
